/**
 * `diplomatic/statistic/` (product spec section 3, mission totals): the missions by type, the foreign
 * entities they follow and the fund transfers sent through them — of every mission for the ministry,
 * of its own mission for a mission's user, of one mission with `mission`.
 */
import { recordMiss } from '../../platform/access/record-miss.ts';
import type { Handler } from '../../platform/handler.ts';
import { scopeWhere } from '../../platform/resources/read-handlers.ts';
import { recordsRepository } from '../../platform/resources/records-repository.ts';
import { missions } from './bindings.ts';

export const getDiplomaticStatistics: Handler<'getDiplomaticStatistics'> = async (request) => {
  const { db } = request.server;
  const one = request.query.mission;
  if (one !== undefined && !(await recordsRepository(db, missions()).find(one, scopeWhere(request, missions())))) throw await recordMiss(db, missions(), one);
  // The missions counted: those in the caller's scope (and the one asked for).
  const where = scopeWhere(request, missions());
  if (one !== undefined) where.conditions.push(`r.id = ${where.params.add(one)}`);
  const counted = where.conditions.length ? `WHERE ${where.conditions.join(' AND ')}` : '';
  const { rows } = await db.query<{ type: string; count: string }>(`SELECT r.data->>'type' AS type, count(*) AS count FROM diplomatic_mission_records r ${counted} GROUP BY 1`, where.params.values);
  const byType = (type: string) => Number(rows.find((row) => row.type === type)?.count ?? 0);
  // What points at one of them through its `mission` field.
  const pointing = (table: string) =>
    db.query<{ count: string }>(
      `SELECT count(*) AS count FROM ${table} x WHERE (x.data->>'mission') IN (SELECT r.id::text FROM diplomatic_mission_records r ${counted})`,
      where.params.values,
    );
  const [followed, sent] = await Promise.all([pointing('foreign_entity_records'), pointing('fund_transfer_records')]);
  const [embassies, consulates, permanent] = [byType('embassy'), byType('general'), byType('permanent')];
  return {
    total_embassies: embassies,
    total_general_consulates: consulates,
    total_permanent_missions: permanent,
    total: embassies + consulates + permanent,
    foreign_entity: Number(followed.rows[0]?.count ?? 0),
    local_entity_fund_transfer: Number(sent.rows[0]?.count ?? 0),
  };
};
