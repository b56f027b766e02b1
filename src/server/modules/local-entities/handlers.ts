/** Bespoke operations of the local-entities module; its CRUD is the generic resource runtime. */
import type { Handlers } from '../../platform/handler.ts';
import { boundUsersHandler } from '../../platform/resources/bound-users.ts';
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
  // Its users: those a local_entity_{n} permission binds to it.
  listLocalEntityUsers: boundUsersHandler('local-entity'),
};
