/**
 * `local-files/`: the files of a local entity (its `files` field, PDF or JPEG checked by content).
 * An upload naming `local_entity` is attached to it at once (the entity's page); one naming none waits
 * to be attached by saving the entity (the forms). Downloads are the platform's generic handler.
 */
import { notFound, OutOfScope } from '../../platform/errors.ts';
import { canReach } from '../../platform/files/download-handler.ts';
import { deleteBytes } from '../../platform/files/delete-bytes.ts';
import { filesRepository } from '../../platform/files/files-repository.ts';
import { ownerFilesHandler } from '../../platform/files/owner-files-handler.ts';
import { ownerUploadHandler } from '../../platform/files/owner-upload-handler.ts';
import type { Handler, Handlers } from '../../platform/handler.ts';
import { localEntities } from './bindings.ts';

const FIELD = 'files';

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
  /** `local-files/`: with `local_entity` (an entity the caller reaches) the file is attached there at once. */
  uploadLocalFile: ownerUploadHandler('uploadLocalFile', 'local_entity', { optional: true }),
  deleteLocalFile,
  /** `local-files/?local_entity=<id>`: the files of an entity the caller may see. */
  listLocalFiles: ownerFilesHandler('local-entity', 'local_entity'),
};
