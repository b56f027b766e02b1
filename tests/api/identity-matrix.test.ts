/**
 * The authorization matrix: every API operation × every user type × record scope (own, other, none)
 * against the running app. The expectations are read from spec/access itself (YAML, not the
 * generated tables the server runs on), so removing or loosening a rule there, or a drift between
 * spec and server, fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { operations } from '../../generated/api/operations.ts';
import { demoUsers } from '../../src/server/db/seed/demo-users.ts';
import type { OperationDescriptor } from '../../src/shared/spec-model.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { expectedAccess, recordFactory, type Condition } from './identity-matrix-support.ts';

const root = join(import.meta.dirname, '../..');
const readYaml = (path: string) => parse(readFileSync(join(root, path), 'utf8'));
const groups: Record<string, string[]> = readYaml('spec/access/user-groups.yaml');
const scopes: Record<string, Condition[]> = readYaml('spec/access/scopes.yaml');
const ruleFiles = readdirSync(join(root, 'spec/access/rules')).filter((f) => f.endsWith('.yaml'));
const rules: Record<string, unknown> = Object.assign({}, ...ruleFiles.map((f) => readYaml(`spec/access/rules/${f}`)));
const allOperations = Object.values(operations) as OperationDescriptor[];
const userTypes = demoUsers.map((u) => u.user_type);

let t: TestApp;
const tokens = new Map<string, string>();
const ids = new Map<string, number>();
beforeAll(async () => {
  t = await startTestApp();
  for (const user of demoUsers) {
    tokens.set(user.user_type, await t.login(user.username));
    ids.set(user.user_type, (await t.call('GET', '/get-user-data/', { token: tokens.get(user.user_type)! })).json().id);
  }
});
afterAll(() => t.close());

const NO_RECORD = 999_999;
const pathOf = (operation: OperationDescriptor, id: number) => operation.path.replace('{id}', String(id)).replace(/\{\w+\}/g, 'x');
const call = (operation: OperationDescriptor, token: string | undefined, id = NO_RECORD) =>
  t.call(operation.method.toUpperCase(), pathOf(operation, id), { ...(token ? { token } : {}), ...(operation.method === 'get' || operation.method === 'delete' ? {} : { body: {} }) });

describe('authorization matrix from spec/access', () => {
  it('every operation has a rule in spec/access/rules (deny by default)', () => {
    const missing = allOperations.filter((o) => rules[o.operationId] === undefined).map((o) => o.operationId);
    expect(missing).toEqual([]);
  });

  it('public operations need no session; every other answers 401 without one', async () => {
    for (const operation of allOperations) {
      if (operation.operationId === 'logout') continue;
      const status = (await call(operation, undefined)).statusCode;
      if (rules[operation.operationId] === 'public') expect([401, 403], operation.operationId).not.toContain(status);
      else expect(status, operation.operationId).toBe(401);
    }
  });

  for (const type of userTypes) {
    it(`${type}: 403 where no rule grants it, never 401/403 where one does`, async () => {
      let granted = 0;
      for (const operation of allOperations) {
        const access = expectedAccess(rules[operation.operationId], type, groups);
        if (access === 'public') continue;
        const token = operation.operationId === 'logout' ? await t.login(demoUsers.find((u) => u.user_type === type)!.username) : tokens.get(type)!;
        const status = (await call(operation, token)).statusCode;
        if (access === null) expect(status, `${type} ${operation.operationId}`).toBe(403);
        else {
          granted += 1;
          expect([401, 403], `${type} ${operation.operationId} → ${status}`).not.toContain(status);
        }
      }
      expect(granted).toBeGreaterThan(0);
    });
  }

  // Record scope: an `{id}` read or delete on a record the caller's scope reaches (own), one it
  // does not (other) and none at all. Own → 2xx; other → 404 unless the scope is unconditional; none → 404.
  const recordOperations = allOperations.filter((o) => /\{id\}/.test(o.path) && (o.method === 'get' || o.method === 'delete'));
  for (const operation of recordOperations) {
    it(`${operation.operationId}: own / other / none for every user type`, async () => {
      const factory = recordFactory(operation);
      if (!factory) return; // a bespoke operation on a table this test cannot fill; its 403s are checked above
      for (const type of userTypes) {
        const access = expectedAccess(rules[operation.operationId], type, groups);
        const token = tokens.get(type)!;
        const caller = { id: ids.get(type)!, type, permissions: demoUsers.find((u) => u.user_type === type)!.permissions };
        const someoneElse = ids.get(type === 'mofa_admin' ? 'mofa_staff' : 'mofa_admin')!;
        const own = await factory(t.db, scopes[access ?? 'all'] ?? [], caller, 'own', someoneElse);
        const other = await factory(t.db, scopes[access ?? 'all'] ?? [], caller, 'other', someoneElse);
        if (own === undefined || other === undefined) {
          expect(['getReference', 'getUser', 'deleteUser'], `${operation.operationId} must be covered`).not.toContain(operation.operationId);
          return;
        }
        const label = `${type} ${operation.operationId}`;
        const [ownStatus, otherStatus, noneStatus] = [(await call(operation, token, own)).statusCode, (await call(operation, token, other)).statusCode, (await call(operation, token)).statusCode];
        if (access === null) {
          expect([ownStatus, otherStatus, noneStatus], label).toEqual([403, 403, 403]);
          continue;
        }
        const unconditional = (scopes[access] ?? []).length === 0;
        expect(ownStatus, `${label} own`).toBeLessThan(300);
        if (unconditional) expect(otherStatus, `${label} other`).toBeLessThan(300);
        else expect(otherStatus, `${label} other`).toBe(404);
        expect(noneStatus, `${label} none`).toBe(404);
      }
    });
  }
});
