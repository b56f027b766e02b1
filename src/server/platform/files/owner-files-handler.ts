/** Lists the files of one record, for callers whose scope reaches it. */
import { recordMiss } from '../access/record-miss.ts';
import type { FastifyRequest } from 'fastify';
import { entityBinding } from '../resources/entities.ts';
import { scopeWhere } from '../resources/read-handlers.ts';
import { recordsRepository } from '../resources/records-repository.ts';
import { filesRepository } from './files-repository.ts';
import { fileView, type FileView } from './file-view.ts';

/** Handler answering the files of the `entity` record named by query parameter `param` (404 when out of scope). */
export function ownerFilesHandler(entityName: string, param: string): (request: FastifyRequest) => Promise<FileView[]> {
  const entity = entityBinding(entityName);
  return async (request) => {
    const ownerId = Number((request.query as Record<string, unknown>)[param]);
    const db = request.server.db;
    if (!(await recordsRepository(db, entity).find(ownerId, scopeWhere(request, entity)))) throw await recordMiss(db, entity, ownerId);
    const rows = await filesRepository(db).ofOwners(entity.name, [ownerId]);
    return rows.flatMap((row) => {
      const rule = entity.files[row.field];
      return rule ? [fileView(row, rule.download)] : [];
    });
  };
}
