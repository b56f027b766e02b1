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

/** What a status filter comes to for one caller and value: the state codes and view flags, `all` states, or none. */
type Resolved = { codes: string[]; flags: Record<string, boolean> } | 'all';

/** Resolutions per operation, by user type, FT department and value: the same few for every list request (issue 21 item 5). */
const MAX_RESOLVED = 1000;
const resolvedBy = new WeakMap<OperationSchemas, Map<string, Resolved>>();

/** SQL conditions on alias `r` for the status filter of a list operation; none when it has no filter. */
export function statusConditions(entity: EntityBinding, spec: OperationSchemas, query: Record<string, unknown>, scope: GrantedScope, params: SqlParams): string[] {
  const filter = spec.statusFilter;
  if (!filter) return [];
  const value = String(query[filter.param] ?? 'all');
  const key = `${scope.user.user_type}\u0001${scope.user.ft_department ?? ''}\u0001${value}`;
  let resolved = resolvedBy.get(spec);
  if (!resolved) resolvedBy.set(spec, (resolved = new Map()));
  let states = resolved.get(key);
  if (states === undefined) {
    states = resolve(filter.workflow, filter.param, value, scope);
    if (resolved.size < MAX_RESOLVED) resolved.set(key, states);
  }
  if (states === 'all') return [];
  const { codes, flags } = states;
  if (codes.length === 0) return ['false'];
  const definition = workflows[filter.workflow]!.definition;
  // One code is an equality, so an index on (status, created_at) also gives the page its order.
  const field = fieldText(entity, definition.field);
  const conditions = [codes.length === 1 ? `${field} = ${params.add(codes[0])}` : `${field} = ANY(${params.add(`{${codes.join(',')}}`)}::text[])`];
  if (Object.keys(flags).length) conditions.push(`r.data @> ${params.json(flags)}`);
  return conditions;
}

/** The states `value` of the filter's parameter selects among those the caller may list (400 when it names none of the workflow's). */
function resolve(workflow: string, param: string, value: string, scope: GrantedScope): Resolved {
  const definition = workflows[workflow]!.definition;
  const listable = listableFor(definition.listable, { userType: scope.user.user_type, ftDepartment: scope.user.ft_department });
  const visible = (names: string[]) => (listable ? names.filter((name) => listable.includes(name)) : names);
  let states: string[];
  let flags: Record<string, boolean> = {};
  if (value === 'all') {
    if (!listable) return 'all';
    states = listable;
  } else {
    const state = definition.states.find((s) => String(s.code) === value);
    const view = state ? undefined : definition.views.find((v) => String(v.code) === value);
    if (!state && !view) throw invalidFields({ [param]: { key: 'errors.invalid_choice' } });
    states = visible(state ? [state.name] : view!.states);
    flags = view?.flags ?? {};
  }
  return { codes: states.map((name) => String(definition.states.find((s) => s.name === name)!.code)), flags };
}
