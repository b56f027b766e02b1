/** Generic create, update (PUT) and delete over an entity table. */
import type { FastifyRequest } from 'fastify';
import { hiddenFieldsOf } from '../../../shared/access/hidden-fields.ts';
import { readOnlyFieldsOf, refuseReadOnlyChanges } from '../access/read-only-fields.ts';
import { recordMiss } from '../access/record-miss.ts';
import { notFound } from '../errors.ts';
import { deleteBytes } from '../files/delete-bytes.ts';
import { filesRepository } from '../files/files-repository.ts';
import type { OperationHandler } from '../handler.ts';
import { requireUser } from '../request-context.ts';
import { attachFiles } from './attach-files.ts';
import type { EntityBinding } from './entities.ts';
import { idOf, scopeWhere, viewOf } from './read-handlers.ts';
import { parentInScope } from './parent-scope.ts';
import { recordsRepository } from './records-repository.ts';
import { assertReferencesExist } from './reference-check.ts';
import { assertUnreferenced } from './reference-guard.ts';
import { workflowOwnedFields } from './workflow-owned-fields.ts';
import type { ResourceHooks } from './resource-hooks.ts';

/**
 * Fields of the body the caller may set: declared, not readOnly, not files, not read-only for their
 * user type (`readOnly` of the rule), not confidential from them (spec/access/confidential.yaml: what
 * they may not read they do not write, and a PUT keeps it). A read-only field sent with a value other
 * than `current`'s is refused (403 with a message under the field); sent unchanged, it is ignored.
 */
function writableData(entity: EntityBinding, request: FastifyRequest, current: Record<string, unknown>, alsoLocked: string[] = []): { data: Record<string, unknown>; locked: string[] } {
  const body = request.body as Record<string, unknown>;
  refuseReadOnlyChanges(request, current, body);
  const locked = [...readOnlyFieldsOf(request), ...hiddenFieldsOf(entity.name, request.user?.user_type), ...alsoLocked];
  const fields = entity.writable.filter((field) => body[field] !== undefined && !locked.includes(field));
  return { data: Object.fromEntries(fields.map((field) => [field, body[field]])), locked };
}

/** POST: inserts the record and attaches its files; answers with the new record. Server-owned fields are ignored, as on update. */
export function createHandler(entity: EntityBinding, hooks: ResourceHooks): OperationHandler {
  return (request) =>
    request.server.db.transaction(async (tx) => {
      const user = requireUser(request.user);
      // What the workflow alone may change (a ticket's merged_to) is not the creator's to set (workflow-owned-fields.ts).
      const { data } = writableData(entity, request, {}, workflowOwnedFields(entity, user));
      // A record that belongs to another (x-parent) may only be added to one the caller reaches.
      if (entity.parent && !(await parentInScope(tx, request, entity, data))) throw notFound();
      await assertReferencesExist(tx, entity, data);
      if (hooks.validateCreate) await hooks.validateCreate(tx, data, request);
      const stamped = hooks.beforeCreate ? hooks.beforeCreate(data, user) : data;
      const derived = hooks.derive ? { ...stamped, ...(await hooks.derive(tx, stamped, request)) } : stamped;
      const row = await recordsRepository(tx, entity).insert(derived, user.id);
      await attachFiles(tx, entity, Number(row.id), request.body as Record<string, unknown>, user);
      if (hooks.afterWrite) await hooks.afterWrite(tx, { action: 'create', id: Number(row.id), after: row.data }, request);
      return viewOf(tx, entity, row, hooks, request);
    });
}

/** PUT: replaces the writable fields (readOnly ones such as counters are kept), bumps the version; PATCH changes only those sent. */
export function updateHandler(entity: EntityBinding, hooks: ResourceHooks = {}): OperationHandler {
  return async (request) => {
    const user = requireUser(request.user);
    const { record, detached } = await request.server.db.transaction(async (tx) => {
      const records = recordsRepository(tx, entity);
      const current = await records.find(idOf(request), scopeWhere(request, entity), true);
      if (!current) throw await recordMiss(tx, entity, idOf(request));
      const { data: incoming, locked } = writableData(entity, request, current.data);
      if (entity.parent && !(await parentInScope(tx, request, entity, { ...current.data, ...incoming }))) throw notFound();
      // Keep what the client may not set: readOnly fields (counters), fields locked for this user
      // type, and fields no longer declared by the schema; a PATCH (`x-partial`) keeps every field it does not send.
      const partial = request.method === 'PATCH';
      const kept = Object.fromEntries(Object.entries(current.data).filter(([field]) => partial || !entity.writable.includes(field) || locked.includes(field)));
      const next = { ...kept, ...incoming };
      await assertReferencesExist(tx, entity, incoming);
      if (hooks.validateUpdate) await hooks.validateUpdate(tx, next, request, current);
      const row = await records.update(Number(current.id), hooks.derive ? { ...next, ...(await hooks.derive(tx, next, request, current)) } : next);
      const detached = await attachFiles(tx, entity, Number(row.id), request.body as Record<string, unknown>, user);
      if (hooks.afterWrite) await hooks.afterWrite(tx, { action: 'update', id: Number(row.id), before: current.data, after: row.data }, request);
      return { record: await viewOf(tx, entity, row, hooks, request), detached };
    });
    await deleteBytes(request.server.storage, detached, request.log);
    return record;
  };
}

/** DELETE: removes the record and its files (rows now, bytes after the commit). */
export function deleteHandler(entity: EntityBinding, hooks: ResourceHooks = {}): OperationHandler {
  return async (request) => {
    const id = idOf(request);
    const keys = await request.server.db.transaction(async (tx) => {
      const found = await recordsRepository(tx, entity).find(id, scopeWhere(request, entity), true);
      if (!found) throw await recordMiss(tx, entity, id);
      await assertUnreferenced(tx, entity, id, request.language);
      if (hooks.beforeDelete) await hooks.beforeDelete(tx, found, request);
      const keys = await filesRepository(tx).removeOfOwner(entity.name, id);
      await recordsRepository(tx, entity).remove(id);
      if (hooks.afterWrite) await hooks.afterWrite(tx, { action: 'delete', id, before: found.data }, request);
      return keys;
    });
    await deleteBytes(request.server.storage, keys, request.log);
    return { id };
  };
}
