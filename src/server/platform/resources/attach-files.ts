/** Attaches uploaded files to a record from `[{id}]` lists in the request body. */
import type { Queryable } from '../../db/database.ts';
import { filesRepository } from '../files/files-repository.ts';
import { fieldError, invalidFields } from '../errors.ts';
import type { AuthUser } from '../request-context.ts';
import type { EntityBinding } from './entities.ts';

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? [...new Set(value.map((item) => Number((item as { id?: unknown })?.id)))] : [];

/**
 * For each file field present in `body`: checks every id was uploaded by the caller for this
 * entity field and is free (or already on this record), attaches them, and detaches the record's
 * other files of that field. Returns the storage keys of detached files, to delete after commit.
 * A file field absent from the body is left as it is.
 */
export async function attachFiles(tx: Queryable, entity: EntityBinding, recordId: number, body: Record<string, unknown>, user: AuthUser): Promise<string[]> {
  const files = filesRepository(tx);
  const detachedKeys: string[] = [];
  for (const [field, rule] of Object.entries(entity.files)) {
    if (body[field] === undefined) continue;
    const ids = idsOf(body[field]);
    if (rule.maxFiles !== undefined && ids.length > rule.maxFiles) {
      throw invalidFields({ [field]: { key: 'errors.too_many_files', params: { limit: rule.maxFiles } } });
    }
    const usable = (await files.lock(ids)).filter(
      (row) =>
        row.owner_entity === entity.name &&
        row.field === field &&
        (row.owner_id === null ? Number(row.created_by) === user.id : Number(row.owner_id) === recordId),
    );
    if (usable.length !== ids.length) throw fieldError('file_not_found', field);
    await files.attach(ids, recordId);
    const dropped = (await files.ofOwners(entity.name, [recordId])).filter((row) => row.field === field && !ids.includes(Number(row.id)));
    detachedKeys.push(...(await files.remove(dropped.map((row) => Number(row.id)))));
  }
  return detachedKeys;
}
