/** Generic multipart upload for an operation with `x-upload`, stored unattached for the caller. */
import { operationSchemas } from '../../../../generated/api/operation-schemas.ts';
import { fieldError, invalidFields } from '../errors.ts';
import type { OperationHandler } from '../handler.ts';
import { requireUser } from '../request-context.ts';
import { fileFieldOf } from '../resources/entities.ts';
import { acceptedType, cleanFileName } from './file-kinds.ts';
import { fileView } from './file-view.ts';
import { storeFile } from './store-file.ts';

const MB = 1024 * 1024;

/** The handler of an upload operation: checks size and kind by content, stores, answers with the file. */
export function uploadHandler(operationId: string): OperationHandler {
  const rule = operationSchemas[operationId]?.upload;
  const target = fileFieldOf(operationId, 'upload');
  if (!rule || !target) throw new Error(`${operationId} needs x-upload and an entity field whose x-files names it`);
  const missing = () => invalidFields({ [rule.field]: { key: 'errors.required' } });

  return async (request) => {
    const user = requireUser(request.user);
    if (!request.isMultipart()) throw missing();
    const part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
    if (!part || part.fieldname !== rule.field) throw missing();
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw fieldError('file_too_large', rule.field, { limit: Math.floor(rule.maxBytes / MB) });
      }
      throw error;
    }
    if (bytes.length === 0) throw missing();
    const contentType = await acceptedType(bytes, rule.accept);
    if (!contentType) throw fieldError('unsupported_file_extension', rule.field);
    const row = await storeFile(request.server.db, request.server.storage, {
      ownerEntity: target.binding.name,
      field: target.field,
      name: cleanFileName(part.filename),
      contentType,
      createdBy: user.id,
      bytes,
    });
    return fileView(row, target.rule.download);
  };
}
