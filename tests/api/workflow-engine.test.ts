/**
 * Every workflow's shortest paths and random step sequences (the machine is the model) through
 * the server's one state-change path (takeTransition) on a real database, and timed transitions
 * taken by the system. Workflows
 * whose entity has no table yet borrow the safe-travel table: records are `data` jsonb.
 */
import fc from 'fast-check';
import { transition } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityTables } from '../../generated/access/identity.ts';
import { userTypes } from '../../generated/access/rules.ts';
import { workflows } from '../../generated/workflows/index.ts';
import type { WorkflowEvent, WorkflowTransition } from '../../src/shared/workflow/types.ts';
import { edgePaths } from '../../src/shared/workflow/edge-paths.ts';
import { SqlParams } from '../../src/server/db/sql-params.ts';
import { entityBinding } from '../../src/server/platform/resources/entities.ts';
import { takeTransition } from '../../src/server/platform/workflow/take-transition.ts';
import { runTimedTransitions } from '../../src/server/platform/workflow/timed-transitions.ts';
import type { WorkflowBinding } from '../../src/server/platform/workflow/workflow-binding.ts';
import { startTestApp, testDatabaseKind, type TestApp } from './harness.ts';

let t: TestApp;
let owner: number;
beforeAll(async () => {
  t = await startTestApp();
  owner = Number((await t.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'kuwaiti'")).rows[0]!.id);
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

/**
 * Workflows whose transitions name server-side checks or effects (foreign entity, modify request)
 * need their own records around them (documents, form values, a related entity): their paths are
 * replayed through the API by their module's tests (tests/api/foreign-entities-workflow.test.ts).
 */
const engineOnly = Object.keys(workflows).filter((name) => workflows[name]!.definition.transitions.every((t) => !t.checks?.length && !t.effects?.length));

const safeTravel = entityBinding('safe-travel');
// Every workflow runs on the safe-travel table here, so its attachments go to safe travel's field.
const bind = (name: string): WorkflowBinding => {
  const { definition, machine } = workflows[name]!;
  return { machine, definition: { ...definition, attachments: workflows['safe-travel']!.definition.attachments! }, entity: safeTravel };
};

/** A fresh unattached upload of the owner for the attachments field (each step attaches its own). */
async function upload(): Promise<number> {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO files (owner_entity, field, name, content_type, size, sha256, storage_key, created_by)
     VALUES ('safe-travel', 'attachments', 'receipt.pdf', 'application/pdf', 1, 'x', 'workflow-engine-test-' || gen_random_uuid(), $1) RETURNING id`,
    [owner],
  );
  return Number(rows[0]!.id);
}
const everything = () => ({ conditions: [], params: new SqlParams() });
const departments = [null, ...identityTables.departments.map((d) => d.name)];
/** Every user type in every FT department (and none), all as the record's owner. */
const actors = () => userTypes.flatMap((role) => departments.map((ftDepartment) => ({ role, userId: owner, ftDepartment })));

async function insert(w: WorkflowBinding, extra: Record<string, unknown>, age = '0 days'): Promise<number> {
  const initial = w.definition.states.find((s) => s.name === w.definition.initial)!.code;
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO safe_travel_records (data, created_by, created_at) VALUES ($1::jsonb, $2, now() - $3::interval) RETURNING id`,
    [JSON.stringify({ ...extra, [w.definition.field]: initial }), owner, age],
  );
  return Number(rows[0]!.id);
}

async function stateOf(w: WorkflowBinding, id: number) {
  const { rows } = await t.db.query<{ data: Record<string, unknown> }>('SELECT data FROM safe_travel_records WHERE id = $1', [id]);
  return rows[0]!.data[w.definition.field];
}

const logs = async (workflow: string, id: number) =>
  (await t.db.query<{ role: string; user_id: string | null }>('SELECT role, user_id FROM state_logs WHERE workflow = $1 AND record_id = $2', [workflow, id])).rows;

describe(`every workflow through the engine (${testDatabaseKind})`, () => {
  it.each(engineOnly)('%s: the path to every edge ends in its target with one log row per step', async (name) => {
    const w = bind(name);
    let covered = 0;
    for (const record of [{ request_type: 'r' }, { request_type: 'd' }]) {
      // One caller per edge here; every role of every edge goes through the API in workflow-model.test.ts.
      const paths = edgePaths(w.machine, w.definition, { ...record, created_by: owner }, actors()).filter((p, i, all) => all.findIndex((q) => q.edge === p.edge) === i);
      for (const { edge, events } of paths) {
        const id = await insert(w, record);
        for (const event of events) {
          // The mobile OTP check is the API's (workflow-otp.test.ts); here the code edgeEvent sends is taken as verified.
          await takeTransition(t.db, w, { id, where: everything(), hooks: t.app.modules.transitionHooks, userId: owner, event: { ...event, attachment: await upload() }, verifyOtp: async (_q, otp) => otp === event.otp });
        }
        expect(String(await stateOf(w, id))).toBe(String(w.definition.states.find((s) => s.name === edge.to)!.code));
        expect(await logs(name, id)).toHaveLength(events.length);
        covered += 1;
      }
    }
    expect(covered).toBeGreaterThanOrEqual(w.definition.transitions.length);
  });

  it('expires an awqaf request left 31 days in new, as the system, and leaves a younger one', async () => {
    const w = bind('awqaf');
    const due = await insert(w, {}, '31 days');
    const young = await insert(w, {}, '29 days');
    expect(await runTimedTransitions(t.app, w, new Date())).toBe(1);
    expect(await stateOf(w, due)).toBe(100);
    expect(await stateOf(w, young)).toBe(1);
    expect(await logs('awqaf', due)).toEqual([{ role: 'system', user_id: null }]);
    expect(await runTimedTransitions(t.app, w, new Date())).toBe(0);
  });

  it('refuses an OTP step when no OTP check is given, and with a wrong code', async () => {
    const w = bind('fund-transfer');
    const id = await insert(w, { request_type: 'r' });
    await t.db.query(`UPDATE safe_travel_records SET data = data || '{"status": "local_entity_ft_manager"}' WHERE id = $1`, [id]);
    const event = { type: 'approve', role: 'le', userId: owner, ftDepartment: 'LocalEntityFTManager', otp: '123456' };
    await expect(takeTransition(t.db, w, { id, where: everything(), hooks: t.app.modules.transitionHooks, userId: owner, event })).rejects.toMatchObject({ statusCode: 400, code: 'otp_invalid' });
    await expect(takeTransition(t.db, w, { id, where: everything(), hooks: t.app.modules.transitionHooks, userId: owner, event, verifyOtp: async () => false })).rejects.toMatchObject({ code: 'otp_invalid' });
    await expect(takeTransition(t.db, w, { id, where: everything(), hooks: t.app.modules.transitionHooks, userId: owner, event: { ...event, otp: undefined } })).rejects.toMatchObject({ code: 'otp_required' });
    expect(await logs('fund-transfer', id)).toHaveLength(0);
  });

  it('refuses a timed event from a user', async () => {
    const w = bind('support-request');
    const id = await insert(w, {});
    await expect(takeTransition(t.db, w, { id, where: everything(), hooks: t.app.modules.transitionHooks, userId: owner, event: { type: 'expire', role: 'mofa_admin' } })).rejects.toMatchObject({ statusCode: 403 });
  });
});

/** The machine's verdict (the model) for one step: 403 role never named, 409 state, 400 missing input, else the next state. */
function verdict(w: WorkflowBinding, state: string, record: Record<string, unknown>, event: WorkflowEvent): { status: number; next: string } {
  const { definition, machine } = w;
  const names = (e: WorkflowTransition) => (e.after ? event.role === 'system' : e.userTypes.includes(event.role));
  if (!definition.transitions.some((e) => e.event === event.type && names(e))) return { status: 403, next: state };
  const snapshot = machine.resolveState({ value: state, context: { record } });
  if (!snapshot.can(event)) return { status: 409, next: state };
  const next = String(transition(machine, snapshot, event)[0].value);
  const edge = definition.transitions.find((e) => e.event === event.type && e.from === state && e.to === next && names(e))!;
  const missing = (edge.comment === 'required' && !event.comment) || (edge.attachment === 'required' && !event.attachment) || (edge.otp && event.otp !== '123456');
  return missing ? { status: 400, next: state } : { status: 200, next };
}

describe(`random steps on every workflow against its machine (${testDatabaseKind})`, () => {
  it.each(engineOnly)('%s: the engine takes exactly the steps the machine allows, one log row each', async (name) => {
    const w = bind(name);
    const roles = [...userTypes, 'system'];
    const events = [...new Set(w.definition.transitions.map((e) => e.event))];
    // Mostly an event with a role its transition names (to get deep into the chart), sometimes anything.
    const named = fc.constantFrom(...w.definition.transitions).chain((e) => fc.record({ type: fc.constant(e.event), role: fc.constantFrom(...(e.after ? ['system'] : e.userTypes)) }));
    const step = fc.record({
      actor: fc.record({ ftDepartment: fc.constantFrom(...departments) }),
      who: fc.oneof({ arbitrary: named, weight: 4 }, { arbitrary: fc.record({ type: fc.constantFrom(...events), role: fc.constantFrom(...roles) }), weight: 1 }),
      comment: fc.option(fc.constant('because'), { nil: undefined, freq: 3 }),
      attachment: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, { arbitrary: fc.constant(false), weight: 1 }),
      otp: fc.option(fc.constantFrom('123456', '123456', '000000'), { nil: undefined, freq: 3 }),
    }).map(({ who, ...rest }) => ({ ...who, ...rest }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('r', 'd'), fc.array(step, { minLength: 1, maxLength: 25 }), async (kind, steps) => {
        const id = await insert(w, { request_type: kind });
        const record = { request_type: kind, created_by: owner };
        let state = w.definition.initial;
        let accepted = 0;
        for (const s of steps) {
          const event: WorkflowEvent = { type: s.type, role: s.role, userId: owner, ...s.actor, ...(s.comment ? { comment: s.comment } : {}), ...(s.attachment ? { attachment: await upload() } : {}), ...(s.otp ? { otp: s.otp } : {}) };
          const want = verdict(w, state, record, event);
          const got = await takeTransition(t.db, w, { id, where: everything(), hooks: t.app.modules.transitionHooks, userId: owner, event, verifyOtp: async (_q, otp) => otp === '123456' }).then(
            () => 200,
            (error: { statusCode?: number }) => error.statusCode ?? 500,
          );
          expect(got, `${s.role} ${s.type} in ${state}`).toBe(want.status);
          if (got === 200) [state, accepted] = [want.next, accepted + 1];
        }
        expect(String(await stateOf(w, id))).toBe(String(w.definition.states.find((s) => s.name === state)!.code));
        expect(await logs(name, id)).toHaveLength(accepted);
      }),
      { numRuns: 25 },
    );
  });
});
