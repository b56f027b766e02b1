/**
 * Support requests: generic operations and workflow, plus the hooks of resource-hooks.ts (number, expiry
 * date, what is still open), the donations (donations.ts: the only way to partial and funded), the
 * dynamic form's values (form-values.ts; its form seeded by seed-form.ts), the statistics and the prints.
 */
import type { ServerModule } from '../../platform/module.ts';
import { createSupportDonation } from './donations.ts';
import { createSupportFormValues, listSupportFormValues, SUPPORT_FORM, updateSupportFormValues } from './form-values.ts';
import { exportSupportRequestsPdf } from './prints/list-export-pdf.ts';
import { printSupportRequest, printSupportRequestDetailed } from './prints/request-pdf.ts';
import { resourceHooks } from './resource-hooks.ts';
import { seedSupportForm } from './seed-form.ts';
import { getSupportRequestOverview, getSupportRequestStatistics } from './statistics.ts';

export const supportRequestModule: ServerModule = {
  name: 'support-request',
  handlers: {
    getSupportRequestStatistics, getSupportRequestOverview, createSupportDonation, printSupportRequest, printSupportRequestDetailed, exportSupportRequestsPdf,
    listSupportFormValues, createSupportFormValues, updateSupportFormValues,
  },
  resourceHooks,
  // The request's dynamic form belongs to the request: the generic form-values/ reads it for those who may read the
  // request, and writes it only for a grant on every record (the ministry, naming the request); its filer writes
  // through support/form-values/, which checks the request's state.
  recordForms: { [SUPPORT_FORM]: { entity: 'support-request', readOperation: 'getSupportRequest' } },
  seed: ({ tx, admin }) => seedSupportForm(tx, admin),
};
