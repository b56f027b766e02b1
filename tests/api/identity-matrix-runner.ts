/**
 * The checks of the authorization matrix, as functions of a rule table: they return what differs
 * between the server's answers and that table instead of failing, so the same checks can run on
 * spec/access as written and on a table with a rule removed (which must then report a difference).
 */
import type { OperationDescriptor } from '../../src/shared/spec-model.ts';
import type { TestApp } from './harness.ts';
import { bodyFor, expectedAccess, recordFactory, type Condition } from './identity-matrix-support.ts';

/** The running app, a session and id per user type, and spec/access's groups and scopes. */
export type Matrix = {
  t: TestApp;
  userTypes: string[];
  tokens: Map<string, string>;
  ids: Map<string, number>;
  permissions: Map<string, string[]>;
  groups: Record<string, string[]>;
  scopes: Record<string, Condition[]>;
  /** A fresh session (for `logout`, which ends the one it is called with). */
  freshToken(type: string): Promise<string>;
};

/** operationId → rule as spec/access/rules writes it ('public' or user type/group → scope, `readOnly`). */
export type RuleTable = Record<string, unknown>;

/** An id no record has. */
export const NO_RECORD = 999_999;

const pathOf = (operation: OperationDescriptor, id: number) => operation.path.replace('{id}', String(id)).replace(/\{\w+\}/g, 'x');

/** One call of the operation on record `id` with `body` (GET/DELETE send none; others `{}` unless given). */
export function callOn(m: Matrix, operation: OperationDescriptor, token: string | undefined, id = NO_RECORD, body?: Record<string, unknown>) {
  const sendsBody = operation.method !== 'get' && operation.method !== 'delete';
  return m.t.call(operation.method.toUpperCase(), pathOf(operation, id), { ...(token ? { token } : {}), ...(sendsBody ? { body: body ?? {} } : {}) });
}

/** Grant check of one user type: 403 for each operation the table grants it nothing, never 401/403 where it grants. */
export async function grantFindings(m: Matrix, rules: RuleTable, operations: OperationDescriptor[], type: string): Promise<{ findings: string[]; granted: number }> {
  const findings: string[] = [];
  let granted = 0;
  for (const operation of operations) {
    const access = expectedAccess(rules[operation.operationId], type, m.groups);
    if (access === 'public') continue;
    const token = operation.operationId === 'logout' ? await m.freshToken(type) : m.tokens.get(type)!;
    const status = (await callOn(m, operation, token)).statusCode;
    if (access === null && status !== 403) findings.push(`${type} ${operation.operationId}: no grant, answered ${status} instead of 403`);
    if (access !== null) {
      granted += 1;
      if (status === 401 || status === 403) findings.push(`${type} ${operation.operationId}: granted ${access}, answered ${status}`);
    }
  }
  return { findings, granted };
}

/** What the record-scope check of one operation found, and whether it reached a record at all. */
export type RecordResult = { findings: string[]; covered: boolean; reached: boolean };

/**
 * Record scope of one `{id}` operation for every user type. A user type without a grant gets 403 on
 * an existing record. A granted one gets 404 for a missing record; a record its scope reaches (own)
 * is reached (a read answers 2xx; an action may still be refused by the record's state, 400/403/409,
 * but never with 401 or 404); one its scope does not reach (other) answers 404 (an unconditional scope such as
 * `all` reaches every record, so own stands for both). When request validation refuses the body
 * before the record is read (400 for own and missing alike), nothing leaks and the type counts as
 * not reached. Operations whose records the test cannot make (no factory) get the grant check on a
 * missing record only.
 */
export async function recordFindings(m: Matrix, rules: RuleTable, operation: OperationDescriptor): Promise<RecordResult> {
  const factory = recordFactory(operation);
  const findings: string[] = [];
  const isRead = operation.method === 'get';
  let existing: number | undefined;
  let reached = false;
  const denied: string[] = [];
  for (const type of m.userTypes) {
    const access = expectedAccess(rules[operation.operationId], type, m.groups);
    if (access === null) denied.push(type);
    if (access === null || access === 'public') continue;
    const label = `${type} ${operation.operationId}`;
    const conditions = m.scopes[access] ?? [];
    const caller = { id: m.ids.get(type)!, type, permissions: m.permissions.get(type)! };
    const someoneElse = m.ids.get(type === 'mofa_admin' ? 'mofa_staff' : 'mofa_admin')!;
    const token = operation.operationId === 'logout' ? await m.freshToken(type) : m.tokens.get(type)!;
    const own = factory ? await factory(m.t.db, conditions, caller, 'own', someoneElse) : undefined;
    const missing = (await callOn(m, operation, token, NO_RECORD, own && bodyFor(operation, own.data))).statusCode;
    if (!own) {
      if (missing === 401 || missing === 403) findings.push(`${label}: granted ${access}, answered ${missing}`);
      continue;
    }
    existing ??= own.id;
    const ownAnswer = await callOn(m, operation, token, own.id, bodyFor(operation, own.data));
    if (ownAnswer.statusCode === 400 && missing === 400) continue; // validation before the record is read: not reached
    reached = true;
    if (missing !== 404) findings.push(`${label} missing record: answered ${missing} instead of 404`);
    // The access hook answers before any record is read, so the missing record's 404 shows the grant
    // holds; a 403 on own is then the record's state refusing the action (an edit once approved).
    const ownAllowed = isRead ? ownAnswer.statusCode < 300 : ![401, 404].includes(ownAnswer.statusCode);
    if (!ownAllowed) findings.push(`${label} own: answered ${ownAnswer.statusCode} (${ownAnswer.body.slice(0, 120)})`);
    if (conditions.length === 0) continue;
    const other = await factory!(m.t.db, conditions, caller, 'other', someoneElse);
    if (!other) continue;
    const otherStatus = (await callOn(m, operation, token, other.id, bodyFor(operation, other.data))).statusCode;
    if (otherStatus !== 404) findings.push(`${label} other: answered ${otherStatus} instead of 404`);
  }
  for (const type of denied) {
    const status = (await callOn(m, operation, m.tokens.get(type)!, existing ?? NO_RECORD)).statusCode;
    if (status !== 403) findings.push(`${type} ${operation.operationId} none (no grant): answered ${status} instead of 403`);
  }
  return { findings, covered: factory !== undefined, reached };
}
