/**
 * Safe travel against its model, with fast-check (issue 17): random sequences of filings, workflow steps by
 * any demo user, and edits (PUT and PATCH, well formed or with a return before the departure) by any demo user.
 * The model — the generated machine, the access spec and the workflow's `editable` — says what each answer
 * must be: a step as tests/api/workflow-model.test.ts checks it; an edit 403 without a grant, 404 outside the
 * caller's scope, 403 'Please contact with the IT staff' in a state that opens nothing to the caller, 400
 * 'Please check inputs before perform edit action' for a PATCH whose record as stored has wrong dates (a PUT
 * body with wrong dates is refused by the schema first, whatever the record), else 200 with the change and the
 * state and the history untouched.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editableFields } from '../../src/shared/workflow/editable.ts';
import { checkedOnPostgresToo, startTestApp, testDatabaseKind, type TestApp } from './harness.ts';
import { dayFromToday, safeTravelBody } from './safe-travel-example.ts';
import { grantOf, inScope, type TestUser } from './workflow/access-model.ts';
import { logRows, signInAll, takeStep } from './workflow/api-steps.ts';
import { boundWorkflows, codeOf } from './workflow/bound-workflows.ts';
import { expectedAnswer, type ModelRecord } from './workflow/machine-model.ts';

const w = boundWorkflows().find((bound) => bound.name === 'safe-travel')!;
let t: TestApp;
let users: TestUser[];
beforeAll(async () => {
  t = await startTestApp();
  users = await signInAll(t);
}, 60_000);
afterAll(() => t?.close());

type Model = { records: Array<ModelRecord & { purpose: string }> };
const filers = () => users.filter((u) => grantOf('createSafeTravel', u.userType));

class File implements fc.AsyncCommand<Model, object> {
  constructor(readonly filer: number) {}
  check = () => true;
  async run(model: Model) {
    const filer = filers()[this.filer % filers().length]!;
    const response = await t.call('POST', '/safe-travel/', { token: filer.token, body: safeTravelBody() });
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json();
    expect(data.status).toBe(0);
    model.records.push({ id: data.id, data, createdBy: filer.id, state: w.definition.initial, logs: 0, purpose: data.purpose });
  }
  toString = () => `file#${this.filer}`;
}

type StepArgs = { pick: number; user: number; event: number; comment?: string };
const EVENTS = [...new Set(w.definition.transitions.filter((e) => !e.after).map((e) => e.event))];

class Step implements fc.AsyncCommand<Model, object> {
  private done = '';
  constructor(readonly a: StepArgs) {}
  check = (model: Readonly<Model>) => model.records.length > 0;
  async run(model: Model) {
    const record = model.records[this.a.pick % model.records.length]!;
    const user = users[this.a.user % users.length]!;
    const event = EVENTS[this.a.event % EVENTS.length]!;
    this.done = `${user.username}:${event}@${record.state}`;
    const { response } = await takeStep(t, w, record.id, event, user, { comment: this.a.comment });
    const want = expectedAnswer(w, record, user, event, { comment: this.a.comment, attached: false });
    expect(response.statusCode, `${this.done}: ${response.body}`).toBe(want.status);
    if (want.status === 200) {
      record.state = want.next;
      record.logs += 1;
    }
  }
  toString = () => this.done || `step#${this.a.pick}`;
}

type EditArgs = { pick: number; user: number; method: 'PUT' | 'PATCH'; wrong: boolean; serial: number };

/** What the model says an edit must answer, and the message when it is refused. */
function expectedEdit(record: Model['records'][number], user: TestUser, a: EditArgs): { status: number; message?: string } {
  const operationId = a.method === 'PUT' ? 'updateSafeTravel' : 'patchSafeTravel';
  const grant = grantOf(operationId, user.userType);
  if (!grant) return { status: 403 };
  // A PUT body the schema refuses is answered before the record is looked up (its fields' messages).
  if (a.wrong && a.method === 'PUT') return { status: 400 };
  const data = { ...record.data, status: codeOf(w.definition, record.state) };
  if (!inScope(grant, data, record.createdBy, user)) return { status: 404 };
  if (editableFields(w.definition, record.state, user.userType, user.ftDepartment).length === 0) return { status: 403, message: 'Please contact with the IT staff' };
  // A PATCH is checked on the record as it would be stored: section 8's message.
  if (a.wrong) return { status: 400, message: 'Please check inputs before perform edit action' };
  return { status: 200 };
}

class Edit implements fc.AsyncCommand<Model, object> {
  private done = '';
  constructor(readonly a: EditArgs) {}
  check = (model: Readonly<Model>) => model.records.length > 0;
  async run(model: Model) {
    const record = model.records[this.a.pick % model.records.length]!;
    const user = users[this.a.user % users.length]!;
    const purpose = `Edited ${this.a.serial}`;
    // Wrong: a return before the stored departure (PATCH) or before the sent one (PUT).
    const change = this.a.wrong ? { return_date: dayFromToday(1) } : { purpose };
    const body = this.a.method === 'PUT' ? safeTravelBody(change) : change;
    this.done = `${user.username}:${this.a.method}${this.a.wrong ? '(wrong)' : ''}@${record.state}`;
    const response = await t.call(this.a.method, `/safe-travel/${record.id}/`, { token: user.token, body, language: 'en' });
    const want = expectedEdit(record, user, this.a);
    expect(response.statusCode, `${this.done}: ${response.body}`).toBe(want.status);
    if (want.message) expect(response.json().message).toBe(want.message);
    if (want.status === 400) expect(Object.keys(response.json().fields)).toEqual(['return_date']);
    if (want.status === 200) {
      expect(response.json()).toMatchObject({ purpose, status: codeOf(w.definition, record.state), notification_number: record.data.notification_number });
      record.purpose = purpose;
    }
    // Nothing else moved: the stored purpose, the state and the history are the model's.
    const stored = await t.db.query<{ purpose: string; status: number }>(`SELECT data->>'purpose' AS purpose, (data->>'status')::int AS status FROM safe_travel_records WHERE id = $1`, [record.id]);
    expect(stored.rows[0]).toEqual({ purpose: record.purpose, status: codeOf(w.definition, record.state) });
    expect(await logRows(t, w, record.id)).toBe(record.logs);
  }
  toString = () => this.done || `edit#${this.a.pick}`;
}

const steps = fc.record({ pick: fc.nat(20), user: fc.nat(50), event: fc.nat(20), comment: fc.option(fc.constantFrom('ok', 'يرجى إضافة الفندق'), { nil: undefined, freq: 4 }) }).map((a) => new Step(a));
// Edits lean to the filers, who are the only ones a state opens fields to.
const edits = fc.record({
  pick: fc.nat(20),
  user: fc.oneof(fc.nat(50), fc.constant(-1)), // -1: a filer
  method: fc.constantFrom<'PUT' | 'PATCH'>('PUT', 'PATCH'),
  wrong: fc.boolean(),
  serial: fc.nat(1_000_000),
}).map((a) => new Edit({ ...a, user: a.user < 0 ? users.indexOf(filers()[a.serial % filers().length]!) : a.user }));

describe(`safe travel, filings, steps and edits against the model (${testDatabaseKind})`, () => {
  it('answers every filing, step and edit as the model says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands([fc.nat(10).map((n) => new File(n)), steps, steps, edits, edits], { maxCommands: 30, size: 'max' }), (cmds) =>
        fc.asyncModelRun(() => ({ model: { records: [] }, real: {} }), cmds)),
      { numRuns: Number(process.env.MODEL_RUNS ?? (checkedOnPostgresToo ? 4 : 10)) },
    );
  }, 300_000);
});
