/**
 * What the server checks of an awqaf request beyond its schema (product spec sections 3, 5 and 8):
 * a mobile number no other open request uses, the places chain (the country on its continent, the
 * province in its country), a nominee's reason; and who may still change or delete a request (the
 * workflow's `editable` in its state).
 */
import type { FastifyRequest } from 'fastify';
import { stateOfCode } from '../../../shared/workflow/decide.ts';
import { editableFields } from '../../../shared/workflow/editable.ts';
import type { Queryable } from '../../db/database.ts';
import { countryOf } from '../../platform/countries.ts';
import { ApiError, invalidFields, type MessageRef } from '../../platform/errors.ts';
import { requireUser } from '../../platform/request-context.ts';
import { workflowBinding } from '../../platform/workflow/workflow-binding.ts';

export const requests = () => workflowBinding('awqaf');

/** State codes of requests still open (not final): a mobile number is theirs while they are. */
const openCodes = () => requests().definition.states.filter((state) => !state.final).map((state) => state.code);

/** Nominee: `state_type` 9 (spec/workflows/awqaf.yaml `kinds`). */
const NOMINEE = 9;

/** 400 `try_another_number` ('Please try with another number'), the section 8 message under `mobile`. */
export const mobileTaken = () => new ApiError(400, 'try_another_number', { mobile: { key: 'errors.mobile_exists_request' } });

/**
 * True when an open request other than `except` has `mobile`. With `lock`, first takes a transaction
 * advisory lock on the number, so two filings of one number at once are decided one after the other:
 * the second sees the first once it commits, and is refused.
 */
export async function mobileInUse(q: Queryable, mobile: string, except: number | null, lock: boolean): Promise<boolean> {
  if (lock) await q.query(`SELECT pg_advisory_xact_lock(hashtext('awqaf_request.mobile'), hashtext($1))`, [mobile]);
  const { rows } = await q.query(
    `SELECT 1 FROM awqaf_request_records WHERE data->>'mobile' = $1 AND (data->>'state')::int = ANY($2::int[]) AND id <> $3 LIMIT 1`,
    [mobile, openCodes(), except ?? 0],
  );
  return rows.length > 0;
}

/** The request's fields against each other and the stored places; throws 400 with one message per field. */
export async function checkRequest(tx: Queryable, data: Record<string, unknown>, except: number | null): Promise<void> {
  const problems: Record<string, MessageRef> = {};
  if (typeof data.continent === 'string' && typeof data.country === 'string' && countryOf(data.country)?.continent !== data.continent) {
    problems.country = { key: 'errors.invalid_choice' };
  }
  if (typeof data.province === 'number') {
    const { rows } = await tx.query<{ country: string | null }>(`SELECT data->>'country' AS country FROM province_records WHERE id = $1`, [data.province]);
    if (rows[0]?.country !== data.country) problems.province = { key: 'errors.invalid_choice' };
  }
  if (data.state_type === NOMINEE && !(typeof data.reason_to_nominate === 'string' && data.reason_to_nominate.trim())) {
    problems.reason_to_nominate = { key: 'errors.required' };
  }
  if (Object.keys(problems).length) throw invalidFields(problems);
  if (typeof data.mobile === 'string' && (await mobileInUse(tx, data.mobile, except, true))) throw mobileTaken();
}

/** The fields the workflow lets the caller change in the request's state (empty: none). */
export function editableNow(request: FastifyRequest, data: Record<string, unknown>): string[] {
  const { definition } = requests();
  const user = requireUser(request.user);
  return editableFields(definition, stateOfCode(definition, data[definition.field]), user.user_type, user.ft_department);
}

/** The request's row locked for the change of one of its documents; 403 `awqaf_request_locked` unless the caller may change its files now. */
export async function requestOpenToFiles(tx: Queryable, request: FastifyRequest, id: number): Promise<void> {
  const { rows } = await tx.query<{ data: Record<string, unknown> }>('SELECT data FROM awqaf_request_records WHERE id = $1 FOR UPDATE', [id]);
  if (!rows[0] || !editableNow(request, rows[0].data).includes('attachments')) throw new ApiError(403, 'awqaf_request_locked');
}
