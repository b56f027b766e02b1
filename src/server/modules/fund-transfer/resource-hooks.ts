/**
 * Fund transfers belong to the local entity of the FT staff who creates them, and are saved only
 * past the safeguards (safeguards.ts). The parties they point at are named by the runtime (x-reference).
 */
import type { FastifyRequest } from 'fastify';
import { boundEntities } from '../../../shared/identity/permission-names.ts';
import type { Queryable } from '../../db/database.ts';
import { workflowGuards } from '../../../shared/workflow/guards.ts';
import { viewCodes } from '../../../shared/workflow/view-codes.ts';
import { ApiError, forbidden } from '../../platform/errors.ts';
import { requireUser } from '../../platform/request-context.ts';
import { boundEntityStamp } from '../../platform/resources/bound-entity-stamp.ts';
import type { ResourceHookMap } from '../../platform/resources/resource-hooks.ts';
import { assertEligibleForeignEntity, assertRepeatConfirmed, assertWithinDailyLimit } from './safeguards.ts';

/** The caller's Kuwaiti entity (`local_entity_{n}`); without one no transfer is theirs to file. */
export function callerLocalEntity(request: FastifyRequest): number {
  const [entity] = boundEntities(requireUser(request.user).permissions, 'local_entity');
  if (entity === undefined) throw forbidden();
  return entity;
}

/** Every check of a new transfer, in the order a filer fixes them. */
export async function checkNewTransfer(tx: Queryable, data: Record<string, unknown>, request: FastifyRequest): Promise<void> {
  await assertEligibleForeignEntity(tx, data.foreign_entity);
  await assertWithinDailyLimit(tx, callerLocalEntity(request));
  await assertRepeatConfirmed(tx, data, data.repeat_confirmed === true);
}

export const resourceHooks: ResourceHookMap = {
  // A remark carries its author's name as it was when written.
  createFundTransferComment: { beforeCreate: (data, user) => ({ ...data, author_name: user.name || user.username }) },
  deleteFundTransfer: {
    // Only the FT staff's own draft (the workflow's `drafts` view), held by no transaction; past that a transfer has a history and is rejected instead.
    beforeDelete: async (_tx, row, request) => {
      const user = requireUser(request.user);
      const isStaff = workflowGuards.isLeFtStaff({ context: { record: row.data }, event: { type: 'delete', role: user.user_type, ftDepartment: user.ft_department ?? null } });
      if (!isStaff) throw forbidden();
      if (!viewCodes('fund-transfer', 'drafts').includes(String(row.data.status)) || row.data.transaction) throw new ApiError(409, 'ft_not_deletable');
    },
  },
  createFundTransfer: { validateCreate: checkNewTransfer, beforeCreate: boundEntityStamp('local_entity', 'local_entity') },
  updateFundTransfer: {
    // A changed receiving entity must still be eligible; a change making it repeat another needs the confirmation.
    validateUpdate: async (tx, data, _request, current) => {
      if (data.foreign_entity !== current.data.foreign_entity) await assertEligibleForeignEntity(tx, data.foreign_entity);
      await assertRepeatConfirmed(tx, data, data.repeat_confirmed === true, Number(current.id));
    },
  },
};
