/** The entity's logo: one JPEG (checked by content), replaced by PUT, removed by DELETE. */
import type { FastifyRequest } from 'fastify';
import { operationSchemas } from '../../../../generated/api/operation-schemas.ts';
import { deleteBytes } from '../../platform/files/delete-bytes.ts';
import { readUpload } from '../../platform/files/read-upload.ts';
import { filesRepository } from '../../platform/files/files-repository.ts';
import { storeFile } from '../../platform/files/store-file.ts';
import type { HandlerMap, OperationHandler } from '../../platform/handler.ts';
import { requireUser } from '../../platform/request-context.ts';
import { idOf } from '../../platform/resources/read-handlers.ts';
import { recordView } from '../../platform/resources/record-view.ts';
import { entityInScope, foreignEntities } from './entity-records.ts';

/** Detaches the entity's current logo rows; returns their storage keys to delete after the commit. */
async function dropLogo(request: FastifyRequest, entityId: number, keep?: number): Promise<string[]> {
  const files = filesRepository(request.server.db);
  const old = (await files.ofOwners('foreign-entity', [entityId])).filter((f) => f.field === 'logo' && Number(f.id) !== keep);
  return files.remove(old.map((f) => Number(f.id)));
}

const replaceLogo: OperationHandler = async (request) => {
  const user = requireUser(request.user);
  const row = await entityInScope(request.server.db, request, idOf(request));
  const rule = operationSchemas.updateForeignEntityLogo!.upload!;
  const upload = await readUpload(request, rule);
  const stored = await storeFile(request.server.db, request.server.storage, {
    ownerEntity: 'foreign-entity', field: 'logo', name: upload.name, contentType: upload.contentType, createdBy: user.id, bytes: upload.bytes,
  });
  await filesRepository(request.server.db).attach([Number(stored.id)], Number(row.id));
  await deleteBytes(request.server.storage, await dropLogo(request, Number(row.id), Number(stored.id)), request.log);
  return recordView(request.server.db, foreignEntities(), row);
};

const removeLogo: OperationHandler = async (request) => {
  const row = await entityInScope(request.server.db, request, idOf(request));
  await deleteBytes(request.server.storage, await dropLogo(request, Number(row.id)), request.log);
  return recordView(request.server.db, foreignEntities(), row);
};

export const logoHandlers: HandlerMap = {
  updateForeignEntityLogo: replaceLogo,
  updateForeignEntityLogoAlias: replaceLogo,
  deleteForeignEntityLogo: removeLogo,
  deleteForeignEntityLogoAlias: removeLogo,
};
