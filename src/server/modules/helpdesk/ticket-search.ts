/**
 * `GET tickets/search/`: the tickets the caller may see whose title matches, Arabic letter forms and
 * diacritics normalised, best first: the picker of a step asking for another ticket (a merge's
 * surviving ticket) and of the ticket's `merged_to` name.
 */
import { SqlParams } from '../../db/sql-params.ts';
import { recordScopeConditions } from '../../platform/access/scope-sql.ts';
import type { Handler } from '../../platform/handler.ts';
import { requireScope } from '../../platform/request-context.ts';
import { searchText } from '../../platform/resources/list-query.ts';
import { tableOf } from '../../platform/resources/read-handlers.ts';
import { tickets } from './common.ts';

export const searchTickets: Handler<'searchTickets'> = async (request) => {
  const binding = tickets();
  const params = new SqlParams();
  const scope = recordScopeConditions(binding, tableOf, requireScope(request.scope), params);
  const normalised = `portal_normalize(${params.add(String(request.query.search).trim())})`;
  const text = searchText(['title']);
  const like = `${text} LIKE '%' || replace(replace(replace(${normalised}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
  const { rows } = await request.server.db.query<{ id: string; title: string | null }>(
    `SELECT r.id, r.data->>'title' AS title FROM ${binding.table} r
      WHERE ${[like, ...scope].join(' AND ')}
      ORDER BY similarity(${text}, ${normalised}) DESC, r.id DESC LIMIT 20`,
    params.values,
  );
  return rows.map(({ id, title }) => ({ id: Number(id), name: title ?? '', name_en: title ?? '', name_ar: title ?? '' }));
};
