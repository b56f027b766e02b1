/**
 * Fund transactions (spec/workflows/fund-transaction.yaml): a local entity pays for up to 10 of its
 * authorised transfers at once. The generic runtime stores, lists and moves them; this file keeps
 * what only the transfers can tell: which may be paid, the figures taken from them, and the claim
 * that puts a transfer in at most one open transaction (ft_transaction_claims, migration 015).
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { ApiError, fieldError } from '../../platform/errors.ts';
import type { Handler } from '../../platform/handler.ts';
import { boundEntityStamp } from '../../platform/resources/bound-entity-stamp.ts';
import { entityBinding } from '../../platform/resources/entities.ts';
import { fieldText } from '../../platform/resources/field-columns.ts';
import type { RecordRow } from '../../platform/resources/records-repository.ts';
import type { ResourceHookMap, ResourceHooks } from '../../platform/resources/resource-hooks.ts';
import { scopedRows } from '../../platform/resources/scoped-rows.ts';
import type { TransitionHooks } from '../../platform/workflow/transition-hooks.ts';
import { workflows } from '../../../../generated/workflows/index.ts';
import { viewCodes } from '../../../shared/workflow/view-codes.ts';
import { callerLocalEntity } from './resource-hooks.ts';
import { decimalSetting } from './safeguards.ts';

/**
 * Transfers the general account supervisor has authorised and the bank has not paid yet: the state
 * codes of the fund-transfer workflow's `payable` view (spec/workflows/fund-transfer.yaml), which the
 * portal's picker lists too.
 */
const payableStates = () => viewCodes('fund-transfer', 'payable');
/** USD per KWD when the settings name no `usd_per_kwd`. */
const DEFAULT_USD_PER_KWD = 3.25;

/** `kwd` in US dollars at the settings' rate (`usd_per_kwd`), to the cent. */
export async function usdEquivalent(q: Queryable, kwd: number): Promise<number> {
  return Math.round(kwd * (await decimalSetting(q, 'usd_per_kwd', DEFAULT_USD_PER_KWD)) * 100) / 100;
}

export const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : []);

/**
 * The transfers named for a message: the local entity's own by their deposit receipt (what its
 * users see), any other by its number only, so nothing of another entity's transfer is told.
 */
async function listed(q: Queryable, ids: number[], localEntity: unknown): Promise<string> {
  const { rows } = await q.query<{ id: string; receipt: string | null }>(
    `SELECT id, data->>'deposit_receipt' AS receipt FROM fund_transfer_records WHERE id = ANY($1::bigint[]) AND data->>'local_entity' = $2`,
    [ids, String(localEntity)],
  );
  const receipts = new Map(rows.map((row) => [Number(row.id), row.receipt]));
  return ids.map((id) => receipts.get(id) || `#${id}`).join(', ');
}

/**
 * 400 under `confirm_ids` naming the transfers that are not the local entity's, not in a payable
 * state, or held by another open transaction than `self`.
 */
async function assertPayable(q: Queryable, ids: number[], localEntity: unknown, self?: number): Promise<void> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT f.id FROM fund_transfer_records f LEFT JOIN ft_transaction_claims c ON c.fund_transfer_id = f.id
      WHERE f.id = ANY($1::bigint[]) AND f.data->>'local_entity' = $2 AND f.data->>'status' = ANY($3::text[])
        AND (c.transaction_id IS NULL OR c.transaction_id = $4)`,
    [ids, String(localEntity), payableStates(), self ?? 0],
  );
  const payable = new Set(rows.map((row) => Number(row.id)));
  const refused = ids.filter((id) => !payable.has(id));
  if (refused.length) throw fieldError('ft_transaction_not_payable', 'confirm_ids', { numbers: await listed(q, refused, localEntity) });
}

/** Figures from the transfers: total KWD (three decimals), its USD equivalent (two), and the country and mission they share. */
async function figuresOf(q: Queryable, ids: number[]): Promise<Record<string, unknown>> {
  const { rows } = await q.query<{ amount: string; countries: string[]; missions: string[] }>(
    `SELECT coalesce(sum((data->>'amount')::numeric), 0) AS amount,
            array_remove(array_agg(DISTINCT data->>'country'), NULL) AS countries,
            array_agg(DISTINCT coalesce(data->>'mission', '')) AS missions -- '' for a transfer through no mission
       FROM fund_transfer_records WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  const { amount, countries, missions } = rows[0]!;
  const kwd = Math.round(Number(amount) * 1000) / 1000;
  return {
    amount: kwd,
    amount_usd: await usdEquivalent(q, kwd),
    // Left out (removed on an update) when the transfers do not share one.
    country: countries.length === 1 ? countries[0] : undefined,
    mission: missions.length === 1 && missions[0] !== '' ? Number(missions[0]) : undefined,
  };
}

/** `TR-<year>-<serial>`, the year Kuwait's. */
async function transactionNumber(q: Queryable, now: Date): Promise<string> {
  const { rows } = await q.query<{ serial: string }>(`SELECT nextval('ft_transaction_no_seq') AS serial`);
  const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Kuwait', year: 'numeric' }).format(now);
  return `TR-${year}-${String(rows[0]!.serial).padStart(6, '0')}`;
}

type TransferSummary = { id: number; deposit_receipt: string; amount: number; foreign_entity_name: string | null; country: string | null; status: string };

/** Adds `transfers`, the summary of each record's `confirm_ids` (one query for a whole page). */
const withTransfers: NonNullable<ResourceHooks['onView']> = async (q, records, request) => {
  const ids = [...new Set(records.flatMap((record) => idsOf(record.confirm_ids)))];
  if (ids.length === 0) return records.map((record) => ({ ...record, transfers: [] }));
  const name = request.language === 'ar' ? 'name_ar' : 'name_en';
  const { rows } = await q.query<TransferSummary & { id: string; amount: string }>(
    `SELECT f.id, f.data->>'deposit_receipt' AS deposit_receipt, f.data->>'amount' AS amount, fe.data->>'${name}' AS foreign_entity_name,
            f.data->>'country' AS country, f.data->>'status' AS status
       FROM fund_transfer_records f LEFT JOIN foreign_entity_records fe ON fe.id = (f.data->>'foreign_entity')::bigint
      WHERE f.id = ANY($1::bigint[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id), amount: Number(row.amount) }]));
  return records.map((record) => ({ ...record, transfers: idsOf(record.confirm_ids).flatMap((id) => byId.get(id) ?? []) }));
};
const viewHooks: ResourceHooks = { onView: withTransfers };

const editHooks: ResourceHooks = {
  ...viewHooks,
  validateUpdate: (tx, data, _request, current) => assertPayable(tx, idsOf(data.confirm_ids), current.data.local_entity, Number(current.id)),
  derive: (tx, data) => figuresOf(tx, idsOf(data.confirm_ids)),
};

export const transactionResourceHooks: ResourceHookMap = {
  listFundTransactions: viewHooks,
  getFundTransaction: viewHooks,
  createFundTransaction: {
    onView: withTransfers,
    validateCreate: (tx, data, request) => assertPayable(tx, idsOf(data.confirm_ids), callerLocalEntity(request)),
    beforeCreate: boundEntityStamp('local_entity', 'local_entity'),
    derive: async (tx, data, request) => ({ ...(await figuresOf(tx, idsOf(data.confirm_ids))), transaction_no: await transactionNumber(tx, request.server.config.clock()) }),
  },
  updateFundTransaction: editHooks,
  patchFundTransaction: editHooks,
  deleteFundTransaction: {
    // A submitted transaction holds its transfers and has a history: it is cancelled, not deleted.
    beforeDelete: async (_tx, row) => {
      if (row.data.status !== 'draft') throw new ApiError(409, 'ft_transaction_submitted');
    },
  },
};

/** Marks the transfers with the transaction holding them (their lists and pages show its number), or clears the mark. */
async function markTransfers(q: Queryable, transaction: RecordRow, ids: number[] | null): Promise<void> {
  if (ids) {
    await q.query(
      `UPDATE fund_transfer_records SET data = data || jsonb_build_object('transaction', $2::bigint, 'transaction_no', $3::text), version = version + 1, updated_at = now()
        WHERE id = ANY($1::bigint[])`,
      [ids, transaction.id, transaction.data.transaction_no ?? null],
    );
  } else {
    await q.query(
      `UPDATE fund_transfer_records SET data = data - 'transaction' - 'transaction_no', version = version + 1, updated_at = now() WHERE data->>'transaction' = $1`,
      [String(transaction.id)],
    );
  }
}

export const transactionWorkflowHooks: TransitionHooks = {
  checks: {
    /** The transfers may still be paid: since the draft, one may have moved on or been claimed. */
    transfersPayable: ({ tx, record }) => assertPayable(tx, idsOf(record.data.confirm_ids), record.data.local_entity, Number(record.id)),
  },
  effects: {
    /**
     * Claims the transfers for the transaction. The claims' key decides between concurrent
     * submissions naming one transfer: the first to commit holds it, the others find it taken
     * and are refused with nothing written.
     */
    claimTransfers: async ({ tx, record }) => {
      const ids = idsOf(record.data.confirm_ids);
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO ft_transaction_claims (fund_transfer_id, transaction_id) SELECT unnest($1::bigint[]), $2
           ON CONFLICT (fund_transfer_id) DO NOTHING RETURNING fund_transfer_id AS id`,
        [ids, record.id],
      );
      const claimed = new Set(rows.map((row) => Number(row.id)));
      const taken = ids.filter((id) => !claimed.has(id));
      if (taken.length) throw fieldError('ft_transaction_claimed', 'confirm_ids', { numbers: await listed(tx, taken, record.data.local_entity) });
      await markTransfers(tx, record, ids);
    },
    /** Frees the transfers for another transaction. */
    releaseTransfers: async ({ tx, record }) => {
      await tx.query('DELETE FROM ft_transaction_claims WHERE transaction_id = $1', [record.id]);
      await markTransfers(tx, record, null);
    },
  },
};

const transactions = () => entityBinding('fund-transaction');
type Figures = { status: string; count: number; amount: string; amount_usd: string };
/** States whose money does not move: left out of the total amount. */
const VOID = new Set(['cancelled', 'rejected_by_bank']);

/** `ft/transaction/statistics/`: per state (every state the caller may list, zeros included) and the total. */
export const getFundTransactionStatistics: Handler<'getFundTransactionStatistics'> = async (request: FastifyRequest) => {
  const rows = await scopedRows<Figures>(
    request, transactions(),
    `${fieldText(transactions(), 'status')} AS status, count(*)::int AS count, coalesce(sum((r.data->>'amount')::numeric), 0) AS amount, coalesce(sum((r.data->>'amount_usd')::numeric), 0) AS amount_usd`,
    undefined, 'GROUP BY 1',
  );
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  const states = workflows['fund-transaction']!.definition.states.map((s) => String(s.code));
  const round = (value: unknown, places: number) => Math.round(Number(value ?? 0) * 10 ** places) / 10 ** places;
  return {
    by_status: states.map((status) => ({ status, count: byStatus.get(status)?.count ?? 0, amount: round(byStatus.get(status)?.amount, 3), amount_usd: round(byStatus.get(status)?.amount_usd, 2) })),
    total: rows.reduce((sum, row) => sum + row.count, 0),
    amount: round(rows.filter((row) => !VOID.has(row.status)).reduce((sum, row) => sum + Number(row.amount), 0), 3),
  };
};
