/**
 * Coverage of the foreign-entity and modify-request workflows through the API: for every edge, the
 * shortest path from a new entity (xstate/graph) replayed by the users whose roles the edges name,
 * with what each step's checks need done first (the registration through the link, renewal
 * documents, a modify request, a duplicate twin). Each path ends in the edge's target state and
 * leaves exactly one state-log row per step.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionOperations, workflows } from '../../generated/workflows/index.ts';
import { operations } from '../../generated/api/operations.ts';
import { edgePaths } from '../../src/shared/workflow/edge-paths.ts';
import type { WorkflowEvent } from '../../src/shared/workflow/types.ts';
import { runTimedTransitions } from '../../src/server/platform/workflow/timed-transitions.ts';
import { workflowBinding } from '../../src/server/platform/workflow/workflow-binding.ts';
import { checkedOnPostgresToo, startTestApp, testDatabaseKind, type TestApp } from './harness.ts';
import { createEntity, entityUserToken, linkOf, registerThroughLink, uploadDocument } from './foreign-entity-support.ts';

let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  const [staff, admin, mission] = (await Promise.all(['staff', 'admin', 'mission'].map((u) => t.login(u)))) as [string, string, string];
  tokens = { mofa_staff: staff, mofa_admin: admin, dm: mission };
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const fe = workflows['foreign-entity']!;
const operationOf = (workflow: string, event: string) => Object.entries(transitionOperations).find(([, t]) => t.workflow === workflow && t.event === event)?.[0];
const pathOf = (operationId: string, id: number) => (operations as Record<string, { path: string }>)[operationId]!.path.replace('{id}', String(id));

type Case = { entity: number; entityToken?: string; request?: number };

/** Takes one foreign-entity event as its role, doing first what the step's checks ask. */
async function step(c: Case, event: WorkflowEvent): Promise<void> {
  const staff = tokens.mofa_staff!;
  const asEntity = async () => (c.entityToken ??= await entityUserToken(t, staff, c.entity));
  const body = { comment: event.comment };
  let response;
  switch (event.type) {
    case 'submit':
      response = await registerThroughLink(t, await linkOf(t, staff, c.entity));
      break;
    case 'lapse': {
      await runTimedTransitions(t.app, workflowBinding('foreign-entity'), new Date(Date.now() + 400 * 86_400_000));
      return;
    }
    case 'request_renewal':
      for (const section of [12, 13, 14, 15, 16]) expect((await uploadDocument(t, await asEntity(), { foreign_entity: c.entity, checklist_type: 1, section })).statusCode).toBe(201);
      response = await t.call('POST', pathOf(operationOf('foreign-entity', event.type)!, c.entity), { token: await asEntity(), body });
      break;
    case 'modify':
      response = await t.call('POST', '/modify-requests/', { token: await asEntity(), body: { foreign_entity: c.entity, name_en: 'Renamed', reason: 'New name' } });
      c.request = response.json().id;
      break;
    case 'accept_modification':
    case 'reject_modification':
      response = await t.call('POST', `/modify-requests/${c.request}/${event.type.split('_')[0]}/`, { token: staff, body });
      break;
    case 'merge':
    case 'delete_duplicate':
    case 'archive_duplicate': {
      const twin = await t.db.query<{ id: string }>(`INSERT INTO foreign_entity_records (data) SELECT data || $2::jsonb FROM foreign_entity_records WHERE id = $1 RETURNING id`, [c.entity, JSON.stringify({ uid: randomUUID(), status: 0 })]);
      const into = Number(twin.rows[0]!.id);
      if (event.type === 'merge') response = await t.call('POST', `/duplicated-fes/${c.entity}/merge/`, { token: tokens.mofa_admin, body: { into, name: 'Kept', comment: event.comment } });
      else if (event.type === 'delete_duplicate') response = await t.call('DELETE', `/duplicated-fes/${c.entity}/`, { token: tokens.mofa_admin, query: { comment: event.comment! } });
      else response = await t.call('POST', `/duplicated-fes/${c.entity}/archive/`, { token: staff, body });
      break;
    }
    default: {
      const token = event.role === 'fe' || event.role === 'fe_approved' ? await asEntity() : tokens[event.role];
      const operationId = operationOf('foreign-entity', event.type)!;
      // renew-to-approve/ names its entity in the query (`record`), the others in the path.
      const record = transitionOperations[operationId]!.record;
      response = await t.call('POST', pathOf(operationId, c.entity), { token, body, ...(record ? { query: { [record]: c.entity } } : {}) });
    }
  }
  expect(response.statusCode, `${event.type} as ${event.role}: ${response.body}`).toBeLessThan(300);
}

describe(`foreign-entity workflow through the API (${testDatabaseKind})`, () => {
  // On PGlite, when PostgreSQL takes every transition in the same npm test (checkedOnPostgresToo),
  // one path per state: every state reached through the API on both databases.
  const everyEdge = !checkedOnPostgresToo;
  it(`reaches every state${everyEdge ? ' and takes every transition' : ''}, one state-log row per step`, async () => {
    // One path per edge: the ministry's edges by staff (the super admin only where it alone may), the mission's, the entity's.
    const byStaff = (type: string) => fe.definition.transitions.some((e) => e.event === type && e.userTypes.includes('mofa_staff'));
    const actors = ['mofa_staff', 'mofa_admin', 'dm', 'fe'].map((role) => ({ role, userId: 1 }));
    const allPaths = edgePaths(fe.machine, fe.definition, {}, actors, (event) => !(event.role === 'mofa_admin' && byStaff(event.type)));
    const paths = everyEdge ? allPaths : allPaths.filter((path, i) => allPaths.findIndex((other) => other.edge.to === path.edge.to) === i);
    const taken = new Set<string>();
    for (const { edge, events } of paths) {
      const c: Case = { entity: (await createEntity(t, tokens.mofa_staff!)).id };
      for (const event of events) await step(c, event);
      const record = (await t.call('GET', `/foreign-entities/${c.entity}/`, { token: tokens.mofa_staff })).json();
      const target = fe.definition.states.find((s) => s.name === edge.to)!;
      expect(record.status, `${edge.event} from ${edge.from}`).toBe(target.code);
      const logs = (await t.call('GET', `/foreign-entity-state-logs/${c.entity}/`, { token: tokens.mofa_staff })).json();
      expect(logs.map((l: { event: string }) => l.event), `${edge.event} from ${edge.from}`).toEqual(events.map((e) => e.type));
      taken.add(`${edge.from}:${edge.event}`);
    }
    if (everyEdge) expect(taken.size).toBe(fe.definition.transitions.length);
    expect(new Set(paths.map((p) => p.edge.to))).toEqual(new Set(fe.definition.states.filter((s) => s.name !== fe.definition.initial).map((s) => s.name)));
  });

  it('does not suspend an approved entity excluded from suspension when its renewal lapses', async () => {
    const staff = tokens.mofa_staff!;
    const c: Case = { entity: (await createEntity(t, staff)).id };
    for (const type of ['submit', 'review', 'approve']) await step(c, { type, role: 'mofa_staff', comment: 'ok' });
    await step(c, { type: 'exclude_from_suspension', role: 'mofa_staff', comment: 'Strategic partner' });
    await runTimedTransitions(t.app, workflowBinding('foreign-entity'), new Date(Date.now() + 400 * 86_400_000));
    expect((await t.call('GET', `/foreign-entities/${c.entity}/`, { token: staff })).json()).toMatchObject({ status: 2, excluded_from_suspension: true });
  });
});
