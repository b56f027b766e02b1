/**
 * The notifications part of the workflow model: after an accepted step, exactly the users the
 * step's `notify:` names and who may open the record (the entity's read operation's scope, by the
 * access model) — or its creator for `owner` — hold one notification of it, and never the actor.
 * Compared over the signed-in test users (the database holds other demo users too).
 */
import { expect } from 'vitest';
import { readOperationOf } from '../../../src/server/platform/workflow/read-operation.ts';
import type { TestApp } from '../harness.ts';
import { grantOf, inScope, type TestUser } from './access-model.ts';
import type { BoundWorkflow } from './bound-workflows.ts';

/** Checks the notifications the newest step on record `id` left, taken by `actor` along the edge `from → to` by `event`. */
export async function expectNotified(t: TestApp, w: BoundWorkflow, id: number, step: { event: string; from: string; to: string; actor: TestUser }, users: TestUser[]): Promise<void> {
  const edge = w.definition.transitions.find((e) => e.event === step.event && e.from === step.from && e.to === step.to && e.userTypes.includes(step.actor.userType))!;
  const { rows: records } = await t.db.query<{ data: Record<string, unknown>; created_by: string }>(`SELECT data, created_by FROM ${w.entity.table} WHERE id = $1`, [id]);
  const record = records[0]!;
  const createdBy = Number(record.created_by);
  const read = readOperationOf(w.definition.entity)!;
  const mayOpen = (u: TestUser) => {
    const scope = grantOf(read, u.userType);
    return scope !== undefined && inScope(scope, { ...record.data, id }, createdBy, u);
  };
  const expected = users
    .filter((u) => u.id !== step.actor.id)
    .filter((u) => (edge.notify.includes(u.userType) && mayOpen(u)) || (edge.notify.includes('owner') && u.id === createdBy))
    .map((u) => u.username)
    .sort();
  const { rows } = await t.db.query<{ user_id: string }>(
    `SELECT n.user_id FROM notifications n WHERE n.state_log_id = (SELECT max(id) FROM state_logs WHERE workflow = $1 AND record_id = $2)`,
    [w.name, id],
  );
  const told = rows.map((r) => Number(r.user_id));
  expect(new Set(told).size, 'one notification per recipient').toBe(told.length);
  const byId = new Map(users.map((u) => [u.id, u.username]));
  const toldUsers = told.flatMap((userId) => byId.get(userId) ?? []).sort();
  expect(toldUsers, `${step.actor.username} ${step.event} ${step.from} → ${step.to} notifies [${edge.notify.join(', ')}]`).toEqual(expected);
}
