/** Bespoke steps on the generic reads, create and delete of foreign entities. */
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../../platform/errors.ts';
import type { ResourceHookMap } from '../../../platform/resources/resource-hooks.ts';
import { refuseRecentDuplicate } from './duplicates.ts';

export const resourceHooks: ResourceHookMap = {
  createForeignEntity: {
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
