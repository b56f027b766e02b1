/** Bespoke operations of the local-entities module; its CRUD is the generic resource runtime. */
import type { Handlers } from '../../platform/handler.ts';
import { getLocalEntityLogEntry, listLocalEntityLog } from './change-log.ts';
import { fileHandlers } from './files.ts';
import { exportLocalEntitiesPdf } from './list-export-pdf.ts';
import { getLocalEntityStatistics } from './statistics.ts';

export const handlers: Handlers = {
  getLocalEntityStatistics,
  exportLocalEntitiesPdf,
  listLocalEntityLog,
  getLocalEntityLogEntry,
  ...fileHandlers,
};
