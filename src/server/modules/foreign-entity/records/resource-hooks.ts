/** Bespoke steps on the generic reads, create and delete of foreign entities. */
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../../platform/errors.ts';
import { withRecordNames } from '../../../platform/resources/place-names.ts';
import type { ResourceHookMap, ResourceHooks } from '../../../platform/resources/resource-hooks.ts';
import { refuseRecentDuplicate } from './duplicates.ts';

// The mission an entity is followed by shows by its name in the caller's language.
const named: ResourceHooks = { onView: (q, records, request) => withRecordNames(q, records, request.language, 'mission', 'diplomatic_mission_records', 'mission_name') };

export const resourceHooks: ResourceHookMap = {
  listForeignEntities: named,
  getForeignEntity: named,
  createForeignEntity: {
    ...named,
    // A new entity gets its uid; fund transfers to it wait for its approval.
    beforeCreate: (data) => ({ ...data, uid: randomUUID(), allowed_for_fund_transfer: false }),
    validateCreate: (tx, data) => refuseRecentDuplicate(tx, data),
  },
  deleteForeignEntity: {
    // Only an entity that never submitted anything may go; later ones are archived (nothing submitted is lost).
    beforeDelete: async (_tx, row) => {
      if (String(row.data.status) !== '0') throw new ApiError(409, 'not_deletable');
    },
  },
};
