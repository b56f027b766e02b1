/**
 * `POST form-files/`: the upload of a dynamic form's file field. Multipart `file` plus the spec's
 * `foreign_entity`, `form_tab` and `section`; the kind is checked by content (PDF or JPEG), a
 * refused file answers 400 with the message under `file`. The stored file's id is the field's value.
 * `foreign_entity` binds the file to that record (which the caller must reach), so only a
 * submission for that record may use it.
 */
import { operationSchemas } from '../../../../generated/api/operation-schemas.ts';
import { invalidFields } from '../../platform/errors.ts';
import type { FastifyRequest } from 'fastify';
import type { Handler } from '../../platform/handler.ts';
import { requireUser } from '../../platform/request-context.ts';
import { readUpload } from '../../platform/files/read-upload.ts';
import { storeFile } from '../../platform/files/store-file.ts';
import { recordOf } from './record-of.ts';

const rule = operationSchemas.uploadFormFile!.upload!;

/** The upload handler: the file part named `file`; `foreign_entity`, `form_tab` and `section` place it. */
export const uploadFormFile: Handler<'uploadFormFile'> = async (request) => {
  const user = requireUser(request.user);
  const file = await readUpload(request, rule);
  const context = file.fields;
  const record = context.foreign_entity === undefined ? undefined : boundRecord(request, context.foreign_entity);
  const place = context.form_tab ? `tab:${context.form_tab}/section:${context.section ?? ''}` : 'form';
  const section = record === undefined ? place : `record:${record}/${place}`;
  const row = await storeFile(request.server.db, request.server.storage, {
    ownerEntity: 'form-value', field: section, name: file.name, contentType: file.contentType, createdBy: user.id, bytes: file.bytes,
  });
  return { id: Number(row.id), name: String(row.name), size: Number(row.size), content_type: String(row.content_type) };
};

/** The record named by `foreign_entity`: a positive integer the caller reaches (404 otherwise, as for values). */
function boundRecord(request: FastifyRequest, text: string): number {
  const record = Number(text);
  if (!Number.isInteger(record) || record < 1) throw invalidFields({ foreign_entity: { key: 'errors.number' } });
  return recordOf(request, record);
}
