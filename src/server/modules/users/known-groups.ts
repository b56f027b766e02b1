/** 400 `invalid_choice` on `groups` when a request names a group that does not exist. */
import type { Queryable } from '../../db/database.ts';
import { fieldError } from '../../platform/errors.ts';

export async function assertKnownGroups(q: Queryable, groups: unknown): Promise<void> {
  if (!Array.isArray(groups) || groups.length === 0) return;
  const { rows } = await q.query<{ count: number }>('SELECT count(*)::int AS count FROM groups WHERE id = ANY($1::bigint[])', [`{${[...new Set(groups.map(Number))].join(',')}}`]);
  if (rows[0]!.count !== new Set(groups).size) throw fieldError('invalid_choice', 'groups');
}
