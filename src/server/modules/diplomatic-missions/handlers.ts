/** Bespoke operations of spec/api/diplomatic-missions.yaml (lists, reads and writes are generic). */
import type { Handlers } from '../../platform/handler.ts';
import { exportDiplomaticMissionsPdf } from './list-export-pdf.ts';
import { remarkFileHandlers } from './remark-files.ts';
import { listDiplomaticMissionStaff } from './staff.ts';
import { getDiplomaticStatistics } from './statistics.ts';

export const handlers: Handlers = {
  getDiplomaticStatistics,
  listDiplomaticMissionStaff,
  exportDiplomaticMissionsPdf,
  ...remarkFileHandlers,
};
