/**
 * `POST ft/auth-url/`: the FT manager authenticates with Kuwait Mobile ID (PACI push) before submitting
 * a draft transaction, with the civil ID the transaction names; and the `paciAuthenticated` check of the
 * submit step (spec/workflows/fund-transaction.yaml), which asks for an approved authentication of the
 * same user for the same transaction in the last 15 minutes — when the ministry requires it (setting
 * `ft_paci_required` = `true`; until PACI's service is configured it does not).
 */
import { paciAdapter } from '../../platform/auth/paci-adapter.ts';
import { grantedScope } from '../../platform/access/access-rules.ts';
import { recordMiss } from '../../platform/access/record-miss.ts';
import { ApiError, forbidden } from '../../platform/errors.ts';
import type { Handler } from '../../platform/handler.ts';
import { requireUser } from '../../platform/request-context.ts';
import { entityBinding } from '../../platform/resources/entities.ts';
import { scopeWhere } from '../../platform/resources/read-handlers.ts';
import { recordsRepository } from '../../platform/resources/records-repository.ts';
import type { TransitionCheck } from '../../platform/workflow/transition-hooks.ts';
import { workflowGuards } from '../../../shared/workflow/guards.ts';
import { flagSetting } from './safeguards.ts';

/** How long an approved authentication opens the submission. */
const VALID_MINUTES = 15;

export const authenticateFundTransaction: Handler<'authenticateFundTransaction'> = async (request) => {
  const user = requireUser(request.user);
  if (!workflowGuards.isLeFtManager({ context: { record: {} }, event: { type: 'submit', role: user.user_type, ftDepartment: user.ft_department ?? null } })) throw forbidden();
  const entity = entityBinding('fund-transaction');
  const id = request.body.transaction_id;
  const row = await recordsRepository(request.server.db, entity).find(id, scopeWhere(request, entity, grantedScope('getFundTransaction', user)!));
  if (!row) throw await recordMiss(request.server.db, entity, id);
  if (row.data.status !== 'draft') throw new ApiError(409, 'transition_not_allowed');
  const { reference, status } = await paciAdapter().requestAuthentication(String(row.data.civil_id));
  await request.server.db.query('INSERT INTO ft_paci_authentications (reference, transaction_id, user_id, status) VALUES ($1, $2, $3, $4)', [reference, id, user.id, status]);
  return { reference, status, auth_url: status === 'approved' ? `/portal/ft/authentication-success?transaction_id=${id}` : null };
};

export const paciAuthenticated: TransitionCheck = async ({ tx, record, event }) => {
  if (!(await flagSetting(tx, 'ft_paci_required'))) return;
  const { rows } = await tx.query(
    `SELECT 1 FROM ft_paci_authentications
      WHERE transaction_id = $1 AND user_id = $2 AND status = 'approved' AND created_at > now() - make_interval(mins => $3)`,
    [record.id, event.userId ?? 0, VALID_MINUTES],
  );
  if (rows.length === 0) throw new ApiError(400, 'ft_paci_required');
};
