/**
 * Upload onto a record: the one file of an `x-upload` operation (size and kind checked by content),
 * stored for the `x-files` field that names the operation and attached at once to the record a text
 * part names (a Kuwaiti entity's files, a mission's remark files), when the caller's scope reaches it.
 */
import type { FastifyRequest } from 'fastify';
import { operationSchemas } from '../../../../generated/api/operation-schemas.ts';
import { recordMiss } from '../access/record-miss.ts';
import { fieldError, invalidFields } from '../errors.ts';
import { requireUser } from '../request-context.ts';
import { fileFieldOf } from '../resources/entities.ts';
import { scopeWhere } from '../resources/read-handlers.ts';
import { recordsRepository } from '../resources/records-repository.ts';
import { fileView, type FileView } from './file-view.ts';
import { filesRepository } from './files-repository.ts';
import { readUpload } from './read-upload.ts';
import { storeFile } from './store-file.ts';

/**
 * The handler of upload `operationId` whose multipart part `param` names the owning record: 400
 * under `param` when it is not an id (or missing, unless `optional`: then the file waits, unattached,
 * to be attached by saving the record with it), 404 when the caller does not reach that record.
 */
export function ownerUploadHandler(operationId: string, param: string, { optional = false } = {}): (request: FastifyRequest) => Promise<FileView> {
  const rule = operationSchemas[operationId]?.upload;
  const target = fileFieldOf(operationId, 'upload');
  if (!rule || !target) throw new Error(`${operationId} needs x-upload and an entity field whose x-files names it`);
  const entity = target.binding;

  return async (request) => {
    const user = requireUser(request.user);
    const upload = await readUpload(request, rule);
    const db = request.server.db;
    const named = upload.fields[param];
    let owner: number | undefined;
    if (named === undefined || named === '') {
      if (!optional) throw invalidFields({ [param]: { key: 'errors.required' } });
    } else {
      owner = Number(named);
      if (!Number.isInteger(owner) || owner < 1) throw fieldError('invalid_choice', param);
      if (!(await recordsRepository(db, entity).find(owner, scopeWhere(request, entity)))) throw await recordMiss(db, entity, owner);
    }
    const row = await storeFile(db, request.server.storage, {
      ownerEntity: entity.name, field: target.field, name: upload.name, contentType: upload.contentType, createdBy: user.id, bytes: upload.bytes,
    });
    if (owner !== undefined) await filesRepository(db).attach([Number(row.id)], owner);
    return fileView(row, target.rule.download);
  };
}
