/**
 * What the local-entities module adds to the generic runtime: names instead of ids on every record,
 * duplicate and category checks, the change log, and deletes refused while something refers to the
 * entity or category.
 */
import type { ResourceHookMap, ResourceHooks } from '../../platform/resources/resource-hooks.ts';
import { logLocalEntityChange } from './change-log.ts';
import { assertUniqueLocalEntity } from './duplicates.ts';
import { withReferenceNames } from './reference-names.ts';
import { assertCategoryUnused, assertLocalEntityUnused } from './references.ts';

const named: ResourceHooks = { onView: (q, records, request) => withReferenceNames(q, records, request.language) };
const logged: ResourceHooks = { afterWrite: logLocalEntityChange };
const update: ResourceHooks = {
  ...named,
  ...logged,
  validateUpdate: (tx, data, _request, current) => assertUniqueLocalEntity(tx, data, Number(current.id)),
};

export const resourceHooks: ResourceHookMap = {
  listLocalEntities: named,
  listAllLocalEntities: named,
  getLocalEntity: named,
  createLocalEntity: { ...named, ...logged, validateCreate: (tx, data) => assertUniqueLocalEntity(tx, data, null) },
  patchLocalEntity: update,
  updateLocalEntity: update,
  deleteLocalEntity: { ...logged, beforeDelete: assertLocalEntityUnused },
  deleteLocalEntityCategory: { beforeDelete: assertCategoryUnused },
};
