/**
 * The safe-travel machine is the model: random (user, event, comment?) steps on random records
 * must be accepted by the API exactly when the machine accepts them, and every accepted step
 * leaves exactly one state-log row. Plus: every edge's shortest path replayed through the API,
 * and 20 concurrent attempts of one transition.
 */
import fc from 'fast-check';
import { transition } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeTravelDefinition as definition, safeTravelMachine as machine } from '../../generated/workflows/safe-travel.ts';
import { edgePaths } from '../../src/shared/workflow/edge-paths.ts';
import { startTestApp, testDatabaseKind, type TestApp } from './harness.ts';

// One demo account per user type that meets this workflow (plus two it never names).
const USERS = { le: 'kuwaiti', mofa_staff: 'staff', mofa_admin: 'admin', moi: 'interior', dm: 'mission' } as const;
type Role = keyof typeof USERS;
const EVENTS = [...new Set(definition.transitions.map((t) => t.event))];
const notification = { travel_country: 'Oman', departure_date: '2027-01-10', purpose: 'Field visit' };

let t: TestApp;
const tokens = {} as Record<Role, string>;
const ids = {} as Record<Role, number>;
beforeAll(async () => {
  t = await startTestApp();
  for (const [role, username] of Object.entries(USERS)) {
    tokens[role as Role] = await t.login(username);
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [username]);
    ids[role as Role] = Number(rows[0]!.id);
  }
});
afterAll(() => t.close());

/** What the machine says about `event` by `role` on a record in `state`: the HTTP status and the next state. */
function expected(state: string, role: Role, event: string, comment: string | undefined): { status: number; next: string } {
  if (!definition.transitions.some((e) => e.event === event && e.userTypes.includes(role))) return { status: 403, next: state };
  const snapshot = machine.resolveState({ value: state, context: { record: { created_by: ids.le } } });
  const sent = { type: event, role, userId: ids[role], ...(comment ? { comment } : {}) } as Parameters<typeof snapshot.can>[0];
  if (!snapshot.can(sent)) return { status: 409, next: state };
  const next = String(transition(machine, snapshot, sent)[0].value);
  const edge = definition.transitions.find((e) => e.event === event && e.from === state && e.to === next)!;
  if (edge.comment === 'required' && !comment) return { status: 400, next: state };
  return { status: 200, next };
}

const codeOf = (state: string) => definition.states.find((s) => s.name === state)!.code;

async function create(): Promise<number> {
  const response = await t.call('POST', '/safe-travel/', { token: tokens.le, body: notification });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function logCount(id: number): Promise<number> {
  const response = await t.call('GET', `/safe-travel-state-logs/${id}/`, { token: tokens.mofa_staff });
  return response.json().length;
}

type Model = { records: Array<{ id: number; state: string; logs: number }> };
type Real = Record<string, never>;

class Create implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model) {
    model.records.push({ id: await create(), state: definition.initial, logs: 0 });
  }
  toString = () => 'create';
}

class Step implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number, readonly role: Role, readonly event: string, readonly comment: string | undefined) {}
  check = (model: Readonly<Model>) => model.records.length > 0;
  async run(model: Model) {
    const record = model.records[this.pick % model.records.length]!;
    const want = expected(record.state, this.role, this.event, this.comment);
    const body = this.comment ? { comment: this.comment } : {};
    const response = await t.call('POST', `/safe-travel/${record.id}/${this.event}/`, { token: tokens[this.role], body });
    expect(response.statusCode, `${this.role} ${this.event} in ${record.state}: ${response.body}`).toBe(want.status);
    if (want.status === 200) {
      expect(response.json().status).toBe(codeOf(want.next));
      record.state = want.next;
      record.logs += 1;
    }
    expect(await logCount(record.id)).toBe(record.logs);
  }
  toString = () => `${this.role}:${this.event}${this.comment ? '+comment' : ''}#${this.pick}`;
}

describe(`safe travel API against its machine (${testDatabaseKind})`, () => {
  it('accepts exactly what the machine accepts, one state-log row per accepted step', async () => {
    const commands = [
      fc.constant(new Create()),
      fc
        .tuple(fc.nat(20), fc.constantFrom(...(Object.keys(USERS) as Role[])), fc.constantFrom(...EVENTS), fc.option(fc.constantFrom('ok', 'نعم'), { nil: undefined }))
        .map(([pick, role, event, comment]) => new Step(pick, role, event, comment)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40, size: 'large' }), (cmds) => fc.asyncModelRun(() => ({ model: { records: [] }, real: {} }), cmds)),
      { numRuns: 25 },
    );
  });

  it('replays the shortest path to every edge through the API', async () => {
    const paths = edgePaths(machine, definition, { created_by: ids.le }, ids.le);
    expect(paths.length).toBe(definition.transitions.length);
    for (const { edge, events } of paths) {
      const id = await create();
      for (const event of events) {
        const token = tokens[event.role as Role];
        const response = await t.call('POST', `/safe-travel/${id}/${event.type}/`, { token, body: { comment: event.comment } });
        expect(response.statusCode, `${edge.event} path, ${event.type}: ${response.body}`).toBe(200);
      }
      expect((await t.call('GET', `/safe-travel/${id}/`, { token: tokens.mofa_staff })).json().status).toBe(codeOf(edge.to));
      expect(await logCount(id)).toBe(events.length);
    }
  });

  it('lets exactly one of 20 concurrent attempts of the same transition through', async () => {
    const id = await create();
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('POST', `/safe-travel/${id}/accept/`, { token: tokens.mofa_staff, body: {} })));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    expect(await logCount(id)).toBe(1);
  });
});
