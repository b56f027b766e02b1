/** Looks up who may call an operation, from the generated access tables. */
import { accessRules, publicOperations, scopes } from '../../../../generated/access/rules.ts';
import type { AccessRule, ScopeDescriptor } from '../../../shared/spec-model.ts';
import type { AuthUser, GrantedScope } from '../request-context.ts';

const rulesById = new Map<string, AccessRule>(accessRules.map((rule) => [rule.operationId, rule]));
const scopesByName = new Map<string, ScopeDescriptor>(scopes.map((scope) => [scope.name, scope]));
const publicIds = new Set(publicOperations);

/** What the spec says about an operation: public, a rule, or nothing (which means refused). */
export type Access = { kind: 'public' } | { kind: 'rule'; rule: AccessRule } | { kind: 'none' };

/** The access entry of an operation. */
export function accessOf(operationId: string): Access {
  if (publicIds.has(operationId)) return { kind: 'public' };
  const rule = rulesById.get(operationId);
  return rule ? { kind: 'rule', rule } : { kind: 'none' };
}

/** The scope descriptor named by a grant, if the spec defines it. */
export function scopeNamed(name: string): ScopeDescriptor | undefined {
  return scopesByName.get(name);
}

/**
 * The scope `operationId` grants `user`, or undefined when it grants none: for a handler that reads a
 * record of another entity, which the caller must reach as that entity's own operation would.
 */
export function grantedScope(operationId: string, user: AuthUser): GrantedScope | undefined {
  const access = accessOf(operationId);
  const name = access.kind === 'rule' ? access.rule.grants[user.user_type] : undefined;
  const scope = name === undefined ? undefined : scopeNamed(name);
  return scope && { name: scope.name, conditions: scope.conditions, user };
}
