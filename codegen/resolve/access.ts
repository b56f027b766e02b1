import type { AccessRule, OperationDescriptor, ScopeCondition, ScopeDescriptor } from '../../src/shared/spec-model.ts';
import type { SpecProject, SpecRule } from '../load-spec.ts';
import type { OperationSchemas } from '../../src/shared/operation-schemas.ts';
import type { Problems } from '../problems.ts';
import type { ResolvedEntity } from './entities.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { parse as parseYaml } from 'yaml';
import accessFormat from '../formats/access.format.json' with { type: 'json' };
import type { IdentityTables } from '../../src/shared/identity/identity-model.ts';

export type ResolvedAccess = {
  userTypes: string[];
  groups: Record<string, string[]>;
  scopes: ScopeDescriptor[];
  rules: AccessRule[];
  publicOperations: string[];
  identity: IdentityTables;
  /** entity → user type → the fields it may not read (spec/access/confidential.yaml). */
  hiddenFields: Record<string, Record<string, string[]>>;
};

/** Expands spec/access into one rule per operation; every operation must have one. */
export function resolveAccess(
  project: SpecProject,
  entities: Map<string, ResolvedEntity>,
  operations: OperationDescriptor[],
  problems: Problems,
  schemas: Record<string, OperationSchemas> = {},
): ResolvedAccess {
  const userTypes = (entities.get('user-type')?.schema.enum ?? []) as string[];
  if (userTypes.length === 0) problems.add('spec/entities/user-type.schema.json', 'must list the user types in `enum`');
  const groups = project.userGroups.data ?? {};
  for (const [group, members] of Object.entries(groups)) {
    if (userTypes.includes(group)) problems.add(project.userGroups.file, `group ${group} has the name of a user type`);
    for (const member of members ?? []) {
      if (!userTypes.includes(member)) problems.add(project.userGroups.file, `group ${group}: unknown user type ${member}`);
    }
  }
  const scopes: ScopeDescriptor[] = Object.entries(project.scopes.data ?? {}).map(([name, conditions]) => ({
    name,
    conditions: (conditions ?? []) as ScopeDescriptor['conditions'],
  }));
  const scopeNames = new Set(scopes.map((s) => s.name));
  const identity = resolveIdentity(project, operations, problems);
  checkRoleEnum(entities, identity, problems);
  checkBoundScopes(project.scopes.file, scopes, identity, entities, problems);
  checkPermissionRecords(identity, entities, problems);
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  const rules: AccessRule[] = [];
  const publicOperations: string[] = [];
  const seen = new Set<string>();
  for (const f of project.rules) {
    for (const [operationId, rule] of Object.entries(f.data ?? {})) {
      const operation = byId.get(operationId);
      if (!operation) problems.add(f.file, `rule for unknown operation ${operationId}`);
      if (seen.has(operationId)) problems.add(f.file, `operation ${operationId} has two rules`);
      seen.add(operationId);
      if (rule === 'public') {
        if (operation && !operation.public) problems.add(f.file, `${operationId} is public here but not marked x-public in spec/api`);
        publicOperations.push(operationId);
        continue;
      }
      if (operation?.public) problems.add(f.file, `${operationId} is x-public in spec/api; its rule must be "public"`);
      const { readOnly, ...granted } = rule as SpecRule;
      const grants: Record<string, string> = {};
      for (const [who, scope] of Object.entries(granted)) {
        const members = userTypes.includes(who) ? [who] : groups[who];
        if (!members) problems.add(f.file, `${operationId}: unknown user type or group ${who}`);
        if (!scopeNames.has(scope)) problems.add(f.file, `${operationId}: unknown scope ${scope}`);
        for (const member of members ?? []) grants[member] ??= scope;
      }
      const readOnlyFields = readOnly ? resolveReadOnly(f.file, operationId, readOnly, grants, { userTypes, groups, body: schemas[operationId]?.body }, problems) : undefined;
      rules.push({ operationId, grants, ...(readOnlyFields ? { readOnlyFields } : {}) });
    }
  }
  for (const operation of operations) {
    if (!seen.has(operation.operationId)) {
      problems.add(`spec/api/${operation.module}.yaml`, `operation ${operation.operationId} has no rule in spec/access/rules (deny by default)`);
    }
  }
  const hiddenFields = resolveConfidential(project, entities, userTypes, groups, problems);
  return { userTypes, groups, scopes, rules, publicOperations, identity, hiddenFields };
}

/**
 * `readOnly: { who: [fields] }` of a rule → user type → fields, each a property of the operation's
 * request body, for a user type the rule grants (a field read-only for a group is read-only for each member).
 */
/** The API shows a user's derived role as the user schema's `role`: spec/access/roles.yaml and that enum name the same roles. */
function checkRoleEnum(entities: Map<string, ResolvedEntity>, identity: IdentityTables, problems: Problems): void {
  const user = entities.get('user');
  if (!user) return;
  const roleEnum = ((user.schema.properties as Record<string, { enum?: unknown[] }> | undefined)?.role?.enum ?? []).filter((value) => value !== null).map(String);
  const roleNames = identity.derivedRoles.map((entry) => entry.role);
  for (const role of roleNames) if (!roleEnum.includes(role)) problems.add('spec/access/roles.yaml', `role ${role} is missing from the enum of users' role (spec/entities/user.schema.json)`);
  for (const role of roleEnum) if (!roleNames.includes(role)) problems.add('spec/entities/user.schema.json', `role ${role} is no role of spec/access/roles.yaml`);
}

function resolveReadOnly(
  file: string,
  operationId: string,
  readOnly: Record<string, string[]>,
  grants: Record<string, string>,
  known: { userTypes: string[]; groups: Record<string, string[]>; body: Record<string, unknown> | undefined },
  problems: Problems,
): Record<string, string[]> {
  const properties = (known.body?.properties ?? {}) as Record<string, unknown>;
  if (!known.body) problems.add(file, `${operationId}: readOnly needs an operation with a request body`);
  const out: Record<string, string[]> = {};
  for (const [who, fields] of Object.entries(readOnly)) {
    const members = known.userTypes.includes(who) ? [who] : known.groups[who];
    if (!members) problems.add(file, `${operationId}: readOnly names unknown user type or group ${who}`);
    for (const field of fields) if (known.body && !(field in properties)) problems.add(file, `${operationId}: readOnly field ${field} is not a property of the request body`);
    for (const member of members ?? []) {
      if (!grants[member]) problems.add(file, `${operationId}: readOnly for ${member}, which the rule does not grant`);
      out[member] = [...new Set([...(out[member] ?? []), ...fields])].sort();
    }
  }
  return out;
}

/** The conditions of a scope, those under `either` included. */
const flatConditions = (conditions: ScopeCondition[]): ScopeCondition[] => conditions.flatMap((c) => ('either' in c ? flatConditions(c.either) : [c]));

/**
 * A `bound` scope condition may only name permissions that carry an entity number (`entity: true`);
 * `within` only permissions binding a record (`record:`) whose entity has the field it reads.
 */
function checkBoundScopes(file: string, scopes: ScopeDescriptor[], identity: IdentityTables, entities: Map<string, ResolvedEntity>, problems: Problems): void {
  const byName = new Map(identity.permissions.map((p) => [p.name, p]));
  for (const scope of scopes) {
    for (const condition of flatConditions(scope.conditions)) {
      const names = 'bound' in condition ? condition.bound : 'within' in condition ? condition.within.bound : [];
      for (const name of names) {
        const permission = byName.get(name);
        if (!permission?.entity) problems.add(file, `scope ${scope.name}: ${name} is not an entity-bound permission of permissions.yaml`);
        else if ('within' in condition) {
          if (!permission.record) problems.add(file, `scope ${scope.name}: ${name} names no record entity (record:) in permissions.yaml`);
          else if (!entities.get(permission.record)?.schema.properties?.[condition.within.field]) problems.add(file, `scope ${scope.name}: entity ${permission.record} has no field ${condition.within.field}`);
        }
      }
    }
  }
}

/** `record:` of a permission names an entity stored in a table. */
function checkPermissionRecords(identity: IdentityTables, entities: Map<string, ResolvedEntity>, problems: Problems): void {
  for (const p of identity.permissions) {
    if (p.record && !entities.get(p.record)?.schema['x-table']) problems.add('spec/access/permissions.yaml', `${p.name}: record ${p.record} is not an entity with x-table`);
  }
}

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema(accessFormat);

/** Reads one optional identity file of spec/access, checked against its $def of access.format.json. */
function readIdentityFile<T>(project: SpecProject, name: string, fallback: T, problems: Problems): T {
  const file = `spec/access/${name}.yaml`;
  const path = join(project.root, file);
  if (!existsSync(path)) return fallback;
  let data: unknown;
  try {
    data = parseYaml(readFileSync(path, 'utf8'));
  } catch (error) {
    problems.add(file, `cannot be parsed: ${(error as Error).message}`);
    return fallback;
  }
  const check = ajv.getSchema(`access.format.json#/$defs/${name}`)!;
  if (!check(data)) {
    for (const e of check.errors ?? []) if (e.keyword !== 'oneOf') problems.add(file, `format: ${e.instancePath || '/'} ${e.message}`);
    return fallback;
  }
  return data as T;
}

type LabelEntry = { label: string };

/** Labels must be keys of the locale files (checked in English; the locale check keeps ar in step). */
function checkLabels(project: SpecProject, file: string, labels: string[], problems: Problems): void {
  const en = new Map((project.locales.en ?? []).map((f) => [f.name, f.data]));
  for (const label of labels) {
    const [namespace, ...path] = label.split('.');
    let node: unknown = en.get(namespace!);
    for (const part of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    if (typeof node !== 'string') problems.add(file, `label ${label} is not a key of locales/en/${namespace}.json`);
  }
}

/**
 * spec/access/confidential.yaml (entity → field → who reads it) → entity → user type → the fields it
 * may not read. A confidential field must be an optional field of an existing entity.
 */
function resolveConfidential(
  project: SpecProject,
  entities: Map<string, ResolvedEntity>,
  userTypes: string[],
  groups: Record<string, string[]>,
  problems: Problems,
): Record<string, Record<string, string[]>> {
  const file = 'spec/access/confidential.yaml';
  const data = readIdentityFile<Record<string, Record<string, string[]>>>(project, 'confidential', {}, problems);
  const hidden: Record<string, Record<string, string[]>> = {};
  for (const [entity, fields] of Object.entries(data)) {
    const schema = entities.get(entity)?.schema;
    if (!schema) problems.add(file, `unknown entity ${entity}`);
    for (const [field, readers] of Object.entries(fields)) {
      if (schema && !schema.properties?.[field]) problems.add(file, `${entity}: no field ${field}`);
      if (schema?.required?.includes(field)) problems.add(file, `${entity}.${field} is required, so it cannot be left out of an answer`);
      const members = new Set<string>();
      for (const reader of readers) {
        const types = userTypes.includes(reader) ? [reader] : groups[reader];
        if (!types) problems.add(file, `${entity}.${field}: unknown user type or group ${reader}`);
        for (const type of types ?? []) members.add(type);
      }
      for (const type of userTypes.filter((t) => !members.has(t))) ((hidden[entity] ??= {})[type] ??= []).push(field);
    }
  }
  return hidden;
}

/** Permissions, derived roles, FT departments, menu permissions and the redirect-after-login table. */
function resolveIdentity(project: SpecProject, operations: OperationDescriptor[], problems: Problems): IdentityTables {
  const permissionsData = readIdentityFile<Record<string, LabelEntry & { entity?: boolean; record?: string }>>(project, 'permissions', {}, problems);
  const rolesData = readIdentityFile<Array<LabelEntry & { role: string; permission?: string; department?: string }>>(project, 'roles', [], problems);
  const departmentsData = readIdentityFile<Record<string, LabelEntry & { kuwaiti?: boolean }>>(project, 'departments', {}, problems);
  const menusData = readIdentityFile<Record<string, LabelEntry & { alternatives?: string[] }>>(project, 'menus', {}, problems);
  const redirectsData = readIdentityFile(project, 'redirects', { fallback: '/', redirects: [] as Array<{ permission: string; path: string }> }, problems);
  const permissions = Object.entries(permissionsData).map(([name, p]) => ({ name, label: p.label, entity: Boolean(p.entity ?? p.record), ...(p.record ? { record: p.record } : {}) }));
  const departments = Object.entries(departmentsData).map(([name, d]) => ({ name, label: d.label, kuwaiti: d.kuwaiti ?? false }));
  const menuPermissions = Object.entries(menusData).map(([name, m]) => ({ name, label: m.label, alternatives: m.alternatives ?? [] }));
  const roleNames = new Set<string>();
  for (const r of rolesData) {
    if (roleNames.has(r.role)) problems.add('spec/access/roles.yaml', `role ${r.role} is listed twice`);
    roleNames.add(r.role);
    if (r.permission && !permissionsData[r.permission]) problems.add('spec/access/roles.yaml', `${r.role}: unknown permission ${r.permission}`);
    if (r.department && !departmentsData[r.department]) problems.add('spec/access/roles.yaml', `${r.role}: unknown department ${r.department}`);
  }
  for (const r of redirectsData.redirects) {
    if (!permissions.find((p) => p.name === r.permission)?.entity) problems.add('spec/access/redirects.yaml', `${r.permission} is not an entity-bound permission of permissions.yaml`);
  }
  const secondFactor = readIdentityFile(project, 'second-factor', { exempt: [] as string[] }, problems);
  const operationIds = new Set(operations.map((o) => o.operationId));
  for (const id of secondFactor.exempt) if (!operationIds.has(id)) problems.add('spec/access/second-factor.yaml', `unknown operation ${id}`);
  checkLabels(project, 'spec/access/permissions.yaml', permissions.map((p) => p.label), problems);
  checkLabels(project, 'spec/access/roles.yaml', rolesData.map((r) => r.label), problems);
  checkLabels(project, 'spec/access/departments.yaml', departments.map((d) => d.label), problems);
  checkLabels(project, 'spec/access/menus.yaml', menuPermissions.map((m) => m.label), problems);
  const derivedRoles = rolesData.map((r) => ({ role: r.role, label: r.label, ...(r.permission ? { permission: r.permission } : {}), ...(r.department ? { department: r.department } : {}) }));
  return { permissions, derivedRoles, departments, menuPermissions, redirects: redirectsData.redirects, fallbackRedirect: redirectsData.fallback, secondFactorExempt: secondFactor.exempt };
}
