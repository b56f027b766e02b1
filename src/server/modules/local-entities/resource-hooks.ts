/**
 * What the local-entities module adds to the generic runtime: duplicate checks and the change log.
 * (Names instead of ids, the category's existence and deletes refused while something points at the
 * entity or category are the runtime's: `x-reference`.)
 */
import type { ResourceHookMap, ResourceHooks } from '../../platform/resources/resource-hooks.ts';
import { logLocalEntityChange } from './change-log.ts';
import { assertUniqueLocalEntity } from './duplicates.ts';

const logged: ResourceHooks = { afterWrite: logLocalEntityChange };
const update: ResourceHooks = {
  ...logged,
  validateUpdate: (tx, data, _request, current) => assertUniqueLocalEntity(tx, data, Number(current.id)),
};

export const resourceHooks: ResourceHookMap = {
  createLocalEntity: { ...logged, validateCreate: (tx, data) => assertUniqueLocalEntity(tx, data, null) },
  patchLocalEntity: update,
  updateLocalEntity: update,
  deleteLocalEntity: logged,
};
