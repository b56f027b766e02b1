/** `local-entities/statistics/`: counts among the local entities the caller may see. */
import { SqlParams } from '../../db/sql-params.ts';
import { recordScopeConditions } from '../../platform/access/scope-sql.ts';
import type { Handler } from '../../platform/handler.ts';
import { requireScope } from '../../platform/request-context.ts';
import { tableOf } from '../../platform/resources/read-handlers.ts';
import { localEntities } from './bindings.ts';

/** Total, active, inactive, API users, and per category (every category, zeros included, by name). */
export const getLocalEntityStatistics: Handler<'getLocalEntityStatistics'> = async (request) => {
  const binding = localEntities();
  const params = new SqlParams();
  const conditions = recordScopeConditions(binding, tableOf, requireScope(request.scope), params);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const db = request.server.db;
  const totals = await db.query<{ total: number; active: number; inactive: number; api: number }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE coalesce(r.data->>'status', 'active') = 'active')::int AS active,
            count(*) FILTER (WHERE r.data->>'status' = 'inactive')::int AS inactive,
            count(*) FILTER (WHERE r.data->>'api' = 'true')::int AS api
       FROM ${binding.table} r ${where}`,
    params.values,
  );
  const nameField = request.language === 'ar' ? 'name_ar' : 'name_en';
  const perCategory = await db.query<{ category: string | number; name: string; count: number }>(
    `SELECT c.id AS category, c.data->>'${nameField}' AS name, count(r.id)::int AS count
       FROM local_entity_category_records c
       LEFT JOIN (SELECT r.* FROM ${binding.table} r ${where}) r ON (r.data->>'category')::bigint = c.id
      GROUP BY c.id ORDER BY count(r.id) DESC, 2`,
    params.values,
  );
  const row = totals.rows[0]!;
  return {
    total: Number(row.total), active: Number(row.active), inactive: Number(row.inactive), api: Number(row.api),
    by_category: perCategory.rows.map((c) => ({ category: Number(c.category), name: c.name ?? '', count: Number(c.count) })),
  };
};
