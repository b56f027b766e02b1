/**
 * Duplicate foreign entities: the six identifying values of product spec section 5 (e-mail, mobile,
 * city, province, country, name), normalised by the database function `foreign_entity_identity`
 * (migration 006) so "Al-Amal" and "al-amal", or أ and ا, compare equal.
 */
import type { Queryable } from '../../../db/database.ts';
import { ApiError } from '../../../platform/errors.ts';

/** How far back an entity counts as "recent" for the duplicate check at creation and submission. */
export const DUPLICATE_WINDOW_DAYS = 365;

/** The id of a recent entity (not archived, created within the window) with the same six values, other than `exceptId`. */
export async function recentDuplicate(q: Queryable, data: Record<string, unknown>, exceptId = 0): Promise<number | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT r.id FROM foreign_entity_records r
      WHERE foreign_entity_identity(r.data) = foreign_entity_identity($1::jsonb)
        AND r.id <> $2 AND r.data->>'status' <> '11'
        AND r.created_at > now() - make_interval(days => $3)
      ORDER BY r.id LIMIT 1`,
    [JSON.stringify(data), exceptId, DUPLICATE_WINDOW_DAYS],
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}

/** Refuses with the spec's message when `data` duplicates a recent entity. */
export async function refuseRecentDuplicate(q: Queryable, data: Record<string, unknown>, exceptId = 0): Promise<void> {
  if ((await recentDuplicate(q, data, exceptId)) !== undefined) throw new ApiError(400, 'duplicate_foreign_entity');
}
