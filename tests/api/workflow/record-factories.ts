/**
 * Records whose workflow names server checks or effects on other records need those records first:
 * a fund transaction pays for transfers the ministry has authorised. A factory makes them for each
 * new record and names the checks and effects its records always meet, so the generic workflow
 * tests (workflow-model.test.ts) cover the workflow like any other.
 */
import { boundEntities } from '../../../src/shared/identity/permission-names.ts';
import type { TestApp } from '../harness.ts';
import type { TestUser } from './access-model.ts';

export type RecordFactory = {
  /** Checks and effects of the workflow that records made this way always pass. */
  meets: string[];
  /** The data to create a record with, from the example data and the record's creator. */
  make: (t: TestApp, creator: TestUser, data: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /** Body fields a step of this event needs besides the comment (a helpdesk merge's surviving ticket). */
  stepBody?: (t: TestApp, event: string) => Promise<Record<string, unknown>>;
  /** Puts in place what a step of this event on record `id` needs (an awqaf request's documents before pre-approval). */
  beforeStep?: (t: TestApp, event: string, id: number) => Promise<void>;
};

/** A mobile number no other awqaf request of the run has: one open request per number (aq/request/valid-data/). */
let awqafMobiles = 0;
const awqafMobile = () => `+9655${String(1_000_000 + (awqafMobiles++ % 8_999_999)).padStart(7, '0')}`;

/** One opened ticket per app that merges go into: made directly, outside the model's records. */
const mergeTargets = new WeakMap<TestApp, number>();
async function mergeTarget(t: TestApp): Promise<number> {
  const known = mergeTargets.get(t);
  if (known !== undefined) return known;
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO helpdesk_ticket_records (data) VALUES ('{"title": "Merge target", "queue": "general", "description": "Duplicates go here", "priority": 3, "status": 1}') RETURNING id`,
  );
  mergeTargets.set(t, Number(rows[0]!.id));
  return Number(rows[0]!.id);
}

/**
 * Two regular transfers of the creator's local entity, through the Amman embassy (1) to Iraq, as the
 * general account supervisor leaves them once authorised: put in place directly, as the transfers'
 * own path is the fund-transfer workflow's test.
 */
export async function authorisedTransfers(t: TestApp, localEntity: number, count = 2, extra: Record<string, unknown> = {}): Promise<number[]> {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO fund_transfer_records (data)
     SELECT jsonb_build_object('request_type', 'r', 'amount', 1250.125, 'deposit_receipt', 'DR-' || n, 'purpose', 'Orphans care', 'foreign_entity', 2,
                               'country', 'IQ', 'mission', 1, 'local_entity', $1::int, 'status', 'ft_regular') || $3::jsonb
       FROM generate_series(1, $2::int) AS n RETURNING id`,
    [localEntity, count, JSON.stringify(extra)],
  );
  return rows.map((row) => Number(row.id));
}

export const recordFactories: Record<string, RecordFactory> = {
  // Each request its own mobile number; before pre-approval the documents its type needs (awqafDocumentsComplete),
  // put in place directly: their own path is tests/api/awqaf-documents.test.ts.
  awqaf: {
    meets: ['awqafDocumentsComplete'],
    make: async (_t, _creator, data) => ({ ...data, mobile: awqafMobile() }),
    beforeStep: async (t, event, id) => {
      if (event !== 'pre_approve') return;
      await t.db.query(
        `INSERT INTO awqaf_attachment_records (data)
         SELECT jsonb_build_object('awqaf_request', $1::int, 'attachment_type', n) FROM generate_series(0, 4) AS n
          WHERE NOT EXISTS (SELECT 1 FROM awqaf_attachment_records WHERE (data->>'awqaf_request')::int = $1 AND (data->>'attachment_type')::int = n)`,
        [id],
      );
    },
  },
  // A new ticket has no dependencies (dependenciesClosed holds) and its queue's default CC list is empty in the seed.
  'helpdesk-ticket': {
    meets: ['dependenciesClosed', 'mailTicketCcs'],
    make: async (_t, _creator, data) => data,
    stepBody: async (t, event) => (event === 'merge' ? { merged_to: await mergeTarget(t) } : {}),
  },
  'fund-transaction': {
    meets: ['transfersPayable', 'paciAuthenticated', 'claimTransfers', 'releaseTransfers'], // Kuwait Mobile ID is not required by the demo settings
    make: async (t, creator, data) => ({ ...data, confirm_ids: await authorisedTransfers(t, boundEntities(creator.permissions, 'local_entity')[0]!) }),
  },
};
