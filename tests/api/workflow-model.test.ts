/**
 * Every bound workflow through the HTTP API, with its generated machine (and the access spec) as
 * the model: random sequences of (user, event) steps on random records are answered exactly as the
 * model says, each accepted step leaving one state-log row and one notification for each user its
 * `notify:` reaches (never the actor); the shortest path to every edge is
 * replayed for every user type the edge names; 20 concurrent attempts of one step let exactly one
 * through; a step on a stale version is refused. A workflow bound later is picked up by itself.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgePaths } from '../../src/shared/workflow/edge-paths.ts';
import type { WorkflowEvent } from '../../src/shared/workflow/types.ts';
import { checkedOnPostgresToo, startTestApp, testDatabaseKind, type TestApp } from './harness.ts';
import { grantOf, type TestUser } from './workflow/access-model.ts';
import { createRecord, logRows, liftTransferSafeguards, signInAll, takeStep, type CreatedRecord } from './workflow/api-steps.ts';
import { boundWorkflows, codeOf, type BoundWorkflow } from './workflow/bound-workflows.ts';
import { recordVariants } from './workflow/example-records.ts';
import { factVariants } from './workflow/fact-variants.ts';
import { expectedAnswer, reachable, type ModelRecord } from './workflow/machine-model.ts';
import { expectNotified } from './workflow/notification-model.ts';
import { replayPath, stateInDb } from './workflow/path-replay.ts';

let t: TestApp;
let users: TestUser[];
beforeAll(async () => {
  t = await startTestApp();
  await liftTransferSafeguards(t); // many identical example transfers a day
  users = await signInAll(t);
}, 60_000);
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const WORKFLOWS = boundWorkflows();
const actors = () => users.map((u) => ({ role: u.userType, userId: u.id, ftDepartment: u.ftDepartment }));
const creators = (w: BoundWorkflow) => users.filter((u) => grantOf(w.create.operationId, u.userType));

type Model = { records: ModelRecord[] };

class Create implements fc.AsyncCommand<Model, object> {
  constructor(readonly w: BoundWorkflow, readonly creator: number, readonly variant: number) {}
  check = () => true;
  async run(model: Model) {
    const list = creators(this.w);
    const variants = recordVariants(this.w.entity.schema);
    const created = await createRecord(t, this.w, list[this.creator % list.length]!, variants[this.variant % variants.length]!);
    expect(created.data[this.w.definition.field]).toBe(codeOf(this.w.definition, this.w.definition.initial));
    model.records.push({ ...created, state: this.w.definition.initial, logs: 0 });
  }
  toString = () => `create#${this.creator}/${this.variant}`;
}

/**
 * One random step. In `chart` mode it follows the chart at run time (an edge out of the record's
 * current state, a user of a type the edge names) so runs get deep; in `any` mode it is any user
 * with any event. Either way the model, not the choice, decides what the API must answer.
 */
type StepArgs = { pick: number; chart: boolean; edge: number; user: number; event: number; comment?: string; attach: boolean; otp?: 'right' | 'wrong' };

class Step implements fc.AsyncCommand<Model, object> {
  private done = '';
  constructor(readonly w: BoundWorkflow, readonly a: StepArgs) {}
  check = (model: Readonly<Model>) => model.records.length > 0;
  private choose(record: ModelRecord): { user: TestUser; event: string } {
    const edges = this.w.definition.transitions.filter((e) => e.from === record.state && !e.after);
    if (this.a.chart && edges.length) {
      const edge = edges[this.a.edge % edges.length]!;
      const named = users.filter((u) => edge.userTypes.includes(u.userType));
      return { user: named[this.a.user % named.length]!, event: edge.event };
    }
    const events = [...new Set(this.w.definition.transitions.filter((e) => !e.after).map((e) => e.event))];
    return { user: users[this.a.user % users.length]!, event: events[this.a.event % events.length]! };
  }
  async run(model: Model) {
    const record = model.records[this.a.pick % model.records.length]!;
    const { user, event } = this.choose(record);
    this.done = `${user.username}:${event}@${record.state}`;
    const { response, attached } = await takeStep(t, this.w, record.id, event, user, this.a);
    const want = expectedAnswer(this.w, record, user, event, { ...this.a, attached });
    expect(response.statusCode, `${user.username} ${event} in ${record.state}: ${response.body}`).toBe(want.status);
    if (want.status === 200) {
      expect(response.json()[this.w.definition.field]).toBe(codeOf(this.w.definition, want.next));
      await expectNotified(t, this.w, record.id, { event, from: record.state, to: want.next, actor: user }, users);
      record.state = want.next;
      record.logs += 1;
    }
    expect(await logRows(t, this.w, record.id)).toBe(record.logs);
  }
  toString = () => `${this.done || (this.a.chart ? 'chart' : 'any')}${this.a.comment ? '+comment' : ''}${this.a.attach ? '+file' : ''}${this.a.otp ? `+otp:${this.a.otp}` : ''}#${this.a.pick}`;
}

function steps(w: BoundWorkflow): fc.Arbitrary<Step> {
  return fc
    .record({
      pick: fc.nat(20),
      chart: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
      edge: fc.nat(50),
      user: fc.nat(50),
      event: fc.nat(50),
      comment: fc.option(fc.constantFrom('ok', 'تمت المراجعة'), { nil: undefined, freq: 4 }),
      attach: fc.boolean(),
      otp: fc.option(fc.constantFrom<'right' | 'wrong'>('right', 'right', 'wrong'), { nil: undefined, freq: 3 }),
    })
    .map((a) => new Step(w, a));
}

/** A new record of the first creator, and the paths its users can take through the API. */
async function sample(w: BoundWorkflow) {
  const creator = creators(w)[0]!;
  const record = await createRecord(t, w, creator, recordVariants(w.entity.schema)[0]!);
  const allow = (event: WorkflowEvent, state: string) => reachable(w, record.data, creator.id, users, event, state);
  return { record, paths: edgePaths(w.machine, w.definition, { ...record.data, created_by: creator.id }, actors(), allow) };
}

describe.each(WORKFLOWS.map((w) => [w.name, w] as const))(`%s through the API against its machine (${testDatabaseKind})`, (_, w) => {
  it('answers exactly as the model says, one state-log row per accepted step', async () => {
    const commands = [fc.tuple(fc.nat(20), fc.nat(20)).map(([c, v]) => new Create(w, c, v)), steps(w), steps(w), steps(w)];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40, size: 'max' }), (cmds) => fc.asyncModelRun(() => ({ model: { records: [] }, real: {} }), cmds)),
      // Per workflow and database (a shorter search on PGlite when PostgreSQL runs the full one in the
      // same npm test); MODEL_RUNS raises it for a longer search.
      { numRuns: Number(process.env.MODEL_RUNS ?? (checkedOnPostgresToo ? 5 : 12)) },
    );
  }, 300_000);

  // On PGlite, when PostgreSQL replays every edge in the same npm test (checkedOnPostgresToo), a path
  // is replayed only when it reaches a state not reached yet: every state, on both databases.
  const everyEdge = !checkedOnPostgresToo;
  it(`replays the shortest path to every ${everyEdge ? 'edge through the API, for every user type the edge names' : 'state through the API'}`, async () => {
    const wanted = new Set(w.definition.transitions.flatMap((e) => (e.after ? ['system'] : e.userTypes).map((role) => `${e.event}:${e.from}>${e.to}:${role}`)));
    const covered = new Set<string>();
    const reached = new Set([w.definition.initial]);
    for (const creator of creators(w)) {
      for (const [variant, facts] of recordVariants(w.entity.schema).flatMap((v) => [undefined, ...(factVariants[w.name] ?? [])].map((f) => [v, f] as const))) {
        // A first record shows what the server stamps on it (its entity), which scopes read.
        let unused: CreatedRecord | undefined = await createRecord(t, w, creator, variant);
        const data = { ...unused.data, ...facts?.facts };
        const allow = (event: WorkflowEvent, state: string) => reachable(w, data, creator.id, users, event, state);
        for (const path of edgePaths(w.machine, w.definition, { ...data, created_by: creator.id }, actors(), allow)) {
          const key = `${path.edge.event}:${path.edge.from}>${path.edge.to}:${path.actor.role}`;
          if (everyEdge ? covered.has(key) : reached.has(path.edge.to)) continue;
          const record = unused ?? (await createRecord(t, w, creator, variant));
          unused = undefined;
          await facts?.arrange(t, record);
          try {
            const taken = await replayPath(t, w, { ...record, data: { ...record.data, ...facts?.facts } }, path.events, users);
            for (const step of taken) {
              covered.add(`${step.edge.event}:${step.edge.from}>${step.edge.to}:${step.role}`);
              reached.add(step.edge.to); // a state passed on the way counts as reached too
            }
          } finally {
            await facts?.undo(t);
          }
          expect(await stateInDb(t, w, record.id)).toBe(String(codeOf(w.definition, path.edge.to)));
          expect(await logRows(t, w, record.id)).toBe(path.events.length);
          reached.add(path.edge.to);
        }
      }
    }
    if (everyEdge) expect([...wanted].filter((key) => !covered.has(key))).toEqual([]);
    expect([...reached].sort()).toEqual(w.definition.states.map((s) => s.name).sort());
  }, 300_000);

  it('lets exactly one of 20 concurrent attempts of the same step through; the rest get 409', async () => {
    const { record, paths } = await sample(w);
    // A step with no OTP (one code, one attempt) and no attachment to upload 20 times.
    const path = paths.find((p) => !p.edge.after && !p.edge.otp && p.edge.attachment !== 'required' && p.events.every((e) => e.role !== 'system'))!;
    await replayPath(t, w, record, path.events.slice(0, -1), users);
    const user = users.find((u) => u.id === path.actor.userId)!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => takeStep(t, w, record.id, path.edge.event, user, { comment: 'at once' })));
    expect(answers.map((a) => a.response.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await logRows(t, w, record.id)).toBe(path.events.length);
  });

  it('refuses a step sent with the version the client read before another change: 409 conflict, nothing logged', async () => {
    const { record, paths } = await sample(w);
    const path = paths.find((p) => p.events.length >= 2 && p.events.every((e) => e.role !== 'system'))!;
    const read = record.data.version as number;
    expect(read).toBe(1);
    await replayPath(t, w, record, path.events.slice(0, 1), users, { version: read });
    const [second] = path.events.slice(1, 2);
    const user = users.find((u) => u.id === second!.userId)!;
    const stale = await takeStep(t, w, record.id, second!.type, user, { comment: 'stale', version: read });
    expect(stale.response.statusCode).toBe(409);
    expect(stale.response.json().code).toBe('conflict');
    expect(await logRows(t, w, record.id)).toBe(1);
    const current = await t.db.query<{ version: number }>(`SELECT version FROM ${w.entity.table} WHERE id = $1`, [record.id]);
    await replayPath(t, w, record, path.events.slice(0, 2), users, { version: current.rows[0]!.version, from: 1 });
    expect(await logRows(t, w, record.id)).toBe(2);
  });
});
