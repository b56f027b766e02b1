/**
 * `local-files/`: the files of a local entity (its `files` field, PDF or JPEG checked by content).
 * An upload naming `local_entity` is attached to it at once (the entity's page); one naming none waits
 * to be attached by saving the entity (the forms). Downloads are the platform's generic handler.
 */
import { operationSchemas } from '../../../../generated/api/operation-schemas.ts';
import { recordMiss } from '../../platform/access/record-miss.ts';
import { fieldError, notFound, OutOfScope } from '../../platform/errors.ts';
import { canReach } from '../../platform/files/download-handler.ts';
import { deleteBytes } from '../../platform/files/delete-bytes.ts';
import { fileView } from '../../platform/files/file-view.ts';
import { filesRepository } from '../../platform/files/files-repository.ts';
import { ownerFilesHandler } from '../../platform/files/owner-files-handler.ts';
import { readUpload } from '../../platform/files/read-upload.ts';
import { storeFile } from '../../platform/files/store-file.ts';
import type { Handler, Handlers } from '../../platform/handler.ts';
import { requireUser } from '../../platform/request-context.ts';
import { scopeWhere } from '../../platform/resources/read-handlers.ts';
import { recordsRepository } from '../../platform/resources/records-repository.ts';
import { localEntities } from './bindings.ts';

const FIELD = 'files';
const download = () => localEntities().files[FIELD]!.download!;

/** Stores the upload; with `local_entity` (an entity the caller reaches) attaches it there. */
const uploadLocalFile: Handler<'uploadLocalFile'> = async (request) => {
  const user = requireUser(request.user);
  const upload = await readUpload(request, operationSchemas.uploadLocalFile!.upload!);
  const db = request.server.db;
  const named = upload.fields.local_entity;
  let owner: number | undefined;
  if (named !== undefined && named !== '') {
    owner = Number(named);
    if (!Number.isInteger(owner) || owner < 1) throw fieldError('invalid_choice', 'local_entity');
    if (!(await recordsRepository(db, localEntities()).find(owner, scopeWhere(request, localEntities())))) throw await recordMiss(db, localEntities(), owner);
  }
  const row = await storeFile(db, request.server.storage, {
    ownerEntity: localEntities().name, field: FIELD, name: upload.name, contentType: upload.contentType, createdBy: user.id, bytes: upload.bytes,
  });
  if (owner !== undefined) await filesRepository(db).attach([Number(row.id)], owner);
  return fileView(row, download());
};

/** Removes one file of a local entity the caller reaches (its row now, its bytes after the commit). */
const deleteLocalFile: Handler<'deleteLocalFile'> = async (request) => {
  const id = request.params.id;
  const files = filesRepository(request.server.db);
  const file = await files.find(id);
  if (!file || file.owner_entity !== localEntities().name || file.field !== FIELD) throw notFound();
  if (!(await canReach(request, localEntities(), file))) throw new OutOfScope();
  await deleteBytes(request.server.storage, await files.remove([id]), request.log);
  return { id };
};

export const fileHandlers: Handlers = {
  uploadLocalFile,
  deleteLocalFile,
  /** `local-files/?local_entity=<id>`: the files of an entity the caller may see. */
  listLocalFiles: ownerFilesHandler('local-entity', 'local_entity'),
};
