/** Generic download for an operation named as `x-files.download`, for callers whose scope reaches the owner. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound, OutOfScope } from '../errors.ts';
import { requireUser } from '../request-context.ts';
import { fileFieldOf, type EntityBinding } from '../resources/entities.ts';
import { idOf, scopeWhere } from '../resources/read-handlers.ts';
import { recordsRepository } from '../resources/records-repository.ts';
import { contentDisposition } from './content-disposition.ts';
import { filesRepository, type FileRow } from './files-repository.ts';

/** True when the caller may see the file: its record is in scope, or it is their own unattached upload. */
export async function canReach(request: FastifyRequest, entity: EntityBinding, file: FileRow): Promise<boolean> {
  if (file.owner_id === null) return Number(file.created_by) === requireUser(request.user).id;
  return (await recordsRepository(request.server.db, entity).find(Number(file.owner_id), scopeWhere(request, entity))) !== undefined;
}

/** The handler of a download operation: the bytes with their type and name, or 404. */
export function downloadHandler(operationId: string): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const target = fileFieldOf(operationId, 'download');
  if (!target) throw new Error(`${operationId} is not the download operation of any x-files field`);
  const entity = target.binding;

  return async (request, reply) => {
    const file = await filesRepository(request.server.db).find(idOf(request));
    const served = file && file.owner_entity === entity.name && entity.files[file.field]?.download === operationId;
    if (!file || !served) throw notFound();
    if (!(await canReach(request, entity, file))) throw new OutOfScope(); // the same 404, audited
    return sendFile(request, reply, file);
  };
}

/** A file the caller may have: its bytes with their type and name, never cached; 404 when the bytes are gone. */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, file: FileRow): Promise<FastifyReply> {
  const bytes = await request.server.storage.get(file.storage_key);
  if (!bytes) {
    request.log.error({ fileId: file.id }, 'file row without bytes');
    throw notFound();
  }
  return reply
    .header('Content-Type', file.content_type)
    .header('Content-Disposition', contentDisposition(file.name))
    .header('Content-Length', bytes.length)
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}
