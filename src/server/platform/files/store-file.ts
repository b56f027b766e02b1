/** Saves a file row and its bytes together. */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { filesRepository, type FileRow } from './files-repository.ts';
import type { FileStorage } from './storage.ts';

export type FileToStore = { ownerEntity: string; field: string; name: string; contentType: string; createdBy: number | null; bytes: Buffer };

/**
 * Inserts the row and writes the bytes inside one transaction; if either the write or the commit
 * fails, the bytes are removed, so a failed save leaves neither a row nor orphan bytes.
 */
export async function storeFile(db: Database, storage: FileStorage, file: FileToStore): Promise<FileRow> {
  const key = randomBytes(24).toString('base64url');
  try {
    return await db.transaction(async (tx) => {
      const row = await filesRepository(tx).insert({
        owner_entity: file.ownerEntity,
        field: file.field,
        name: file.name,
        content_type: file.contentType,
        size: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        storage_key: key,
        created_by: file.createdBy,
      });
      await storage.put(key, file.bytes);
      return row;
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
