/**
 * `support/donations/` (POST): a Kuwaiti entity's donation to an approved request. The generic create
 * (x-parent: the request must be in the caller's scope) with, in its one transaction: the request's
 * row locked (`FOR UPDATE`, so concurrent donations to it queue), the checks (open to donors, not past
 * its expiry date, a receipt, not above the amount still open), the donation's KWD value, then the
 * request's `donated_total`/`remaining` and its workflow step — `donate` while some of the amount is
 * open, `fund` when none is — through the workflow engine (state log, notifications). The donor never
 * chooses the state. Every refusal answers `donation_failed` ("An error occurs while donation",
 * product spec section 8) with its reason under the field.
 */
import type { FastifyRequest } from 'fastify';
import type { OperationIO } from '../../../../generated/api/io.ts';
import { formatAmount } from '../../../shared/format/money.ts';
import { SqlParams } from '../../db/sql-params.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, type MessageRef } from '../../platform/errors.ts';
import type { Handler } from '../../platform/handler.ts';
import { requireUser } from '../../platform/request-context.ts';
import { boundEntityStamp } from '../../platform/resources/bound-entity-stamp.ts';
import { entityBinding } from '../../platform/resources/entities.ts';
import type { ResourceHooks } from '../../platform/resources/resource-hooks.ts';
import { createHandler } from '../../platform/resources/write-handlers.ts';
import { takeTransitionIn } from '../../platform/workflow/take-transition.ts';
import { workflowBinding } from '../../platform/workflow/workflow-binding.ts';
import { fils, fromFils, kuwaitDate, usdPerKwd } from './money.ts';

/** A donation refused: the spec's message on top, the reason under its field. */
export class DonationFailed extends ApiError {
  constructor(statusCode: number, fields?: Record<string, MessageRef>) {
    super(statusCode, 'donation_failed', fields);
  }

  override get messageKey(): string {
    return 'support_request.errors.donation_failed';
  }
}

const refuse = (field: string, key: string, params?: Record<string, unknown>, status = 400) => new DonationFailed(status, { [field]: { key: `support_request.errors.${key}`, ...(params ? { params } : {}) } });

/** States a request takes donations in (the workflow's `donate`/`fund` sources). */
const OPEN = new Set(['approved', 'partial']);

type LockedRequest = { id: string; status: string; amount_requested: string | null; donated_total: string | null; expiry_date: string | null };

/** The request's row, locked for the rest of the transaction. */
async function lockRequest(tx: Queryable, id: number): Promise<LockedRequest | undefined> {
  const { rows } = await tx.query<LockedRequest>(
    `SELECT id, data->>'status' AS status, data->>'amount_requested' AS amount_requested, data->>'donated_total' AS donated_total, data->>'expiry_date' AS expiry_date
       FROM support_request_records WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/** The donation's value in fils of KWD (USD at the settings' rate). */
async function kwdFils(tx: Queryable, data: Record<string, unknown>): Promise<number> {
  const amount = Number(data.amount);
  return data.currency === 'USD' ? Math.round((amount * 1000) / (await usdPerKwd(tx))) : fils(amount);
}

/** Fils still open on a request. */
const openFils = (row: LockedRequest) => Math.max(0, fils(Number(row.amount_requested ?? 0)) - fils(Number(row.donated_total ?? 0)));

const hooks: ResourceHooks = {
  validateCreate: async (tx, data, request) => {
    const row = await lockRequest(tx, Number(data.support_request));
    if (!row || !OPEN.has(row.status) || (row.expiry_date !== null && row.expiry_date < kuwaitDate(request.server.config.clock()))) throw refuse('support_request', 'not_open', undefined, 409); // the state's refusal, as a workflow step's
    const receipt = (request.body as Record<string, unknown>).receipt;
    if (!Array.isArray(receipt) || receipt.length === 0) throw refuse('receipt', 'receipt_required');
    const remaining = openFils(row);
    if ((await kwdFils(tx, data)) > remaining) throw refuse('amount', 'over_remaining', { remaining: formatAmount(fromFils(remaining), 'KWD', request.language) });
  },
  beforeCreate: boundEntityStamp('local_entity', 'local_entity'),
  derive: async (tx, data) => ({ amount_kwd: fromFils(await kwdFils(tx, data)) }),
  afterWrite: async (tx, change, request) => {
    const after = change.after!;
    const id = Number(after.support_request);
    const row = (await lockRequest(tx, id))!;
    const total = fils(Number(row.donated_total ?? 0)) + fils(Number(after.amount_kwd));
    const remaining = Math.max(0, fils(Number(row.amount_requested ?? 0)) - total);
    await tx.query(`UPDATE support_request_records SET data = data || $2::jsonb, updated_at = now() WHERE id = $1`, [id, JSON.stringify({ donated_total: fromFils(total), remaining: fromFils(remaining) })]);
    const user = requireUser(request.user);
    await takeTransitionIn(tx, workflowBinding('support-request'), {
      id,
      where: { conditions: [], params: new SqlParams() },
      userId: user.id,
      event: { type: remaining === 0 ? 'fund' : 'donate', role: user.user_type, userId: user.id, ftDepartment: user.ft_department ?? null },
      request,
      hooks: request.server.modules.transitionHooks,
    });
  },
};

let create: ReturnType<typeof createHandler> | undefined;
type Answer = OperationIO['createSupportDonation']['response'];

/** Failures of the donation (400, 409) answer the spec's donation message; 401/403/404 stay as they are. */
export const createSupportDonation: Handler<'createSupportDonation'> = async (request, reply) => {
  create ??= createHandler(entityBinding('support-donation'), hooks);
  try {
    return (await create(request as FastifyRequest, reply)) as Answer;
  } catch (error) {
    if (error instanceof ApiError && !(error instanceof DonationFailed) && (error.statusCode === 400 || error.statusCode === 409)) throw new DonationFailed(error.statusCode, error.fields);
    throw error;
  }
};
