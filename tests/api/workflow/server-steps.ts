/**
 * Steps no operation asks for by name: a bespoke handler takes them (`by:` in spec/workflows) from what
 * its request says. The generic workflow tests take such an event through the operation that causes it:
 * a support request's `donate` is a donation leaving some of the amount open, `fund` one giving exactly
 * what remains (support/donations/; the server chooses the step from the donated total). The answer is the
 * record as read after the donation (200, its new state) or the donation's refusal.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../harness.ts';
import { minimalPdf } from '../harness.ts';
import type { TestUser } from './access-model.ts';

export type ServerStep = {
  /** The operation whose handler takes the step (its access rule is the step's). */
  operationId: string;
  take(t: TestApp, id: number, user: TestUser): Promise<LightMyRequestResponse>;
};

/** What remains open of a support request, in fils (read from the database: the model does not track amounts). */
async function remainingFils(t: TestApp, id: number): Promise<number> {
  const { rows } = await t.db.query<{ amount: string | null; donated: string | null }>(
    `SELECT data->>'amount_requested' AS amount, data->>'donated_total' AS donated FROM support_request_records WHERE id = $1`,
    [id],
  );
  return Math.max(0, Math.round(Number(rows[0]?.amount ?? 0) * 1000) - Math.round(Number(rows[0]?.donated ?? 0) * 1000));
}

/** A donation of `part(remaining)` fils with a fresh receipt; the record as it then reads, or the refusal. */
function donation(part: (remaining: number) => number): ServerStep {
  return {
    operationId: 'createSupportDonation',
    async take(t, id, user) {
      const upload = await t.upload('/support/donations/receipts/', user.token, { name: 'receipt.pdf', type: 'application/pdf', bytes: minimalPdf(['Receipt']) });
      const receipt = upload.statusCode === 201 ? [{ id: upload.json().id }] : [];
      // At least one fils, so a request with nothing open is refused by its state, not by the amount.
      const amount = Math.max(1, part(await remainingFils(t, id))) / 1000;
      const given = await t.call('POST', '/support/donations/', { token: user.token, body: { support_request: id, amount, currency: 'KWD', receipt } });
      if (given.statusCode !== 201) return given;
      return t.call('GET', `/support/request/${id}/`, { token: user.token });
    },
  };
}

/** By workflow and event. */
export const serverSteps: Record<string, Record<string, ServerStep>> = {
  'support-request': {
    // One KWD at most, leaving some open (the example requests ask for thousands).
    donate: donation((remaining) => Math.min(1000, remaining - 1)),
    fund: donation((remaining) => remaining),
  },
};
