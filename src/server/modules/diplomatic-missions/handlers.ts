/** Bespoke operations of spec/api/diplomatic-missions.yaml (lists, reads and writes are generic). */
import type { Handlers } from '../../platform/handler.ts';
import { exportDiplomaticMissionsPdf } from './list-export-pdf.ts';
import { remarkFileHandlers } from './remark-files.ts';
import { boundUsersHandler } from '../../platform/resources/bound-users.ts';
import { getDiplomaticStatistics } from './statistics.ts';

export const handlers: Handlers = {
  getDiplomaticStatistics,
  // Its staff: the users an embassy_mission_{n}-style permission binds to it.
  listDiplomaticMissionStaff: boundUsersHandler('diplomatic-mission'),
  exportDiplomaticMissionsPdf,
  ...remarkFileHandlers,
};
