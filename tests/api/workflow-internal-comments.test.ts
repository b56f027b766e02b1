/**
 * Internal notes (issue 19): a step whose transition names `comment_readers:` keeps its comment for
 * those user types. The charity account staff's review of a transfer is the ministry's: the local
 * entity reads the step in the transfer's history and in its PDF, but not what the staff wrote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from './harness.ts';
import { pdfText } from './pdf-text.ts';
import type { TestUser } from './workflow/access-model.ts';
import { createRecord, startFundTransferApp, takeStep } from './workflow/api-steps.ts';
import { boundWorkflows, type BoundWorkflow } from './workflow/bound-workflows.ts';
import { exampleRecord } from './workflow/example-records.ts';

let t: TestApp;
let u: Record<string, TestUser>;
const w = boundWorkflows().find((b) => b.name === 'fund-transfer') as BoundWorkflow;
beforeAll(async () => ({ t, u } = await startFundTransferApp()));
afterAll(() => t?.close());

const NOTE = 'INTERNALNOTE7731';
const SHARED = 'SHAREDREASON4410';

describe(`internal notes in a record's history (${testDatabaseKind})`, () => {
  it("gives the review's comment to the ministry's FT users and leaves it out for the local entity, in JSON and in the PDF", async () => {
    const { mission: _mission, ...data } = exampleRecord(w.entity.schema);
    const { id } = await createRecord(t, w, u.ftstaff!, { ...data, request_type: 'd', country: 'JO' });
    for (const [event, who, input] of [
      ['submit', 'ftstaff', {}],
      ['approve', 'kuwaiti', { otp: 'right', comment: SHARED }],
      ['review', 'charity', { comment: NOTE }],
    ] as const) {
      const { response } = await takeStep(t, w, id, event, u[who]!, input);
      expect(response.statusCode, `${event}: ${response.body}`).toBe(200);
    }
    const history = async (who: string) => {
      const answer = await t.call('GET', '/ft/history/', { token: u[who]!.token, query: { request_id: id } });
      expect(answer.statusCode).toBe(200);
      return Object.fromEntries((answer.json() as Array<{ event: string; comment: string | null }>).map((row) => [row.event, row.comment]));
    };
    expect(await history('charity')).toMatchObject({ approve: SHARED, review: NOTE });
    const entity = await history('kuwaiti');
    expect(entity).toMatchObject({ approve: SHARED, review: null });
    expect(JSON.stringify(entity)).not.toContain(NOTE);

    const pdf = async (who: string) => pdfText((await t.call('GET', `/ft/fund-transfer/${id}/export-item-pdf/`, { token: u[who]!.token, language: 'en' })).rawPayload);
    const staffPrint = await pdf('charity');
    expect(staffPrint).toContain(NOTE);
    const entityPrint = await pdf('kuwaiti');
    expect(entityPrint).toContain(SHARED);
    expect(entityPrint).not.toContain(NOTE);
  });
});
