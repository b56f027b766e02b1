/**
 * Facts the server adds to a record for a workflow's guards (a module's `facts`, never stored on the
 * record), and how a test makes each one hold in the server's world: the model decides on the record
 * with the facts, the server finds them true, and the path replay reaches the edges they guard.
 */
import type { TestApp } from '../harness.ts';
import type { CreatedRecord } from './api-steps.ts';

export type FactVariant = {
  facts: Record<string, unknown>;
  /** Makes the facts true for this record (before its path is replayed). */
  arrange: (t: TestApp, record: CreatedRecord) => Promise<void>;
  /** Puts the world back as it was for every other record. */
  undo: (t: TestApp) => Promise<void>;
};

export const factVariants: Record<string, FactVariant[]> = {
  // A transfer to a country on the restricted list (src/server/modules/fund-transfer/restricted-countries.ts).
  'fund-transfer': [
    {
      facts: { restricted_country: true },
      arrange: async (t, record) => {
        await t.db.query('INSERT INTO ft_restricted_countries (country) VALUES ($1) ON CONFLICT DO NOTHING', [String(record.data.country)]);
      },
      undo: async (t) => {
        await t.db.query('DELETE FROM ft_restricted_countries');
      },
    },
  ],
};
