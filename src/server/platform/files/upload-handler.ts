/** Generic multipart upload for an operation with `x-upload`, stored unattached for the caller. */
import { operationSchemas } from '../../../../generated/api/operation-schemas.ts';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../request-context.ts';
import { fileFieldOf } from '../resources/entities.ts';
import { fileView, type FileView } from './file-view.ts';
import { readUpload } from './read-upload.ts';
import { storeFile } from './store-file.ts';

/** The handler of an upload operation: checks size and kind by content, stores, answers with the file. */
export function uploadHandler(operationId: string): (request: FastifyRequest) => Promise<FileView> {
  const rule = operationSchemas[operationId]?.upload;
  const target = fileFieldOf(operationId, 'upload');
  if (!rule || !target) throw new Error(`${operationId} needs x-upload and an entity field whose x-files names it`);

  return async (request) => {
    const user = requireUser(request.user);
    const upload = await readUpload(request, rule);
    const row = await storeFile(request.server.db, request.server.storage, {
      ownerEntity: target.binding.name,
      field: target.field,
      name: upload.name,
      contentType: upload.contentType,
      createdBy: user.id,
      bytes: upload.bytes,
    });
    return fileView(row, target.rule.download);
  };
}
