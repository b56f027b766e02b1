/**
 * `x-status-filter: <workflow>` on a list parameter: the value is a state code, a list-view code of
 * the workflow (foreign entity 5.1, 12, 13) or `all`, and a caller whose role has a status filter
 * (`filters` in spec/workflows; by FT department where the workflow says which department plays
 * which holder) lists only those states — `all` included.
 */
import { workflows } from '../../../../generated/workflows/index.ts';
import type { OperationSchemas } from '../../../shared/operation-schemas.ts';
import { listableFor } from '../../../shared/workflow/listable.ts';
import type { SqlParams } from '../../db/sql-params.ts';
import { invalidFields } from '../errors.ts';
import type { GrantedScope } from '../request-context.ts';
import type { EntityBinding } from './entities.ts';
import { fieldText } from './field-columns.ts';

/** SQL conditions on alias `r` for the status filter of a list operation; none when it has no filter. */
export function statusConditions(entity: EntityBinding, spec: OperationSchemas, query: Record<string, unknown>, scope: GrantedScope, params: SqlParams): string[] {
  const filter = spec.statusFilter;
  if (!filter) return [];
  const definition = workflows[filter.workflow]!.definition;
  const listable = listableFor(definition.listable, { userType: scope.user.user_type, ftDepartment: scope.user.ft_department });
  const visible = (names: string[]) => (listable ? names.filter((name) => listable.includes(name)) : names);
  const value = String(query[filter.param] ?? 'all');
  let states: string[];
  let flags: Record<string, boolean> = {};
  if (value === 'all') {
    if (!listable) return [];
    states = listable;
  } else {
    const state = definition.states.find((s) => String(s.code) === value);
    const view = state ? undefined : definition.views.find((v) => String(v.code) === value);
    if (!state && !view) throw invalidFields({ [filter.param]: { key: 'errors.invalid_choice' } });
    states = visible(state ? [state.name] : view!.states);
    flags = view?.flags ?? {};
  }
  if (states.length === 0) return ['false'];
  const codes = states.map((name) => String(definition.states.find((s) => s.name === name)!.code));
  // One code is an equality, so an index on (status, created_at) also gives the page its order.
  const field = fieldText(entity, definition.field);
  const conditions = [codes.length === 1 ? `${field} = ${params.add(codes[0])}` : `${field} = ANY(${params.add(`{${codes.join(',')}}`)}::text[])`];
  if (Object.keys(flags).length) conditions.push(`r.data @> ${params.json(flags)}`);
  return conditions;
}
