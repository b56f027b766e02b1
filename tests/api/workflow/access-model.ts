/**
 * The access part of the workflow model, from the spec's generated tables: which user types an
 * operation grants, and whether a record lies in the granted scope (else the API answers 404).
 */
import { accessRules, scopes } from '../../../generated/access/rules.ts';
import type { ScopeCondition } from '../../../src/shared/spec-model.ts';
import { boundEntities } from '../../../src/shared/identity/permission-names.ts';

/** A demo account as the tests use it. */
export type TestUser = {
  id: number; username: string; userType: string; ftDepartment: string | null; permissions: string[]; phone: string | null; token: string;
  /** The records the user's `name_{n}` permissions bind them to, by permission name (a mission's accredited countries). */
  boundRecords?: Array<{ permission: string; data: Record<string, unknown> }>;
};

/** The scope `operationId` grants to `userType`, or undefined (403). */
export const grantOf = (operationId: string, userType: string): string | undefined => accessRules.find((r) => r.operationId === operationId)?.grants[userType];

/** Whether the record (its data, state included, and creator) lies in scope `name` for `user`. */
export function inScope(name: string, data: Record<string, unknown>, createdBy: number, user: TestUser): boolean {
  const scope = scopes.find((s) => s.name === name);
  if (!scope) throw new Error(`unknown scope ${name}`);
  return scope.conditions.every((c) => holds(c, data, createdBy, user));
}

function holds(c: ScopeCondition, data: Record<string, unknown>, createdBy: number, user: TestUser): boolean {
  if ('either' in c) return c.either.some((one) => holds(one, data, createdBy, user));
  const value = c.field === 'created_by' ? createdBy : data[c.field];
  if ('equals' in c) return value === c.equals;
  if ('in' in c) return c.in.map(String).includes(String(value));
  if ('bound' in c) return c.bound.some((permission) => boundEntities(user.permissions, permission).map(String).includes(String(value)));
  if ('within' in c) {
    const { bound, field } = c.within;
    return (user.boundRecords ?? []).some((r) => bound.includes(r.permission) && Array.isArray(r.data[field]) && (r.data[field] as unknown[]).includes(value));
  }
  // The model files no people lists (a ticket's CCs): nobody is on one.
  if ('listed' in c) return false;
  if ('contains' in c) return Array.isArray(value) && value.includes(c.contains === 'user.type' ? user.userType : user.id);
  return Number(value) === user.id;
}
