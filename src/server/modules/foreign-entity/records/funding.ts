/** `funding-local-entites/`: which local entities' fund transfers reached a foreign entity. */
import { entityBinding } from '../../../platform/resources/entities.ts';
import type { Handler } from '../../../platform/handler.ts';
import { entityInScope } from './entity-records.ts';

/** Fund-transfer states in which the bank has sent the money (spec/workflows/fund-transfer.yaml). */
const TRANSFERRED = ['foreign_entity', 'donation_received', 'completed'];

export const listFundingLocalEntities: Handler<'listFundingLocalEntities'> = async (request) => {
  const { foreign_entity: id } = request.query;
  const entity = await entityInScope(request.server.db, request, id);
  const transfers = entityBinding('fund-transfer');
  const { rows } = await request.server.db.query<{ local_entity: number; transfers: number; total_amount: string; last_transfer: Date }>(
    `SELECT (data->>'local_entity')::int AS local_entity, count(*)::int AS transfers,
            sum((data->>'amount')::numeric) AS total_amount, max(created_at) AS last_transfer
       FROM ${transfers.table}
      WHERE data->>'foreign_entity' = $1 AND data->>'status' = ANY($2::text[]) AND data ? 'local_entity'
      GROUP BY 1 ORDER BY 3 DESC, 1`,
    [String(entity.id), TRANSFERRED],
  );
  return rows.map((row) => ({
    local_entity: Number(row.local_entity),
    transfers: Number(row.transfers),
    total_amount: Number(row.total_amount),
    last_transfer: new Date(row.last_transfer).toISOString(),
  }));
};
