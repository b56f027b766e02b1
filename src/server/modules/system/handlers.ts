/** Bespoke handlers of the system module. */
import { currentMigration } from '../../db/migrate.ts';
import type { Handlers } from '../../platform/handler.ts';

export const handlers: Handlers = {
  /** Liveness: the database answers, with its kind and the latest applied migration. */
  async getHealth(request) {
    const db = request.server.db;
    return { status: 'ok', database: db.kind, migration: await currentMigration(db) };
  },
};
