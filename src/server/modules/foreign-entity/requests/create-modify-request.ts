/**
 * `POST modify-requests/`: an approved entity asks to change its data. In one transaction the
 * request is stored (open, its supporting PDFs attached) and the entity takes `modify` (→ 5).
 */
import { SqlParams } from '../../../db/sql-params.ts';
import type { Schema } from '../../../../shared/operation-io.ts';
import type { Handler } from '../../../platform/handler.ts';
import { requireUser } from '../../../platform/request-context.ts';
import { attachFiles } from '../../../platform/resources/attach-files.ts';
import { entityBinding } from '../../../platform/resources/entities.ts';
import { recordView } from '../../../platform/resources/record-view.ts';
import { recordsRepository } from '../../../platform/resources/records-repository.ts';
import { takeTransitionIn } from '../../../platform/workflow/take-transition.ts';
import { workflowBinding } from '../../../platform/workflow/workflow-binding.ts';
import { entityInScope } from '../records/entity-records.ts';

export const createModifyRequest: Handler<'createModifyRequest'> = (request) =>
  request.server.db.transaction(async (tx) => {
    const user = requireUser(request.user);
    const requests = entityBinding('modify-request');
    const body = request.body;
    const fields: Record<string, unknown> = body;
    const entity = await entityInScope(tx, request, Number(body.foreign_entity));
    const data = Object.fromEntries(requests.writable.filter((field) => fields[field] !== undefined).map((field) => [field, fields[field]]));
    await takeTransitionIn(tx, workflowBinding('foreign-entity'), {
      id: Number(entity.id), where: { conditions: [], params: new SqlParams() }, userId: user.id,
      event: { type: 'modify', role: user.user_type, userId: user.id, comment: String(body.reason ?? '') }, request, hooks: request.server.modules.transitionHooks,
    });
    const row = await recordsRepository(tx, requests).insert({ ...data, foreign_entity: Number(entity.id), status: 'open' }, user.id);
    await attachFiles(tx, requests, Number(row.id), body, user);
    return recordView<Schema<'ModifyRequest'>>(tx, requests, row);
  });
