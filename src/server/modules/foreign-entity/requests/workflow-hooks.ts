/** Effects of the modify-request workflow: the entity's decision follows the request's. */
import { SqlParams } from '../../../db/sql-params.ts';
import { entityBinding } from '../../../platform/resources/entities.ts';
import { recordsRepository } from '../../../platform/resources/records-repository.ts';
import { takeTransitionIn } from '../../../platform/workflow/take-transition.ts';
import type { TransitionHooks, TransitionStep } from '../../../platform/workflow/transition-hooks.ts';
import { workflowBinding } from '../../../platform/workflow/workflow-binding.ts';

/** The entity fields a modify request carries. */
const CHANGEABLE = ['name', 'name_en', 'name_ar', 'email', 'mobile'];

/** Moves the request's entity from Modified back to Approved by `event`, as the same user and role. */
async function settleEntity(step: TransitionStep, event: 'accept_modification' | 'reject_modification', changes: Record<string, unknown>) {
  const entityId = Number(step.record.data.foreign_entity);
  const fe = entityBinding('foreign-entity');
  if (Object.keys(changes).length) {
    const current = await recordsRepository(step.tx, fe).find(entityId, { conditions: [], params: new SqlParams() }, true);
    if (current) await recordsRepository(step.tx, fe).update(entityId, { ...current.data, ...changes });
  }
  await takeTransitionIn(step.tx, workflowBinding('foreign-entity'), {
    id: entityId, where: { conditions: [], params: new SqlParams() }, userId: step.event.userId ?? null,
    event: { ...step.event, type: event }, hooks: step.hooks, ...(step.request ? { request: step.request } : {}),
  });
}

export const workflowHooks: Partial<TransitionHooks> = {
  effects: {
    /** The new values go onto the entity, which is approved again. */
    applyModifyRequest: (step) => settleEntity(step, 'accept_modification', Object.fromEntries(CHANGEABLE.filter((f) => step.record.data[f] !== undefined && step.record.data[f] !== '').map((f) => [f, step.record.data[f]]))),
    /** The entity is approved again, unchanged. */
    releaseModifyRequest: (step) => settleEntity(step, 'reject_modification', {}),
  },
};
