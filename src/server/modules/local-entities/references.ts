/**
 * What refers to a local entity or a category, so that deleting it is refused while something
 * would be left pointing at nothing (409 naming them).
 */
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../platform/errors.ts';
import type { RecordRow } from '../../platform/resources/records-repository.ts';

/** At most this many names are listed in the message; the rest are counted. */
const SHOWN = 5;

/** `a, b, c` (and `+n` when there are more), or `0`. */
function listed(names: string[]): string {
  if (!names.length) return '0';
  const shown = names.slice(0, SHOWN).join(', ');
  return names.length > SHOWN ? `${shown} (+${names.length - SHOWN})` : shown;
}

/** 409 `local_entity_in_use` while users hold its `local_entity_{id}` permission or fund transfers name it. */
export async function assertLocalEntityUnused(tx: Queryable, row: RecordRow): Promise<void> {
  const id = Number(row.id);
  const users = await tx.query<{ username: string }>('SELECT username FROM users WHERE permissions ? $1 ORDER BY username', [`local_entity_${id}`]);
  const transfers = await tx.query<{ id: string | number }>(
    `SELECT id FROM fund_transfer_records WHERE data @> jsonb_build_object('local_entity', $1::int) ORDER BY id`,
    [id],
  );
  if (!users.rows.length && !transfers.rows.length) return;
  throw new ApiError(409, 'local_entity_in_use', undefined, {
    users: listed(users.rows.map((u) => u.username)),
    transfers: listed(transfers.rows.map((t) => `#${t.id}`)),
  });
}

/** 409 `category_in_use` while local entities are in the category. */
export async function assertCategoryUnused(tx: Queryable, row: RecordRow): Promise<void> {
  const { rows } = await tx.query<{ name: string }>(
    `SELECT data->>'name' AS name FROM local_entity_records WHERE data @> jsonb_build_object('category', $1::int) ORDER BY id`,
    [Number(row.id)],
  );
  if (rows.length) throw new ApiError(409, 'category_in_use', undefined, { entities: listed(rows.map((r) => r.name)) });
}
