/** Operations of spec/api/foreign-entity-duplicates.yaml: find, archive, merge and delete duplicates. */
import type { FastifyRequest } from 'fastify';
import { ApiError, fieldError, notFound } from '../../platform/errors.ts';
import type { HandlerMap, OperationHandler } from '../../platform/handler.ts';
import { requireUser } from '../../platform/request-context.ts';
import { idOf, scopeWhere } from '../../platform/resources/read-handlers.ts';
import { recordView, recordViews } from '../../platform/resources/record-view.ts';
import { takeTransitionIn } from '../../platform/workflow/take-transition.ts';
import { workflowBinding } from '../../platform/workflow/workflow-binding.ts';
import { entityInScope, foreignEntities, patchEntity } from '../foreign-entities/entity-records.ts';
import { duplicateGroups, groupOf } from './groups.ts';
import { moveBelongings } from './merge.ts';

async function entitiesOf(request: FastifyRequest, ids: number[]) {
  const { rows } = await request.server.db.query(`SELECT * FROM foreign_entity_records WHERE id = ANY($1::bigint[]) ORDER BY id`, [`{${ids.join(',')}}`]);
  return recordViews(request.server.db, foreignEntities(), rows as never);
}

const listDuplicatedFes: OperationHandler = async (request) => {
  const { page = 1, page_size: size = 10 } = request.query as { page?: number; page_size?: number };
  const { count, groups } = await duplicateGroups(request.server.db, size, (page - 1) * size);
  const results = [];
  for (const group of groups) results.push({ key: group.key, entities: await entitiesOf(request, group.ids) });
  return { count, results };
};

const fetchDuplicatedFes: OperationHandler = async (request) => {
  const entity = await entityInScope(request.server.db, request, (request.query as { foreign_entity: number }).foreign_entity);
  const ids = await groupOf(request.server.db, Number(entity.id));
  if (ids.length < 2) throw notFound();
  const [first] = (await request.server.db.query<{ key: string }>('SELECT foreign_entity_identity(data) AS key FROM foreign_entity_records WHERE id = $1', [entity.id])).rows;
  return { key: first!.key, entities: await entitiesOf(request, ids) };
};

/** Takes a duplicate-handling event on `{id}` after checking it has duplicates. */
function duplicateStep(event: 'archive_duplicate' | 'delete_duplicate', commentOf: (request: FastifyRequest) => string): OperationHandler {
  return (request) =>
    request.server.db.transaction(async (tx) => {
      const user = requireUser(request.user);
      const id = idOf(request);
      await entityInScope(tx, request, id);
      if ((await groupOf(tx, id)).length < 2) throw new ApiError(409, 'not_duplicates');
      const row = await takeTransitionIn(tx, workflowBinding('foreign-entity'), {
        id, where: scopeWhere(request, foreignEntities()), userId: user.id, event: { type: event, role: user.user_type, userId: user.id, comment: commentOf(request) }, request,
      });
      return recordView(tx, foreignEntities(), row);
    });
}

const mergeDuplicate: OperationHandler = (request) =>
  request.server.db.transaction(async (tx) => {
    const user = requireUser(request.user);
    const { into, name, comment } = request.body as { into: number; name: string; comment: string };
    const id = idOf(request);
    if (into === id) throw fieldError('merge_into_self', 'into');
    await entityInScope(tx, request, id);
    const kept = await entityInScope(tx, request, into, true);
    if (!(await groupOf(tx, id)).includes(into)) throw fieldError('not_duplicates', 'into');
    await moveBelongings(tx, id, into);
    const merged = await takeTransitionIn(tx, workflowBinding('foreign-entity'), {
      id, where: scopeWhere(request, foreignEntities()), userId: user.id, event: { type: 'merge', role: user.user_type, userId: user.id, comment }, request,
    });
    await patchEntity(tx, merged, { merged_into: into });
    const updated = await patchEntity(tx, kept, { name: name.trim() });
    return recordView(tx, foreignEntities(), updated);
  });

export const handlers: HandlerMap = {
  listDuplicatedFes,
  fetchDuplicatedFes,
  archiveDuplicate: duplicateStep('archive_duplicate', (request) => (request.body as { comment: string }).comment),
  deleteDuplicate: duplicateStep('delete_duplicate', (request) => (request.query as { comment: string }).comment),
  mergeDuplicate,
};

