/**
 * Removes what no record will ever use, once it is older than the grace period: uploads never
 * attached to a record (a form left unsaved), uploads of dynamic form fields that no value and no
 * value history names, and stored bytes that no file row names (a delete whose bytes could not go).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { OrphanFilesConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { runRepeatedly } from '../background/run-repeatedly.ts';
import { deleteBytes } from './delete-bytes.ts';
import type { FileStorage } from './storage.ts';

/** What one sweep removed: file rows (with their bytes), and bytes that had no row. */
export type SweepResult = { rows: number; strayBytes: number };

const BATCH = 500;

/** The keys among `keys` that no file row names. */
async function unnamed(db: Database, keys: string[]): Promise<string[]> {
  const { rows } = await db.query<{ storage_key: string }>('SELECT storage_key FROM files WHERE storage_key = ANY($1::text[])', [keys]);
  const named = new Set(rows.map((row) => row.storage_key));
  return keys.filter((key) => !named.has(key));
}

/**
 * Dynamic form fields (`form-files/`) keep the file's id as their value and are never attached;
 * such a file is in use while a value, current or past, names it.
 */
const UNUSED_ROWS = `
  DELETE FROM files f
   WHERE f.owner_id IS NULL AND f.created_at < $1
     AND NOT (f.owner_entity = 'form-value' AND (
       EXISTS (SELECT 1 FROM form_values v WHERE v.value #>> '{}' = f.id::text)
       OR EXISTS (SELECT 1 FROM form_value_history h WHERE h.value #>> '{}' = f.id::text)))
  RETURNING f.storage_key`;

/** One sweep at `now`: rows first (their bytes after the delete commits), then bytes without a row. */
export async function sweepOrphanFiles(db: Database, storage: FileStorage, now: Date, graceMs: number, log: FastifyBaseLogger): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - graceMs);
  const { rows } = await db.query<{ storage_key: string }>(UNUSED_ROWS, [cutoff.toISOString()]);
  await deleteBytes(storage, rows.map((row) => row.storage_key), log);
  let strayBytes = 0;
  let batch: string[] = [];
  const flush = async () => {
    const stray = await unnamed(db, batch);
    await deleteBytes(storage, stray, log);
    strayBytes += stray.length;
    batch = [];
  };
  for await (const { key, writtenAt } of storage.list()) {
    // Bytes are written inside the transaction that inserts their row: a recent key may be one not yet committed.
    if (writtenAt >= cutoff) continue;
    batch.push(key);
    if (batch.length === BATCH) await flush();
  }
  if (batch.length) await flush();
  return { rows: rows.length, strayBytes };
}

/** Sweeps soon after the start (run-repeatedly.ts), then every `intervalMs`, until the app closes; logs what went. Safe on several instances. */
export function startOrphanSweep(app: FastifyInstance, config: OrphanFilesConfig, clock: () => Date): void {
  runRepeatedly(app, 'orphan file sweep', config.intervalMs, async () => {
    const swept = await sweepOrphanFiles(app.db, app.storage, clock(), config.graceMs, app.log);
    if (swept.rows + swept.strayBytes > 0) app.log.info(swept, 'unused files removed');
  });
}
