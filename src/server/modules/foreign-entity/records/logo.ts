/** The entity's logo: one JPEG (checked by content), replaced by PUT, removed by DELETE. */
import { operationSchemas } from '../../../../../generated/api/operation-schemas.ts';
import { deleteBytes } from '../../../platform/files/delete-bytes.ts';
import { readUpload } from '../../../platform/files/read-upload.ts';
import { filesRepository } from '../../../platform/files/files-repository.ts';
import { storeFile } from '../../../platform/files/store-file.ts';
import type { Queryable } from '../../../db/database.ts';
import type { Handlers, OperationRequest } from '../../../platform/handler.ts';
import { requireUser } from '../../../platform/request-context.ts';
import { idOf } from '../../../platform/resources/read-handlers.ts';
import { entityInScope, entityView } from './entity-records.ts';

/** Detaches the entity's current logo rows (but `keep`); returns their storage keys to delete after the commit. */
async function dropLogo(q: Queryable, entityId: number, keep?: number): Promise<string[]> {
  const files = filesRepository(q);
  const old = (await files.ofOwners('foreign-entity', [entityId])).filter((f) => f.field === 'logo' && Number(f.id) !== keep);
  return files.remove(old.map((f) => Number(f.id)));
}

/**
 * Stores the upload (unattached), then in one transaction, with the entity locked so that two
 * replacements cannot both keep theirs: attaches it and detaches the old logo. The old bytes go
 * after the commit; a stored file left unattached by a failure is an orphan the sweep removes.
 */
const replaceLogo = async (request: OperationRequest<'updateForeignEntityLogo'>) => {
  const user = requireUser(request.user);
  const { db, storage } = request.server;
  await entityInScope(db, request, idOf(request)); // 404 before the upload is even read
  const upload = await readUpload(request, operationSchemas.updateForeignEntityLogo!.upload!);
  const stored = await storeFile(db, storage, {
    ownerEntity: 'foreign-entity', field: 'logo', name: upload.name, contentType: upload.contentType, createdBy: user.id, bytes: upload.bytes,
  });
  const { row, keys } = await db.transaction(async (tx) => {
    const row = await entityInScope(tx, request, idOf(request), true);
    await filesRepository(tx).attach([Number(stored.id)], Number(row.id));
    return { row, keys: await dropLogo(tx, Number(row.id), Number(stored.id)) };
  });
  await deleteBytes(storage, keys, request.log);
  return entityView(db, row);
};

const removeLogo = async (request: OperationRequest<'deleteForeignEntityLogo'>) => {
  const { row, keys } = await request.server.db.transaction(async (tx) => {
    const row = await entityInScope(tx, request, idOf(request), true);
    return { row, keys: await dropLogo(tx, Number(row.id)) };
  });
  await deleteBytes(request.server.storage, keys, request.log);
  return entityView(request.server.db, row);
};

// Each serves its operation and that operation's alias (same input and answer), checked per key.
export const logoHandlers: Handlers = {
  updateForeignEntityLogo: replaceLogo,
  updateForeignEntityLogoAlias: replaceLogo,
  deleteForeignEntityLogo: removeLogo,
  deleteForeignEntityLogoAlias: removeLogo,
};
