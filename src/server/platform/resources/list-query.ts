/** Builds a list's WHERE, ORDER BY and paging from the query string and the operation's spec. */
import type { OperationSchemas } from '../../../shared/operation-schemas.ts';
import { SqlParams } from '../../db/sql-params.ts';
import { scopeConditions } from '../access/scope-sql.ts';
import { invalidFields } from '../errors.ts';
import type { GrantedScope } from '../request-context.ts';
import type { EntityBinding } from './entities.ts';
import type { Where } from './records-repository.ts';

type Query = Record<string, unknown>;

/** `%term%` for ILIKE, with the wildcard characters of the term itself escaped. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Scope, `x-filter` equality filters and `x-search` matching, as SQL conditions. */
export function listWhere(entity: EntityBinding, spec: OperationSchemas, query: Query, scope: GrantedScope): Where {
  const params = new SqlParams();
  const conditions = scopeConditions(scope, params);
  for (const [param, field] of Object.entries(spec.filters)) {
    if (!(field in (entity.schema.properties ?? {}))) throw new Error(`x-filter names ${field}, not a field of ${entity.name}`);
    const value = query[param];
    if (value !== undefined && value !== '') conditions.push(`r.data @> ${params.json({ [field]: value })}`);
  }
  const term = typeof query.search === 'string' ? query.search.trim() : '';
  if (term && spec.search.length) {
    for (const field of spec.search) if (!(field in entity.sortable)) throw new Error(`x-search names ${field}, not a scalar field of ${entity.name}`);
    const pattern = params.add(likePattern(term));
    // unaccent on both sides: "hotel" finds "Hôtel". Arabic normalisation comes with the search work.
    conditions.push(`(${spec.search.map((field) => `unaccent(r.data->>'${field}') ILIKE unaccent(${pattern})`).join(' OR ')})`);
  }
  return { conditions, params };
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
