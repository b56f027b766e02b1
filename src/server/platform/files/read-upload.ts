/** Reads the one file of a multipart request (and its text fields), checking its size and its kind by content. */
import type { FastifyRequest } from 'fastify';
import type { OperationSchemas } from '../../../shared/operation-schemas.ts';
import { fieldError, invalidFields } from '../errors.ts';
import { acceptedType, cleanFileName } from './file-kinds.ts';

const MB = 1024 * 1024;

export type Upload = { bytes: Buffer; name: string; contentType: string; fields: Record<string, string> };

/**
 * The file part named by the rule's `field` plus the other (text) parts. 400 under the file's field
 * when it is missing or empty, too large, or not of an accepted kind (`Unsupported file extension`).
 */
export async function readUpload(request: FastifyRequest, rule: NonNullable<OperationSchemas['upload']>): Promise<Upload> {
  const missing = () => invalidFields({ [rule.field]: { key: 'errors.required' } });
  if (!request.isMultipart()) throw missing();
  let file: { bytes: Buffer; filename: string } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: rule.maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === rule.field && !file) file = { bytes, filename: part.filename };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file_too_large', rule.field, { limit: Math.floor(rule.maxBytes / MB) });
    throw error;
  }
  if (!file || file.bytes.length === 0) throw missing();
  const contentType = await acceptedType(file.bytes, rule.accept);
  if (!contentType) throw fieldError('unsupported_file_extension', rule.field);
  return { bytes: file.bytes, name: cleanFileName(file.filename), contentType, fields };
}
