/**
 * What waits for the caller (product spec section 2, pending_actions), derived from the statecharts:
 * every record, in every workflow, whose state is held by the caller — the state's `holder` names
 * their user type (or `owner`, and they created it) — within the scope the entity's read operation
 * grants them, on which they may take one of the holder's steps now (the machine decides, with the
 * guards that tell FT departments apart). Newest change first.
 *
 * A ministry user may hold tens of thousands of records: only the fields the guards read come back
 * from the database, the machine decides once per state and such fields (`guardReads`), and the
 * records' names are read for the page shown.
 */
import type { FastifyRequest } from 'fastify';
import { availableEvents, stateOfCode } from '../../../shared/workflow/decide.ts';
import { guardReads } from '../../../shared/workflow/guards.ts';
import { recordTitle } from '../../../shared/workflow/record-title.ts';
import type { WorkflowDefinition } from '../../../shared/workflow/types.ts';
import { SqlParams } from '../../db/sql-params.ts';
import { grantedScope } from '../access/access-rules.ts';
import { recordScopeConditions } from '../access/scope-sql.ts';
import { requireUser, type AuthUser } from '../request-context.ts';
import { tableEntities } from '../resources/entities.ts';
import { tableOf } from '../resources/read-handlers.ts';
import { readOperationOf } from './read-operation.ts';
import { boundWorkflowNames, workflowBinding, type WorkflowBinding } from './workflow-binding.ts';

export type PendingAction = { workflow: string; record_id: number; state: string; events: string[]; title: string; page: string; updated_at: string };

/** A held record as read: its id, when it last changed, and the fields the machine's guards read. */
type HeldRow = { id: string; created_by: string | null; updated_at: Date | string; data: Record<string, unknown> };

/** Codes of the states `user` may hold: by user type, and those held by the record's owner. */
function heldCodes(definition: WorkflowDefinition, user: AuthUser) {
  const codes = (holds: (heldBy: string[]) => boolean) => definition.states.filter((s) => s.heldBy && holds(s.heldBy)).map((s) => String(s.code));
  return { byType: codes((heldBy) => heldBy.includes(user.user_type)), byOwner: codes((heldBy) => heldBy.includes('owner')) };
}

/** The record fields the workflow's guards read, besides its state. */
const guardFields = (definition: WorkflowDefinition): string[] =>
  [...new Set(definition.transitions.flatMap((t) => (t.guards ?? []).flatMap((g) => guardReads[g as keyof typeof guardReads] ?? [])))].filter((f) => f !== 'created_by');

/** The caller's records in the states they may hold, newest change first: only what deciding needs. */
async function heldRecords(request: FastifyRequest, workflow: WorkflowBinding, user: AuthUser): Promise<HeldRow[]> {
  const { definition, entity } = workflow;
  const operationId = readOperationOf(definition.entity);
  const scope = operationId && grantedScope(operationId, user);
  const { byType, byOwner } = heldCodes(definition, user);
  if (!scope || byType.length + byOwner.length === 0) return [];
  const params = new SqlParams();
  const state = `(r.data->>'${definition.field}')`;
  const held = [
    ...(byType.length ? [`${state} = ANY(${params.add(`{${byType.join(',')}}`)}::text[])`] : []),
    ...(byOwner.length ? [`(${state} = ANY(${params.add(`{${byOwner.join(',')}}`)}::text[]) AND r.created_by = ${params.add(user.id)})`] : []),
  ];
  const conditions = [`(${held.join(' OR ')})`, ...recordScopeConditions(entity, tableOf, scope, params)];
  const fields = [definition.field, ...guardFields(definition)].map((f) => `'${f}', r.data->'${f}'`).join(', ');
  const { rows } = await request.server.db.query<HeldRow>(
    `SELECT r.id, r.created_by, r.updated_at, jsonb_build_object(${fields}) AS data FROM ${entity.table} r
      WHERE ${conditions.join(' AND ')} ORDER BY r.updated_at DESC, r.id DESC`,
    params.values,
  );
  return rows;
}

/** The holder's steps `user` may take on a record, decided once per state and guard-read fields. */
function stepsDecider(workflow: WorkflowBinding, user: AuthUser) {
  const { definition, machine } = workflow;
  const actor = { role: user.user_type, userId: user.id, ftDepartment: user.ft_department ?? null };
  const decided = new Map<string, { state: string; events: string[] } | undefined>();
  return (row: HeldRow) => {
    const record = { ...row.data, created_by: row.created_by === null ? null : Number(row.created_by) };
    // Guards compare the creator with the caller only: whose record it is, not who made it, decides.
    const key = JSON.stringify([row.data, record.created_by === user.id]);
    if (!decided.has(key)) {
      const state = stateOfCode(definition, row.data[definition.field]);
      const events = state ? [...new Set(availableEvents(machine, definition, state, record, actor).filter((edge) => edge.held).map((edge) => edge.event))] : [];
      decided.set(key, state && events.length ? { state, events } : undefined);
    }
    return decided.get(key);
  };
}

/** The records' names (in the caller's language) of one page, by workflow and id. */
async function titlesOf(request: FastifyRequest, page: PendingAction[]): Promise<void> {
  for (const name of new Set(page.map((item) => item.workflow))) {
    const items = page.filter((item) => item.workflow === name);
    const { rows } = await request.server.db.query<{ id: string; data: Record<string, unknown> }>(
      `SELECT id, data FROM ${workflowBinding(name).entity.table} WHERE id = ANY($1::bigint[])`,
      [`{${items.map((item) => item.record_id).join(',')}}`],
    );
    for (const row of rows) items.find((item) => item.record_id === Number(row.id))!.title = recordTitle(workflowBinding(name).definition.entity, row.data)[request.language];
  }
}

/** One page of the caller's pending actions (`limit` 0: none, only the count) and how many there are. */
export async function pendingActions(request: FastifyRequest, limit: number, offset: number): Promise<{ count: number; results: PendingAction[] }> {
  const user = requireUser(request.user);
  const tables = new Set(tableEntities().map((e) => e.name));
  const all: PendingAction[] = [];
  for (const name of boundWorkflowNames((entity) => tables.has(entity))) {
    const workflow = workflowBinding(name);
    const page = workflow.definition.notifications?.page;
    if (!page) continue;
    const stepsOn = stepsDecider(workflow, user);
    for (const row of await heldRecords(request, workflow, user)) {
      const steps = stepsOn(row);
      if (steps) all.push({ workflow: name, record_id: Number(row.id), ...steps, title: '', page, updated_at: new Date(row.updated_at).toISOString() });
    }
  }
  all.sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.record_id - a.record_id);
  const results = all.slice(offset, offset + limit);
  await titlesOf(request, results);
  return { count: all.length, results };
}
