/**
 * Safe-travel notifications: generic operations and workflow; each belongs to its creator's Kuwaiti entity
 * (every user of the entity follows it, the ministry decides, the interior ministry reads). Bespoke here:
 * the number and place checks (records.ts), the edits' section-8 refusals (edit-refusals.ts), the countries'
 * travel advice (messages.ts), statistics, arrival months, the print and the list's PDF (print.ts).
 */
import type { ServerModule } from '../../platform/module.ts';
import { mergeHookMaps } from '../../platform/resources/resource-hooks.ts';
import { listSafeTravelArrivalMonths } from './arrival-months.ts';
import { editHandler } from './edit-refusals.ts';
import { deleteSafeTravelMessage, getSafeTravelMessage, messageHooks, saveSafeTravelMessage } from './messages.ts';
import { exportSafeTravelPdf, printSafeTravel } from './print.ts';
import { resourceHooks } from './records.ts';
import { seedSafeTravel } from './seed.ts';
import { getSafeTravelStatistics } from './statistics.ts';

export const safeTravelModule: ServerModule = {
  name: 'safe-travel',
  handlers: {
    getSafeTravelStatistics,
    listSafeTravelArrivalMonths,
    // The workflow's edit (x-state-edit), its refusals worded as product spec section 8 says.
    updateSafeTravel: editHandler('updateSafeTravel'),
    patchSafeTravel: editHandler('patchSafeTravel'),
    getSafeTravelMessage,
    saveSafeTravelMessage,
    deleteSafeTravelMessage,
    printSafeTravel,
    exportSafeTravelPdf,
  },
  resourceHooks: mergeHookMaps(resourceHooks, messageHooks),
  seed: seedSafeTravel,
};
