import type { SpecModel } from '../model.ts';
import { constModule } from './banner.ts';

/** generated/access/identity.ts: permissions, derived roles, FT departments, menu permissions, redirects. */
function emitIdentity(model: SpecModel): string {
  const { identity } = model.access;
  const imports = ["import type { IdentityTables } from '../../src/shared/identity/identity-model.ts';"];
  return constModule('identityTables', identity, 'IdentityTables', imports);
}

/** generated/access/rules.ts: user types, groups, scopes and one rule per operation. */
export function emitAccess(model: SpecModel): Record<string, string> {
  const { userTypes, groups, scopes, rules, publicOperations } = model.access;
  const imports = ["import type { AccessRule, ScopeDescriptor } from '../../src/shared/spec-model.ts';"];
  const parts = [
    constModule('userTypes', userTypes, undefined, imports).replace(/;\n$/, ' as const;\n'),
    '/** A kind of portal user. */',
    'export type UserType = (typeof userTypes)[number];',
    '',
    `export const userGroups: Record<string, string[]> = ${JSON.stringify(groups, null, 2)};`,
    '',
    `export const scopes: ScopeDescriptor[] = ${JSON.stringify(scopes, null, 2)};`,
    '',
    `export const publicOperations: string[] = ${JSON.stringify(publicOperations.sort(), null, 2)};`,
    '',
    `export const accessRules: AccessRule[] = ${JSON.stringify(rules, null, 2)};`,
    '',
  ];
  return {
    'access/rules.ts': parts.join('\n'),
    'access/identity.ts': emitIdentity(model),
    'access/read-only-fields.ts': emitReadOnlyFields(model),
    // Small: the portal imports it. Entity → user type → the fields it may not read.
    'access/hidden-fields.ts': constModule('hiddenFields', model.access.hiddenFields, 'Record<string, Record<string, string[]>>', []),
  };
}

/** generated/access/read-only-fields.ts: operationId → user type → fields it may see but not change (small: the portal's forms import it). */
function emitReadOnlyFields(model: SpecModel): string {
  const table = Object.fromEntries(model.access.rules.filter((rule) => rule.readOnlyFields).map((rule) => [rule.operationId, rule.readOnlyFields!]));
  return constModule('readOnlyFields', table, 'Record<string, Record<string, string[]>>', []);
}
