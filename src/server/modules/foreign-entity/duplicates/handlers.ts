/** Operations of spec/api/foreign-entity-duplicates.yaml: find, archive, merge and delete duplicates. */
import type { FastifyRequest } from 'fastify';
import { ApiError, fieldError, notFound } from '../../../platform/errors.ts';
import type { Handler, Handlers, OperationRequest } from '../../../platform/handler.ts';
import { requireUser } from '../../../platform/request-context.ts';
import { idOf, scopeWhere } from '../../../platform/resources/read-handlers.ts';
import { takeTransitionIn } from '../../../platform/workflow/take-transition.ts';
import { workflowBinding } from '../../../platform/workflow/workflow-binding.ts';
import { entityInScope, foreignEntities, patchEntity, entityView, entityViews } from '../records/entity-records.ts';
import { duplicateGroups, groupOf } from './groups.ts';
import { moveBelongings } from './merge.ts';

async function entitiesOf(request: FastifyRequest, ids: number[]) {
  const { rows } = await request.server.db.query(`SELECT * FROM foreign_entity_records WHERE id = ANY($1::bigint[]) ORDER BY id`, [`{${ids.join(',')}}`]);
  return entityViews(request.server.db, rows as never);
}

const listDuplicatedFes: Handler<'listDuplicatedFes'> = async (request) => {
  const { page = 1, page_size: size = 10 } = request.query;
  const { count, groups } = await duplicateGroups(request.server.db, size, (page - 1) * size);
  const results = [];
  for (const group of groups) results.push({ key: group.key, entities: await entitiesOf(request, group.ids) });
  return { count, results };
};

const fetchDuplicatedFes: Handler<'fetchDuplicatedFes'> = async (request) => {
  const entity = await entityInScope(request.server.db, request, request.query.foreign_entity);
  const ids = await groupOf(request.server.db, Number(entity.id));
  if (ids.length < 2) throw notFound();
  const [first] = (await request.server.db.query<{ key: string }>('SELECT foreign_entity_identity(data) AS key FROM foreign_entity_records WHERE id = $1', [entity.id])).rows;
  return { key: first!.key, entities: await entitiesOf(request, ids) };
};

/** Takes a duplicate-handling event on `{id}` after checking it has duplicates. */
function duplicateStep<R extends FastifyRequest>(event: 'archive_duplicate' | 'delete_duplicate', commentOf: (request: R) => string) {
  return (request: R) =>
    request.server.db.transaction(async (tx) => {
      const user = requireUser(request.user);
      const id = idOf(request);
      await entityInScope(tx, request, id);
      if ((await groupOf(tx, id)).length < 2) throw new ApiError(409, 'not_duplicates');
      const row = await takeTransitionIn(tx, workflowBinding('foreign-entity'), {
        id, where: scopeWhere(request, foreignEntities()), userId: user.id, event: { type: event, role: user.user_type, userId: user.id, comment: commentOf(request) }, request, hooks: request.server.modules.transitionHooks,
      });
      return entityView(tx, row);
    });
}

const mergeDuplicate: Handler<'mergeDuplicate'> = (request) =>
  request.server.db.transaction(async (tx) => {
    const user = requireUser(request.user);
    const { into, name, comment } = request.body;
    const id = idOf(request);
    if (into === id) throw fieldError('merge_into_self', 'into');
    await entityInScope(tx, request, id);
    const kept = await entityInScope(tx, request, into, true);
    if (!(await groupOf(tx, id)).includes(into)) throw fieldError('not_duplicates', 'into');
    await moveBelongings(tx, id, into);
    const merged = await takeTransitionIn(tx, workflowBinding('foreign-entity'), {
      id, where: scopeWhere(request, foreignEntities()), userId: user.id, event: { type: 'merge', role: user.user_type, userId: user.id, comment }, request, hooks: request.server.modules.transitionHooks,
    });
    await patchEntity(tx, merged, { merged_into: into });
    const updated = await patchEntity(tx, kept, { name: name.trim() });
    return entityView(tx, updated);
  });

export const handlers: Handlers = {
  listDuplicatedFes,
  fetchDuplicatedFes,
  archiveDuplicate: duplicateStep('archive_duplicate', (request: OperationRequest<'archiveDuplicate'>) => request.body.comment),
  deleteDuplicate: duplicateStep('delete_duplicate', (request: OperationRequest<'deleteDuplicate'>) => request.query.comment),
  mergeDuplicate,
};

