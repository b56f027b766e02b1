/** Bespoke operations of spec/api/diplomatic-missions.yaml (lists, reads and writes are generic). */
import type { Handlers } from '../../platform/handler.ts';

export const handlers: Handlers = {
  /** `diplomatic/statistic/`: missions by type, the foreign entities they follow, the transfers sent through them. */
  async getDiplomaticStatistics(request) {
    const { db } = request.server;
    const { rows } = await db.query<{ type: string; count: string }>("SELECT data->>'type' AS type, count(*) AS count FROM diplomatic_mission_records GROUP BY 1");
    const byType = (type: string) => Number(rows.find((row) => row.type === type)?.count ?? 0);
    const followed = await db.query<{ count: string }>("SELECT count(*) AS count FROM foreign_entity_records WHERE (data->>'mission') IS NOT NULL");
    const sent = await db.query<{ count: string }>("SELECT count(*) AS count FROM fund_transfer_records WHERE (data->>'mission') IS NOT NULL");
    const [embassies, consulates, permanent] = [byType('embassy'), byType('general'), byType('permanent')];
    return {
      total_embassies: embassies,
      total_general_consulates: consulates,
      total_permanent_missions: permanent,
      total: embassies + consulates + permanent,
      foreign_entity: Number(followed.rows[0]?.count ?? 0),
      local_entity_fund_transfer: Number(sent.rows[0]?.count ?? 0),
    };
  },
};
