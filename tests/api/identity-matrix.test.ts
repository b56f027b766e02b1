/**
 * The authorization matrix: every API operation × every user type × record scope (own, other, none)
 * against the running app. The expectations are read from spec/access itself (YAML, not the
 * generated tables the server runs on), so removing or loosening a rule there, or a drift between
 * spec and server, fails here; the last block proves it on rule tables changed in memory.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { operations } from '../../generated/api/operations.ts';
import { demoUsers } from '../../src/server/db/seed/demo-users.ts';
import type { OperationDescriptor } from '../../src/shared/spec-model.ts';
import { checkedOnPostgresToo, startTestApp, type TestApp } from './harness.ts';
import { callOn, grantFindings, recordFindings, type Matrix, type RecordResult, type RuleTable } from './identity-matrix-runner.ts';
import type { Condition } from './identity-matrix-factories/record-shape.ts';

const root = join(import.meta.dirname, '../..');
const readYaml = (path: string) => parse(readFileSync(join(root, path), 'utf8'));
const groups: Record<string, string[]> = readYaml('spec/access/user-groups.yaml');
const scopes: Record<string, Condition[]> = readYaml('spec/access/scopes.yaml');
const ruleFiles = readdirSync(join(root, 'spec/access/rules')).filter((f) => f.endsWith('.yaml'));
const rules: RuleTable = Object.assign({}, ...ruleFiles.map((f) => readYaml(`spec/access/rules/${f}`)));
const allOperations = Object.values(operations) as OperationDescriptor[];
const byId = (id: string) => allOperations.find((o) => o.operationId === id)!;
const userTypes = demoUsers.map((u) => u.user_type);
const recordOperations = allOperations.filter((o) => /\{id\}/.test(o.path));

let t: TestApp;
let m: Matrix;
// The rules are the subject, not the database: with PostgreSQL in the same `npm test`, checked there.
const skipped = checkedOnPostgresToo;
beforeAll(async () => {
  if (skipped) return;
  t = await startTestApp();
  const usernameOf = (type: string) => demoUsers.find((u) => u.user_type === type)!.username;
  m = { t, userTypes, tokens: new Map(), ids: new Map(), permissions: new Map(), groups, scopes, freshToken: (type) => t.login(usernameOf(type)) };
  for (const user of demoUsers) {
    m.tokens.set(user.user_type, await t.login(user.username));
    m.ids.set(user.user_type, (await t.call('GET', '/get-user-data/', { token: m.tokens.get(user.user_type)! })).json().id);
    m.permissions.set(user.user_type, user.permissions);
  }
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

describe.skipIf(skipped)('authorization matrix from spec/access', () => {
  it('every operation has a rule in spec/access/rules (deny by default)', () => {
    const missing = allOperations.filter((o) => rules[o.operationId] === undefined).map((o) => o.operationId);
    expect(missing).toEqual([]);
  });

  it('public operations need no session; every other answers 401 without one', async () => {
    for (const operation of allOperations) {
      if (operation.operationId === 'logout') continue;
      const status = (await callOn(m, operation, undefined)).statusCode;
      if (rules[operation.operationId] === 'public') expect([401, 403], operation.operationId).not.toContain(status);
      else expect(status, operation.operationId).toBe(401);
    }
  });

  for (const type of userTypes) {
    it(`${type}: 403 where no rule grants it, never 401/403 where one does (operations on one record: below)`, async () => {
      const { findings, granted } = await grantFindings(m, rules, allOperations.filter((o) => !recordOperations.includes(o)), type);
      expect(findings).toEqual([]);
      expect(granted).toBeGreaterThan(0);
    });
  }

  // Record scope of every operation on one record (`{id}`): reads, updates, workflow actions, deletes.
  const results = new Map<string, RecordResult>();
  for (const operation of recordOperations) {
    it(`${operation.operationId}: own / other / none for every user type`, async () => {
      const result = await recordFindings(m, rules, operation);
      results.set(operation.operationId, result);
      expect(result.findings).toEqual([]);
    });
  }

  // Operations on one record whose record scope the matrix does not reach, for some or every granted
  // user type (`operationId` or `operationId as type` → why). Every `{id}` operation on an entity's
  // records has a record factory and a request its validation accepts (identity-matrix-support.ts). An entry must
  // say why the record cannot be made, and fails once it is reached after all.
  const NOT_REACHED: Record<string, string> = {
    // Not an entity record: a notification is its recipient's alone (the handler reads it by user),
    // whatever the grant; tests/api/notifications.test.ts reads another user's and gets 404.
    readNotification: 'a notification is not a record of an entity table, so no record factory makes one',
  };

  it('the record-scope checks reach the records of every operation on one record, for every user type granted it', () => {
    expect([...results.keys()].sort()).toEqual(recordOperations.map((o) => o.operationId).sort());
    const gaps = [...results].flatMap(([id, r]) => (r.reached ? r.notReachedBy.map((type) => `${id} as ${type}`) : [id]));
    const reached = [...results.values()].filter((r) => r.reached).length;
    console.info(`record scope reached on ${reached} of ${recordOperations.length} operations${gaps.length ? `; not: ${gaps.join(', ')}` : ', for every user type granted each'}`);
    expect(gaps.sort()).toEqual(Object.keys(NOT_REACHED).sort());
  });
});

describe.skipIf(skipped)('the matrix fails when spec/access loses a rule', () => {
  /** The rule table with `change` applied to a copy of one operation's rule (undefined removes the rule). */
  const changed = (operationId: string, change: (rule: Record<string, unknown>) => Record<string, unknown> | undefined): RuleTable => {
    const copy = { ...rules };
    const rule = change({ ...(rules[operationId] as Record<string, unknown>) });
    if (rule) copy[operationId] = rule;
    else delete copy[operationId];
    return copy;
  };
  const without = (who: string) => (rule: Record<string, unknown>) => {
    delete rule[who];
    return rule;
  };

  it('reports nothing on the rules as written (the control)', async () => {
    for (const id of ['getForeignEntity', 'patchForeignEntity']) expect((await recordFindings(m, rules, byId(id))).findings).toEqual([]);
  });

  it('reports a removed rule: every user type is then expected to get 403', async () => {
    const table = changed('getForeignEntity', () => undefined);
    expect(table.getForeignEntity).toBeUndefined();
    const { findings } = await recordFindings(m, table, byId('getForeignEntity'));
    expect(findings).toEqual(expect.arrayContaining([expect.stringMatching(/^dm getForeignEntity none \(no grant\): answered 404/), expect.stringMatching(/^mofa_staff getForeignEntity none/)]));
    expect((await grantFindings(m, table, [byId('getForeignEntity')], 'fe')).findings).toEqual([expect.stringMatching(/^fe getForeignEntity: no grant, answered 404/)]);
  });

  it('reports a grant removed from a rule', async () => {
    const { findings } = await recordFindings(m, changed('patchForeignEntity', without('dm')), byId('patchForeignEntity'));
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.every((f) => f.startsWith('dm patchForeignEntity'))).toBe(true);
  });

  it('reports a grant whose scope no longer matches the server', async () => {
    const { findings } = await recordFindings(m, changed('getForeignEntity', (rule) => ({ ...rule, dm: 'own' })), byId('getForeignEntity'));
    expect(findings).toEqual([expect.stringMatching(/^dm getForeignEntity other: answered 200 instead of 404/)]);
  });

  it('reports it on the records the bespoke factories make too: a file, a print link', async () => {
    const logo = await recordFindings(m, changed('downloadForeignEntityLogo', (rule) => ({ ...rule, fe: 'all' })), byId('downloadForeignEntityLogo'));
    expect(logo.findings).toEqual([expect.stringMatching(/^fe downloadForeignEntityLogo own: answered 404/)]);
    const letter = await recordFindings(m, changed('printForeignEntityLetter', (rule) => ({ ...rule, dm: 'own' })), byId('printForeignEntityLetter'));
    expect(letter.findings).toEqual([expect.stringMatching(/^dm printForeignEntityLetter other: answered 200 instead of 404/)]);
  });
});
