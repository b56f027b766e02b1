/** `foreign-files/`: upload, list, delete and download the documents of a foreign entity. */
import { operationSchemas } from '../../../../../generated/api/operation-schemas.ts';
import { recordMiss } from '../../../platform/access/record-miss.ts';
import { notFound } from '../../../platform/errors.ts';
import { deleteBytes } from '../../../platform/files/delete-bytes.ts';
import { downloadHandler } from '../../../platform/files/download-handler.ts';
import { filesRepository } from '../../../platform/files/files-repository.ts';
import { readUpload } from '../../../platform/files/read-upload.ts';
import type { Handler, Handlers } from '../../../platform/handler.ts';
import { requireUser } from '../../../platform/request-context.ts';
import { idOf, scopeWhere } from '../../../platform/resources/read-handlers.ts';
import { recordsRepository } from '../../../platform/resources/records-repository.ts';
import { entityInScope } from '../records/entity-records.ts';
import { documentRows, documentsBinding, documentViews, HIDDEN_ATTACHMENT_TYPE, removeDocument } from './documents-repository.ts';
import { assertEntityMayChange, documentKind, saveDocument } from './upload-document.ts';

const uploadForeignFile: Handler<'uploadForeignFile'> = async (request) => {
  const user = requireUser(request.user);
  const upload = await readUpload(request, operationSchemas.uploadForeignFile!.upload!);
  const entity = await entityInScope(request.server.db, request, Number(upload.fields.foreign_entity));
  const kind = documentKind(upload.fields);
  assertEntityMayChange(entity, kind, user.user_type);
  const row = await saveDocument(request, entity, kind, upload, user.id);
  return (await documentViews(request.server.db, [row]))[0];
};

const listForeignFiles: Handler<'listForeignFiles'> = async (request) => {
  const entity = await entityInScope(request.server.db, request, Number(request.query.foreign_entity));
  return documentViews(request.server.db, await documentRows(request.server.db, Number(entity.id)));
};

const deleteForeignFile: Handler<'deleteForeignFile'> = async (request) => {
  const user = requireUser(request.user);
  const binding = documentsBinding();
  const keys = await request.server.db.transaction(async (tx) => {
    const document = await recordsRepository(tx, binding).find(idOf(request), scopeWhere(request, binding), true);
    if (!document) throw await recordMiss(tx, binding, idOf(request));
    const entity = await entityInScope(tx, request, Number(document.data.foreign_entity));
    assertEntityMayChange(entity, document.data as never, user.user_type);
    return removeDocument(tx, Number(document.id));
  });
  await deleteBytes(request.server.storage, keys, request.log);
  return { id: idOf(request) };
};

const download = downloadHandler('downloadForeignFile');

/** The file of a document, unless its attachment type is never offered for download (404, as if absent). */
const downloadForeignFile: Handler<'downloadForeignFile'> = async (request, reply) => {
  const file = await filesRepository(request.server.db).find(idOf(request));
  if (file?.owner_id != null) {
    // Whether the caller reaches the document is the generic handler's check; this one is about its kind.
    const { rows } = await request.server.db.query<{ type: string }>(`SELECT data->>'attachment_type' AS type FROM foreign_entity_file_records WHERE id = $1`, [file.owner_id]);
    if (Number(rows[0]?.type) === HIDDEN_ATTACHMENT_TYPE) throw notFound();
  }
  return download(request, reply);
};

export const documentHandlers: Handlers = { uploadForeignFile, listForeignFiles, deleteForeignFile, downloadForeignFile };
