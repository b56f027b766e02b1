/** `GET foreign-entities-search/`: names in any language, Arabic letter forms and diacritics normalised. */
import { SqlParams } from '../../../db/sql-params.ts';
import { recordScopeConditions } from '../../../platform/access/scope-sql.ts';
import type { Handler } from '../../../platform/handler.ts';
import { requireScope } from '../../../platform/request-context.ts';
import { searchText } from '../../../platform/resources/list-query.ts';
import { searchColumn } from '../../../platform/resources/field-columns.ts';
import { tableOf } from '../../../platform/resources/read-handlers.ts';
import { foreignEntities } from './entity-records.ts';

/** The fields searched: those of the list's x-search, kept normalised as `search_text` (migration 008). */
const SEARCHED = ['name', 'name_en', 'name_ar', 'email'];

export const searchForeignEntities: Handler<'searchForeignEntities'> = async (request) => {
  const binding = foreignEntities();
  const term = String(request.query.search).trim();
  const params = new SqlParams();
  const scope = recordScopeConditions(binding, tableOf, requireScope(request.scope), params);
  const normalised = `portal_normalize(${params.add(term)})`;
  const text = searchColumn(binding) ?? searchText(SEARCHED);
  const like = `${text} LIKE '%' || replace(replace(replace(${normalised}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
  const { rows } = await request.server.db.query<{ id: string; data: Record<string, unknown> }>(
    `SELECT r.id, r.data FROM ${binding.table} r
      WHERE ${[like, ...scope].join(' AND ')}
      ORDER BY similarity(${text}, ${normalised}) DESC, r.id DESC LIMIT 20`,
    params.values,
  );
  return rows.map(({ id, data }) => ({
    id: Number(id), name: String(data.name ?? ''), name_en: (data.name_en as string) ?? null, name_ar: (data.name_ar as string) ?? null,
    country: (data.country as string) ?? null, status: Number(data.status),
  }));
};
