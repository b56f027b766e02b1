/** Removes file bytes after the rows pointing at them are gone. */
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from './storage.ts';

/** Deletes each key; a failure is logged, not thrown, because the rows are already committed. */
export async function deleteBytes(storage: FileStorage, keys: string[], log: FastifyBaseLogger): Promise<void> {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      log.warn({ err: error, key }, 'file bytes left behind; the orphan sweep will remove them');
    }
  }
}
