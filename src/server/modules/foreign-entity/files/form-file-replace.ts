/** `PATCH form-files/{id}/`: new bytes for a file uploaded through form-files/ (same id, so the form value stays). */
import { createHash, randomBytes } from 'node:crypto';
import { operationSchemas } from '../../../../../generated/api/operation-schemas.ts';
import { notFound } from '../../../platform/errors.ts';
import { deleteBytes } from '../../../platform/files/delete-bytes.ts';
import { readUpload } from '../../../platform/files/read-upload.ts';
import type { Handler } from '../../../platform/handler.ts';
import { requireUser } from '../../../platform/request-context.ts';
import { idOf } from '../../../platform/resources/read-handlers.ts';

/** Only the uploader may replace a form file; the old bytes go once the row points at the new ones. */
export const replaceFormFile: Handler<'replaceFormFile'> = async (request) => {
  const user = requireUser(request.user);
  const { db, storage } = request.server;
  const { rows } = await db.query<{ storage_key: string }>(`SELECT storage_key FROM files WHERE id = $1 AND owner_entity = 'form-value' AND created_by = $2`, [idOf(request), user.id]);
  if (!rows[0]) throw notFound();
  const upload = await readUpload(request, operationSchemas.replaceFormFile!.upload!);
  const key = randomBytes(24).toString('base64url');
  await storage.put(key, upload.bytes);
  try {
    const updated = await db.query<{ id: string; name: string; size: string; content_type: string }>(
      `UPDATE files SET name = $2, content_type = $3, size = $4, sha256 = $5, storage_key = $6 WHERE id = $1 RETURNING id, name, size, content_type`,
      [idOf(request), upload.name, upload.contentType, upload.bytes.length, createHash('sha256').update(upload.bytes).digest('hex'), key],
    );
    await deleteBytes(storage, [rows[0].storage_key], request.log);
    const row = updated.rows[0]!;
    return { id: Number(row.id), name: row.name, size: Number(row.size), content_type: row.content_type };
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
};
