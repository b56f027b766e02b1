/** Checks and effects the foreign-entity workflow names (spec/workflows/foreign-entity.yaml). */
import type { TransitionHooks } from '../../../platform/workflow/transition-hooks.ts';
import { requireChecklist } from '../files/checklist.ts';
import { refuseRecentDuplicate } from './duplicates.ts';
import { patchEntity } from './entity-records.ts';
import { requireCompleteRegistration } from './registration-form.ts';

export const workflowHooks: Partial<TransitionHooks> = {
  checks: {
    /** Every required section of the registration checklist (type 0) and every required registration field. */
    registrationChecklist: async ({ tx, record }) => {
      await requireChecklist(tx, Number(record.id), 0);
      await requireCompleteRegistration(tx, Number(record.id));
    },
    /** Every required section of the renewal checklist (type 1). */
    renewalChecklist: ({ tx, record }) => requireChecklist(tx, Number(record.id), 1),
    /** No recent entity with the same six identifying values (product spec section 5). */
    noRecentDuplicate: ({ tx, record }) => refuseRecentDuplicate(tx, record.data, Number(record.id)),
  },
  effects: {
    allowFundTransfer: async ({ tx, record }) => void (await patchEntity(tx, record, { allowed_for_fund_transfer: true })),
    stopFundTransfer: async ({ tx, record }) => void (await patchEntity(tx, record, { allowed_for_fund_transfer: false })),
  },
};
