/** Groups of foreign entities sharing the six identifying values (foreign_entity_identity, migration 006), archived ones left out. */
import type { Queryable } from '../../../db/database.ts';

/** One page of groups (ids in creation order) and how many groups there are. */
export async function duplicateGroups(q: Queryable, limit: number, offset: number): Promise<{ count: number; groups: Array<{ key: string; ids: number[] }> }> {
  const grouped = `SELECT foreign_entity_identity(r.data) AS key, array_agg(r.id ORDER BY r.id) AS ids, min(r.id) AS first
                     FROM foreign_entity_records r WHERE r.data->>'status' <> '11' GROUP BY 1 HAVING count(*) > 1`;
  const total = await q.query<{ count: number }>(`SELECT count(*)::int AS count FROM (${grouped}) g`);
  const { rows } = await q.query<{ key: string; ids: Array<string | number> }>(`${grouped} ORDER BY first LIMIT $1 OFFSET $2`, [limit, offset]);
  return { count: Number(total.rows[0]!.count), groups: rows.map((row) => ({ key: row.key, ids: row.ids.map(Number) })) };
}

/** The ids of the entities (not archived) that share `id`'s identifying values, `id` included; one id means no duplicates. */
export async function groupOf(q: Queryable, id: number): Promise<number[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT r.id FROM foreign_entity_records r, foreign_entity_records e
      WHERE e.id = $1 AND r.data->>'status' <> '11' AND foreign_entity_identity(r.data) = foreign_entity_identity(e.data)
      ORDER BY r.id`,
    [id],
  );
  return rows.map((row) => Number(row.id));
}
