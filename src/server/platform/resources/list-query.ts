/** Builds a list's WHERE, ORDER BY and paging from the query string and the operation's spec. */
import type { OperationSchemas } from '../../../shared/operation-schemas.ts';
import { SqlParams } from '../../db/sql-params.ts';
import { recordScopeConditions } from '../access/scope-sql.ts';
import { invalidFields } from '../errors.ts';
import type { GrantedScope } from '../request-context.ts';
import { entityBinding, type EntityBinding } from './entities.ts';
import { statusConditions } from './status-filter.ts';
import { searchColumn } from './field-columns.ts';

const tableOf = (name: string): string => entityBinding(name).table;
import type { Where } from './records-repository.ts';

type Query = Record<string, unknown>;

/** `%term%` for ILIKE, with the wildcard characters of the term itself escaped. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The normalised search text of `fields` on alias `r`, as migrations index it. */
export const searchText = (fields: string[]): string => `portal_normalize(${fields.map((f) => `coalesce(r.data->>'${f}', '')`).join(" || ' ' || ")})`;

/**
 * The value an `x-filter` compares, or undefined for none. A filter on an integer field may be given
 * as text (a route's `{category}`): `all` means no filter and digits compare as the number.
 */
function filterValue(entity: EntityBinding, field: string, value: unknown): unknown {
  if (value === undefined || value === '') return undefined;
  const type = entity.schema.properties?.[field]?.type;
  const integer = type === 'integer' || (Array.isArray(type) && type.includes('integer'));
  if (!integer || typeof value !== 'string') return value;
  return value === 'all' ? undefined : Number(value);
}

/** Scope, `x-filter` equality filters, `x-search` matching and the status filter, as SQL conditions. */
export function listWhere(entity: EntityBinding, spec: OperationSchemas, query: Query, scope: GrantedScope): Where {
  const params = new SqlParams();
  const conditions = recordScopeConditions(entity, tableOf, scope, params);
  for (const [param, field] of Object.entries(spec.filters)) {
    if (!(field in (entity.schema.properties ?? {}))) throw new Error(`x-filter names ${field}, not a field of ${entity.name}`);
    const value = filterValue(entity, field, query[param]);
    if (value !== undefined) conditions.push(`r.data @> ${params.json({ [field]: value })}`);
  }
  const term = typeof query.search === 'string' ? query.search.trim() : '';
  if (term && spec.search.length) {
    for (const field of spec.search) if (!(field in entity.sortable)) throw new Error(`x-search names ${field}, not a scalar field of ${entity.name}`);
    // One normalised text of the searched fields (Arabic letter forms and diacritics, Latin accents);
    // a table may keep it as its `search_text` column, with a trigram index (migration 008).
    conditions.push(`${searchColumn(entity) ?? searchText(spec.search)} LIKE portal_normalize(${params.add(likePattern(term))})`);
  }
  conditions.push(...statusConditions(entity, spec, query, scope, params));
  // A search's plan hangs on its term (a trigram index or not): planned per request, never prepared.
  return { conditions, params, planEach: Boolean(term && spec.search.length) };
}

/** ORDER BY for `ordering` (a sortable field, `-` first for descending); newest first by default. */
export function listOrder(entity: EntityBinding, ordering: unknown): string {
  if (typeof ordering !== 'string' || ordering === '') return 'r.created_at DESC, r.id DESC';
  const descending = ordering.startsWith('-');
  const expression = entity.sortable[descending ? ordering.slice(1) : ordering];
  if (!expression) throw invalidFields({ ordering: { key: 'errors.invalid_choice' } });
  return `${expression} ${descending ? 'DESC' : 'ASC'} NULLS LAST, r.id ${descending ? 'DESC' : 'ASC'}`;
}

/** LIMIT/OFFSET from `limit`/`offset` when the operation declares them, else from `page`/`page_size`. */
export function listPage(spec: OperationSchemas, query: Query): { limit: number; offset: number } {
  const declared = (spec.query?.properties ?? {}) as Record<string, { default?: unknown }>;
  const number = (name: string, fallback: number) => {
    const value = query[name] ?? declared[name]?.default;
    return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  };
  if ('limit' in declared) return { limit: number('limit', 15), offset: number('offset', 0) };
  const size = number('page_size', 10);
  return { limit: size, offset: (Math.max(1, number('page', 1)) - 1) * size };
}
