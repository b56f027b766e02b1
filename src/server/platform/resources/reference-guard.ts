/**
 * A record others point at is not deleted (nothing is left pointing at nothing): the users bound to
 * it by a `name_{n}` permission (`record:` of spec/access/permissions.yaml) and the records whose
 * `x-reference` fields hold its id. The refusal (409 `record_in_use`) names them, in the caller's language.
 */
import { identityTables } from '../../../../generated/access/identity.ts';
import type { Language } from '../../../../generated/i18n/resources.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../errors.ts';
import { translate } from '../i18n.ts';
import { tableEntities, type EntityBinding } from './entities.ts';
import { storedValueOf } from './reference-keys.ts';

/** At most this many of each kind are named; the rest are counted. */
const SHOWN = 5;

/** `a, b, c` (and `+n` when there are more). */
function listed(names: string[]): string {
  const shown = names.slice(0, SHOWN).join(', ');
  return names.length > SHOWN ? `${shown} (+${names.length - SHOWN})` : shown;
}

/** What points at record `id` of `entity`, one `label: names` part per kind, in the caller's language. */
async function usesOf(q: Queryable, entity: EntityBinding, id: number, language: Language): Promise<string[]> {
  const parts: string[] = [];
  const permissions = identityTables.permissions.filter((p) => p.record === entity.name).map((p) => `${p.name}_${id}`);
  if (permissions.length) {
    const { rows } = await q.query<{ username: string }>('SELECT username FROM users WHERE permissions ?| $1::text[] ORDER BY username', [permissions]);
    if (rows.length) parts.push(`${translate(language, 'users.entity')}: ${listed(rows.map((r) => r.username))}`);
  }
  // What pointing records hold: the id, or the field the entity's `x-lookup` names (a licence type's value).
  const stored = await storedValueOf(q, entity.name, id);
  for (const other of tableEntities()) {
    for (const [field, target] of Object.entries(other.references)) {
      if (target !== entity.name || stored === undefined) continue;
      const named = other.schema.properties?.name_en ? `data->>'${language === 'ar' ? 'name_ar' : 'name_en'}'` : 'NULL';
      const { rows } = await q.query<{ id: string; name: string | null }>(
        `SELECT id, ${named} AS name FROM ${other.table} WHERE data->>'${field}' = $1 ORDER BY id LIMIT ${SHOWN + 50}`, [stored]);
      if (rows.length) parts.push(`${translate(language, other.schema.title ?? other.name)}: ${listed(rows.map((r) => r.name ?? `#${r.id}`))}`);
    }
  }
  return parts;
}

/** 409 `record_in_use` naming what still points at the record; nothing is deleted. */
export async function assertUnreferenced(q: Queryable, entity: EntityBinding, id: number, language: Language): Promise<void> {
  const uses = await usesOf(q, entity, id, language);
  if (uses.length) throw new ApiError(409, 'record_in_use', undefined, { uses: uses.join(language === 'ar' ? '؛ ' : '; ') });
}
