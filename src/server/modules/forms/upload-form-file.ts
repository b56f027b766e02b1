/**
 * `POST form-files/`: the upload of a dynamic form's file field. Multipart `file` plus the spec's
 * `foreign_entity`, `form_tab` and `section`; the kind is checked by content (PDF or JPEG), a
 * refused file answers 400 with the message under `file`. The stored file's id is the field's value.
 * `foreign_entity` binds the file to that record (which the caller must reach), so only a
 * submission for that record may use it.
 */
import type { MultipartFile } from '@fastify/multipart';
import { operationSchemas } from '../../../../generated/api/operation-schemas.ts';
import { fieldError, invalidFields } from '../../platform/errors.ts';
import type { OperationHandler } from '../../platform/handler.ts';
import { requireUser } from '../../platform/request-context.ts';
import { recordOf } from './record-of.ts';
import { acceptedType, cleanFileName } from '../../platform/files/file-kinds.ts';
import { storeFile } from '../../platform/files/store-file.ts';

const MB = 1024 * 1024;
const rule = operationSchemas.uploadFormFile!.upload!;

/** The upload handler: the first file part named `file`; the other parts are kept as the file's context. */
export const uploadFormFile: OperationHandler = async (request) => {
  const user = requireUser(request.user);
  const missing = () => invalidFields({ file: { key: 'errors.required' } });
  if (!request.isMultipart()) throw missing();
  let file: { part: MultipartFile; bytes: Buffer } | undefined;
  const context: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: rule.maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname === rule.field && !file) file = { part, bytes: await part.toBuffer() };
        else await part.toBuffer();
      } else if (['foreign_entity', 'form_tab', 'section'].includes(part.fieldname)) {
        context[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file_too_large', 'file', { limit: Math.floor(rule.maxBytes / MB) });
    throw error;
  }
  if (!file || file.bytes.length === 0) throw missing();
  const record = context.foreign_entity === undefined ? undefined : boundRecord(request, context.foreign_entity);
  const contentType = await acceptedType(file.bytes, rule.accept);
  if (!contentType) throw fieldError('unsupported_file_extension', 'file');
  const place = context.form_tab ? `tab:${context.form_tab}/section:${context.section ?? ''}` : 'form';
  const section = record === undefined ? place : `record:${record}/${place}`;
  const row = await storeFile(request.server.db, request.server.storage, {
    ownerEntity: 'form-value', field: section, name: cleanFileName(file.part.filename), contentType, createdBy: user.id, bytes: file.bytes,
  });
  return { id: Number(row.id), name: String(row.name), size: Number(row.size), content_type: String(row.content_type) };
};

/** The record named by `foreign_entity`: a positive integer the caller reaches (404 otherwise, as for values). */
function boundRecord(request: Parameters<OperationHandler>[0], text: string): number {
  const record = Number(text);
  if (!Number.isInteger(record) || record < 1) throw invalidFields({ foreign_entity: { key: 'errors.number' } });
  return recordOf(request, record);
}
