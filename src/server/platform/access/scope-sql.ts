/** Turns a granted scope into SQL conditions on an entity table (`data` jsonb plus record columns). */
import type { ScopeCondition } from '../../../shared/spec-model.ts';
import type { SqlParams } from '../../db/sql-params.ts';
import type { AuthUser, GrantedScope } from '../request-context.ts';
import { boundEntities } from '../../../shared/identity/permission-names.ts';
import { identityTables } from '../../../../generated/access/identity.ts';
import { entityBinding } from '../resources/entities.ts';

/** Record fields that are table columns rather than keys of `data`. */
const COLUMNS = new Set(['id', 'created_by']);

function callerValue(user: AuthUser, ref: 'user.type' | 'user.id'): string | number {
  return ref === 'user.type' ? user.user_type : user.id;
}

/** The record's field as jsonb text or as its column. */
const fieldText = (alias: string, field: string): string => (COLUMNS.has(field) ? `${alias}.${field}::text` : `(${alias}.data->>'${field}')`);

/** The entity whose records a `name_{n}` permission binds to (`record:` of spec/access/permissions.yaml). */
const recordEntity = new Map(identityTables.permissions.flatMap((p) => (p.record ? [[p.name, p.record]] : [])));

/**
 * `within`: the record's field is one of the values of an array field of the records the caller is
 * bound to (a mission's accredited countries). Permissions of one condition may bind several tables.
 */
function withinCondition(c: { field: string; within: { bound: string[]; field: string } }, user: AuthUser, params: SqlParams, alias: string): string {
  const tests = [...new Set(c.within.bound.map((name) => recordEntity.get(name)!))].flatMap((entity) => {
    const numbers = c.within.bound.filter((name) => recordEntity.get(name) === entity).flatMap((name) => boundEntities(user.permissions, name));
    if (numbers.length === 0) return [];
    const list = params.add(`{${numbers.join(',')}}`);
    return [`EXISTS (SELECT 1 FROM ${entityBinding(entity).table} b WHERE b.id = ANY(${list}::bigint[]) AND b.data->'${c.within.field}' ? ${fieldText(alias, c.field)})`];
  });
  return tests.length === 0 ? 'false' : `(${tests.join(' OR ')})`;
}

/**
 * `listed`: a row of the people list names the caller, by user id or by the caller's e-mail, with
 * the right given (a CC with can_view). The names are identifiers checked by access.format.json.
 */
function listedCondition(c: { field: string; listed: { table: string; key: string; right: string } }, user: AuthUser, params: SqlParams, alias: string): string {
  const { table, key, right } = c.listed;
  const id = params.add(user.id);
  const recordValue = c.field === 'id' ? `${alias}.id` : `(${alias}.data->>'${c.field}')::bigint`;
  return `EXISTS (SELECT 1 FROM ${table} l WHERE l.${key} = ${recordValue} AND l.${right}
    AND (l.user_id = ${id} OR lower(l.email) = (SELECT lower(u.email) FROM users u WHERE u.id = ${id})))`;
}

function condition(c: ScopeCondition, user: AuthUser, params: SqlParams, alias: string): string {
  if ('either' in c) return `(${c.either.map((one) => condition(one, user, params, alias)).join(' OR ')})`;
  if ('within' in c) return withinCondition(c, user, params, alias);
  if ('listed' in c) return listedCondition(c, user, params, alias);
  if ('equals' in c) {
    return COLUMNS.has(c.field) ? `${alias}.${c.field} = ${params.add(c.equals)}` : `${alias}.data @> ${params.json({ [c.field]: c.equals })}`;
  }
  if ('in' in c) {
    // Compared as text, so 2 and "2" are the same code, as the workflow engine reads them.
    const list = params.add(`{${c.in.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
    return COLUMNS.has(c.field) ? `${alias}.${c.field}::text = ANY(${list}::text[])` : `(${alias}.data->>'${c.field}') = ANY(${list}::text[])`;
  }
  if ('bound' in c) {
    // The entity numbers of the caller's `name_{n}` permissions; none means no record at all.
    const numbers = c.bound.flatMap((name) => boundEntities(user.permissions, name));
    if (numbers.length === 0) return 'false';
    // An array literal as text: both drivers (pg and PGlite) pass it through unchanged.
    const list = params.add(`{${numbers.join(',')}}`);
    return c.field === 'id' ? `${alias}.id = ANY(${list}::bigint[])` : `(${alias}.data->>'${c.field}') = ANY(${list}::text[])`;
  }
  if ('contains' in c) {
    // jsonb containment: an array field that holds the caller's type or id.
    return `${alias}.data @> ${params.json({ [c.field]: [callerValue(user, c.contains)] })}`;
  }
  return COLUMNS.has(c.field) ? `${alias}.${c.field} = ${params.add(user.id)}` : `${alias}.data @> ${params.json({ [c.field]: user.id })}`;
}

/** SQL conditions (to AND together) that keep only the records the scope reaches; empty for `all`. */
export function scopeConditions(scope: GrantedScope, params: SqlParams, alias = 'r'): string[] {
  return scope.conditions.map((c) => condition(c, scope.user, params, alias));
}

/**
 * The scope as conditions on records of `entity`. An entity with `x-parent` is reached through its
 * parent: the record's parent must be within the scope (conditions on the parent's table).
 */
export function recordScopeConditions(entity: { table: string; parent?: { entity: string; field: string } }, parentTable: (name: string) => string, scope: GrantedScope, params: SqlParams, alias = 'r'): string[] {
  if (!entity.parent || scope.conditions.length === 0) return scopeConditions(scope, params, alias);
  const onParent = scopeConditions(scope, params, 'p');
  const link = `p.id = (${alias}.data->>'${entity.parent.field}')::bigint`;
  return [`EXISTS (SELECT 1 FROM ${parentTable(entity.parent.entity)} p WHERE ${[link, ...onParent].join(' AND ')})`];
}
