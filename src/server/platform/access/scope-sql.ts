/** Turns a granted scope into SQL conditions on an entity table (`data` jsonb plus record columns). */
import type { ScopeCondition } from '../../../shared/spec-model.ts';
import type { SqlParams } from '../../db/sql-params.ts';
import type { AuthUser, GrantedScope } from '../request-context.ts';

/** Record fields that are table columns rather than keys of `data`. */
const COLUMNS = new Set(['id', 'created_by']);

function callerValue(user: AuthUser, ref: 'user.type' | 'user.id'): string | number {
  return ref === 'user.type' ? user.user_type : user.id;
}

function condition(c: ScopeCondition, user: AuthUser, params: SqlParams, alias: string): string {
  if ('equals' in c) {
    return COLUMNS.has(c.field) ? `${alias}.${c.field} = ${params.add(c.equals)}` : `${alias}.data @> ${params.json({ [c.field]: c.equals })}`;
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
