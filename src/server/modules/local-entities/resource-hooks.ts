/**
 * What the local-entities module adds to the generic runtime: duplicate checks, the change log, and
 * deletes refused while something refers to the entity or category. (Names instead of ids, and the
 * category's existence, are the runtime's: `x-reference`.)
 */
import type { ResourceHookMap, ResourceHooks } from '../../platform/resources/resource-hooks.ts';
import { logLocalEntityChange } from './change-log.ts';
import { assertUniqueLocalEntity } from './duplicates.ts';
import { assertCategoryUnused, assertLocalEntityUnused } from './references.ts';

const logged: ResourceHooks = { afterWrite: logLocalEntityChange };
const update: ResourceHooks = {
  ...logged,
  validateUpdate: (tx, data, _request, current) => assertUniqueLocalEntity(tx, data, Number(current.id)),
};

export const resourceHooks: ResourceHookMap = {
  createLocalEntity: { ...logged, validateCreate: (tx, data) => assertUniqueLocalEntity(tx, data, null) },
  patchLocalEntity: update,
  updateLocalEntity: update,
  deleteLocalEntity: { ...logged, beforeDelete: assertLocalEntityUnused },
  deleteLocalEntityCategory: { beforeDelete: assertCategoryUnused },
};
