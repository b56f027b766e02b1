/**
 * The checks of the authorization matrix, as functions of a rule table: they return what differs
 * between the server's answers and that table instead of failing, so the same checks can run on
 * spec/access as written and on a table with a rule removed (which must then report a difference).
 */
import { transitionOperations } from '../../generated/workflows/index.ts';
import type { OperationDescriptor } from '../../src/shared/spec-model.ts';
import { multipart, type TestApp } from './harness.ts';
import type { Condition, FactoryContext, RequestParts } from './identity-matrix-factories/record-shape.ts';
import { requestFor } from './identity-matrix-factories/request-parts.ts';
import { expectedAccess, recordFactory } from './identity-matrix-support.ts';
import { callStream, isStream } from './stream-operations.ts';

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

/** The operation's path for record `id`; other path parameters from `params`, else `x`. */
const pathOf = (operation: OperationDescriptor, id: number, params: RequestParts['params'] = {}) =>
  operation.path.replace('{id}', String(id)).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? 'x'));

/**
 * One call of the operation on record `id` with `parts`: a multipart upload when they hold a file,
 * an event stream over HTTP, else JSON (GET/DELETE send no body; others `{}` unless given).
 */
export function callOn(m: Matrix, operation: OperationDescriptor, token: string | undefined, id = NO_RECORD, parts: RequestParts = {}) {
  const path = pathOf(operation, id, parts.params);
  if (isStream(operation)) return callStream(m.t.app, path, token);
  if (parts.upload) {
    const { payload, headers } = multipart(parts.upload.field, parts.upload);
    const query = parts.query ? `?${new URLSearchParams(Object.entries(parts.query).map(([k, v]) => [k, String(v)]))}` : '';
    return m.t.app.inject({ method: operation.method.toUpperCase() as 'PUT', url: `/api/v1${path}${query}`, payload, headers: { ...headers, ...(token ? { authorization: `Token ${token}` } : {}) } });
  }
  const sendsBody = operation.method !== 'get' && operation.method !== 'delete';
  return m.t.call(operation.method.toUpperCase(), path, { ...(token ? { token } : {}), ...(parts.query ? { query: parts.query } : {}), ...(sendsBody ? { body: parts.body ?? {} } : {}) });
}

/** The factories' view of the matrix: the app, and the session of each demo user by id. */
function factoryContext(m: Matrix): FactoryContext {
  return {
    t: m.t,
    tokenOf(userId) {
      const type = [...m.ids].find(([, id]) => id === userId)?.[0];
      if (type === undefined) throw new Error(`no session of user ${userId}`);
      return m.tokens.get(type)!;
    },
  };
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

/**
 * Who shows that another's record exists: a user type whose grant reaches every record (`all`),
 * else the user who made it (`someoneElse`), when the rule grants that user's type at all.
 */
function witnessOf(m: Matrix, rules: RuleTable, operation: OperationDescriptor, someoneElse: number) {
  const granted = (type: string) => expectedAccess(rules[operation.operationId], type, m.groups);
  const maker = [...m.ids].find(([, id]) => id === someoneElse)![0];
  const type = m.userTypes.find((t) => granted(t) !== null && granted(t) !== 'public' && (m.scopes[granted(t)!] ?? []).length === 0) ?? (granted(maker) ? maker : undefined);
  return type === undefined ? undefined : { id: m.ids.get(type)!, type, permissions: m.permissions.get(type)! };
}

/** What the record-scope check of one operation found, and whether it reached a record at all. */
export type RecordResult = { findings: string[]; covered: boolean; reached: boolean; notReachedBy: string[] };

/**
 * Record scope of one `{id}` operation for every user type. A user type without a grant gets 403 on
 * an existing record. A granted one gets 404 for a missing record; a record its scope reaches (own)
 * is reached (a read answers 2xx; an action may still be refused by the record's state, 400/403/409,
 * but never with 401 or 404); one its scope does not reach (other) answers 404, while a user whose
 * grant does reach it (witnessOf) is answered as for own — else the 404 would show only that the
 * factory made a broken record. An unconditional scope such as `all` reaches every record, so own
 * stands for both. When request validation refuses the request before the record is read (400 for
 * own and missing alike), nothing leaks and the type counts as not reached (`notReachedBy`), as do
 * the types of an operation whose records the test cannot make (no factory), which get the grant
 * check on a missing record only.
 */
export async function recordFindings(m: Matrix, rules: RuleTable, operation: OperationDescriptor): Promise<RecordResult> {
  const factory = recordFactory(operation);
  const ctx = factoryContext(m);
  const findings: string[] = [];
  // A GET taking a workflow step (a helpdesk ticket's hold/ and unhold/, as section 7 has them) is an action.
  const isRead = operation.method === 'get' && !(operation.operationId in transitionOperations);
  /** A read answers 2xx; an action may be refused by the record's state (400/403/409), never with 401 or 404. */
  const allowed = (status: number) => (isRead ? status < 300 : ![401, 404].includes(status));
  let existing: number | undefined;
  let reached = false;
  const denied: string[] = [];
  const notReachedBy: string[] = [];
  for (const type of m.userTypes) {
    const access = expectedAccess(rules[operation.operationId], type, m.groups);
    if (access === null) denied.push(type);
    if (access === null || access === 'public') continue;
    const label = `${type} ${operation.operationId}`;
    const conditions = m.scopes[access] ?? [];
    const caller = { id: m.ids.get(type)!, type, permissions: m.permissions.get(type)! };
    const someoneElse = m.ids.get(type === 'mofa_admin' ? 'mofa_staff' : 'mofa_admin')!;
    const token = operation.operationId === 'logout' ? await m.freshToken(type) : m.tokens.get(type)!;
    const own = factory ? await factory(ctx, conditions, caller, 'own', someoneElse) : undefined;
    const missing = (await callOn(m, operation, token, NO_RECORD, own && requestFor(operation, own, caller))).statusCode;
    if (!own) {
      notReachedBy.push(type);
      if (missing === 401 || missing === 403) findings.push(`${label}: granted ${access}, answered ${missing}`);
      continue;
    }
    existing ??= own.id;
    const ownAnswer = await callOn(m, operation, token, own.id, requestFor(operation, own, caller));
    if (ownAnswer.statusCode === 400 && missing === 400) {
      notReachedBy.push(type); // validation before the record is read
      continue;
    }
    reached = true;
    if (missing !== 404) findings.push(`${label} missing record: answered ${missing} instead of 404`);
    // The access hook answers before any record is read, so the missing record's 404 shows the grant
    // holds; a 403 on own is then the record's state refusing the action (an edit once approved).
    if (!allowed(ownAnswer.statusCode)) findings.push(`${label} own: answered ${ownAnswer.statusCode} (${ownAnswer.body.slice(0, 120)})`);
    if (conditions.length === 0) continue;
    const other = await factory!(ctx, conditions, caller, 'other', someoneElse);
    if (!other) continue;
    const otherStatus = (await callOn(m, operation, token, other.id, requestFor(operation, other, caller))).statusCode;
    if (otherStatus !== 404) findings.push(`${label} other: answered ${otherStatus} instead of 404`);
    // The 404 means something only if the record is there: someone whose grant reaches it must reach it.
    const witness = witnessOf(m, rules, operation, someoneElse);
    if (!witness) continue;
    const seen = await callOn(m, operation, m.tokens.get(witness.type)!, other.id, requestFor(operation, other, witness));
    if (!allowed(seen.statusCode)) findings.push(`${label} other: ${witness.type} does not reach it either (${seen.statusCode}), so its 404 shows nothing`);
  }
  for (const type of denied) {
    const status = (await callOn(m, operation, m.tokens.get(type)!, existing ?? NO_RECORD)).statusCode;
    if (status !== 403) findings.push(`${type} ${operation.operationId} none (no grant): answered ${status} instead of 403`);
  }
  return { findings, covered: factory !== undefined, reached, notReachedBy };
}
