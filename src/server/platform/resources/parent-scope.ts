/** Records with `x-parent` (an entity's documents, bank accounts...) are reached through their parent. */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { entityBinding, type EntityBinding } from './entities.ts';
import { scopeWhere } from './read-handlers.ts';
import { recordsRepository } from './records-repository.ts';

/** True when `data`'s parent record exists and is within the caller's scope. */
export async function parentInScope(tx: Queryable, request: FastifyRequest, entity: EntityBinding, data: Record<string, unknown>): Promise<boolean> {
  if (!entity.parent) return true;
  const parentId = Number(data[entity.parent.field]);
  if (!Number.isInteger(parentId) || parentId < 1) return false;
  const parent = entityBinding(entity.parent.entity);
  return (await recordsRepository(tx, parent).find(parentId, scopeWhere(request, parent))) !== undefined;
}
