/**
 * The names a list page shows for what its records point at (brought-names.ts), kept in this
 * process per database and entity and checked against the change stamp of the tables they come from
 * (issue 21 item 5): looking them up in the page's statement, a subquery per record and reference,
 * was a tenth of a list request's CPU (database, server and client together: 1412 -> 1275 µs
 * without them). The page's statement reads the stamp instead, the sum of the `record_changes`
 * weights of the named tables (migration 027: every write to a `*_records` table adds to it, a fold
 * keeps the sum), in its own snapshot; a stamp other than the kept one drops what was kept. The
 * names not kept are asked for after the statement, so they are never older than the stamp they are
 * kept under: equal stamps mean the same committed writes, whichever instance wrote. Nothing is kept
 * from a transaction, nor when the statement's own transaction wrote (its stamp is then null).
 */
import type { Queryable } from '../../db/database.ts';
import type { EntityBinding } from './entities.ts';
import { namedSlots, slotNamesSql, type BroughtNames, type NameSlot } from './brought-names.ts';

type Pair = [string | null, string | null] | null;
/** What is kept for an entity at `stamp`: per slot (namedSlots' order), the names by value; `size` of them all. */
type Kept = { stamp: string; bySlot: Map<string, Pair>[]; size: number };

/** Names kept per database and entity; past this many for one entity, they are dropped and asked again. */
const MAX_NAMES = 10_000;
const kept = new WeakMap<Queryable, Map<string, Kept>>();

const unquoted = (table: string) => table.replace(/^"|"$/g, '');
const stampSqlOf = new Map<EntityBinding, string | undefined>();

/**
 * The `_names_stamp` column of a page of `entity` (alias-free), or undefined when its records name
 * nothing. Built once per entity: the tables' names are identifiers (entities.ts), written in the text.
 */
export function namesStampSql(entity: EntityBinding): string | undefined {
  if (!stampSqlOf.has(entity)) {
    const tables = [...new Set(namedSlots(entity).map((slot) => unquoted(slot.table)))];
    if (tables.some((table) => !/^[a-z0-9_]+_records$/.test(table))) throw new Error(`names of ${entity.name} come from a table without change stamps`);
    stampSqlOf.set(entity, tables.length ? `CASE WHEN pg_current_xact_id_if_assigned() IS NULL THEN (SELECT coalesce(sum(c.weight), 0) FROM record_changes c WHERE c.table_name = ANY('{${tables.join(',')}}'::text[]))::text END` : undefined);
  }
  return stampSqlOf.get(entity);
}

/** The value a slot looks up for a record, as text, or undefined when it names nothing (as the statement's `jsonb_typeof` test). */
function keyOf(slot: NameSlot, value: unknown): string | undefined {
  if (typeof value === 'number' || (typeof value === 'string' && !slot.place)) return String(value);
  return undefined;
}

/**
 * Per record (its `data`), in order, the names of what it points at, as the page's statement used to
 * bring them: from what is kept at `stamp` (the page's `_names_stamp`), the others asked for now.
 */
export async function keptNames(q: Queryable, entity: EntityBinding, records: Record<string, unknown>[], stamp: string | null): Promise<BroughtNames[]> {
  const slots = namedSlots(entity);
  const fresh = (): Kept => ({ stamp: stamp ?? '', bySlot: slots.map(() => new Map()), size: 0 });
  let entry: Kept;
  if (stamp !== null && 'transaction' in q) {
    let byEntity = kept.get(q);
    if (!byEntity) kept.set(q, (byEntity = new Map()));
    const known = byEntity.get(entity.name);
    entry = known && known.stamp === stamp && known.size <= MAX_NAMES ? known : fresh();
    if (entry !== known) byEntity.set(entity.name, entry);
  } else {
    entry = fresh();
  }
  // Plain loops: this runs for every list page (records × slots).
  const missing: Array<Set<string> | undefined> = [];
  for (const record of records) {
    for (let i = 0; i < slots.length; i++) {
      const key = keyOf(slots[i]!, record[slots[i]!.field]);
      if (key !== undefined && !entry.bySlot[i]!.has(key)) (missing[i] ??= new Set()).add(key);
    }
  }
  if (missing.length) {
    await Promise.all(missing.map(async (wanted, i) => {
      if (!wanted) return;
      const { rows } = await q.query<{ key: string; names: Pair }>(slotNamesSql(slots[i]!), [[...wanted]]);
      const found = new Map(rows.map((row) => [row.key, row.names]));
      // A value that names nothing is kept too (as null), or it would be asked for on every page.
      for (const key of wanted) entry.bySlot[i]!.set(key, found.get(key) ?? null);
      entry.size += wanted.size;
    }));
  }
  const brought: BroughtNames[] = new Array(records.length);
  for (let r = 0; r < records.length; r++) {
    const names: BroughtNames = {};
    for (let i = 0; i < slots.length; i++) {
      const key = keyOf(slots[i]!, records[r]![slots[i]!.field]);
      names[slots[i]!.name] = key === undefined ? null : (entry.bySlot[i]!.get(key) ?? null);
    }
    brought[r] = names;
  }
  return brought;
}
