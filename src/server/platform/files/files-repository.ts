/** Rows of `files`: uploaded bytes' metadata and which record field they belong to. */
import type { Queryable } from '../../db/database.ts';

export type FileRow = {
  id: number | string;
  owner_entity: string;
  owner_id: number | string | null;
  field: string;
  name: string;
  content_type: string;
  size: number | string;
  sha256: string;
  storage_key: string;
  created_by: number | string | null;
  created_at: Date | string;
};

export type NewFile = Pick<FileRow, 'owner_entity' | 'field' | 'name' | 'content_type' | 'sha256' | 'storage_key'> & {
  size: number;
  created_by: number | null;
};

/** Repository over `files` for the given connection or transaction. */
export function filesRepository(q: Queryable) {
  return {
    async insert(file: NewFile): Promise<FileRow> {
      const { rows } = await q.query<FileRow>(
        `INSERT INTO files (owner_entity, field, name, content_type, size, sha256, storage_key, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [file.owner_entity, file.field, file.name, file.content_type, file.size, file.sha256, file.storage_key, file.created_by],
      );
      return rows[0]!;
    },
    async find(id: number): Promise<FileRow | undefined> {
      const { rows } = await q.query<FileRow>('SELECT * FROM files WHERE id = $1', [id]);
      return rows[0];
    },
    /** The rows with these ids, locked so two saves cannot attach the same file. */
    async lock(ids: number[]): Promise<FileRow[]> {
      const { rows } = await q.query<FileRow>('SELECT * FROM files WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE', [ids]);
      return rows;
    },
    /** Files attached to any of the records, in upload order. */
    async ofOwners(entity: string, ownerIds: number[]): Promise<FileRow[]> {
      const { rows } = await q.query<FileRow>(
        'SELECT * FROM files WHERE owner_entity = $1 AND owner_id = ANY($2::bigint[]) ORDER BY id',
        [entity, ownerIds],
      );
      return rows;
    },
    async attach(ids: number[], ownerId: number): Promise<void> {
      if (ids.length) await q.query('UPDATE files SET owner_id = $2 WHERE id = ANY($1::bigint[])', [ids, ownerId]);
    },
    /** Deletes rows and returns their storage keys, so the bytes can go after the commit. */
    async remove(ids: number[]): Promise<string[]> {
      if (!ids.length) return [];
      const { rows } = await q.query<{ storage_key: string }>('DELETE FROM files WHERE id = ANY($1::bigint[]) RETURNING storage_key', [ids]);
      return rows.map((row) => row.storage_key);
    },
    async removeOfOwner(entity: string, ownerId: number): Promise<string[]> {
      const { rows } = await q.query<{ storage_key: string }>(
        'DELETE FROM files WHERE owner_entity = $1 AND owner_id = $2 RETURNING storage_key',
        [entity, ownerId],
      );
      return rows.map((row) => row.storage_key);
    },
  };
}
