/** `check-repeated/` and `check/`: what a save would say about a new transfer, before it is saved (nothing is written). */
import type { Handlers } from '../../platform/handler.ts';
import { assertEligibleForeignEntity, assertWithinDailyLimit, repeatedTransfers } from './safeguards.ts';
import { callerLocalEntity } from './resource-hooks.ts';

export const checkHandlers: Handlers = {
  /** The earlier transfers this one would repeat. */
  async checkRepeatedFundTransfer(request) {
    const transfers = await repeatedTransfers(request.server.db, request.body);
    return { repeated: transfers.length > 0, transfers };
  },

  /** The field errors a save would give (400), then the repeated transfers. */
  async checkFundTransfer(request) {
    return request.server.db.transaction(async (tx) => {
      await assertEligibleForeignEntity(tx, request.body.foreign_entity);
      await assertWithinDailyLimit(tx, callerLocalEntity(request));
      const transfers = await repeatedTransfers(tx, request.body);
      return { repeated: transfers.length > 0, transfers };
    });
  },
};
