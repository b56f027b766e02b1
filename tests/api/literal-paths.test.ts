/**
 * Literal paths never fall to a parameter route (issue 15): every GET path of the spec without a
 * `{param}` (`aq/request/statistics/` beside `aq/request/{id}/`) is called by a user type its rule
 * allows, and must reach its own operation — no 400 about a path parameter, no "not found" route.
 * Operations come from the generated operation table, so a new literal path is walked with no change
 * here; codegen refuses the spec shapes that would hide one (codegen/resolve/literal-paths.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRules } from '../../generated/access/rules.ts';
import { operations } from '../../generated/api/operations.ts';
import { operationSchemas } from '../../generated/api/operation-schemas.ts';
import type { OperationDescriptor } from '../../src/shared/spec-model.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { isStream } from './stream-operations.ts';

/** A demo user of each user type (README), the ministry's first: whose grant reaches most. */
const DEMO_USERS: Record<string, string> = {
  mofa_admin: 'admin', mofa_staff: 'staff', mofa_ft_users: 'ftuser', le: 'kuwaiti', fe: 'foreign', fe_approved: 'approved', dm: 'mission', moi: 'interior', awqaf: 'awqaf',
};

const all = Object.values(operations) as OperationDescriptor[];

/** Every literal GET operation but streams (an answer that never ends; tests/api/notifications.test.ts), with the user who calls it (none for a public one). */
const literal = all
  .filter((o) => o.method === 'get' && !o.path.includes('{') && !isStream(o))
  .map((o) => {
    const grants = accessRules.find((rule) => rule.operationId === o.operationId)?.grants ?? {};
    const userType = Object.keys(DEMO_USERS).find((type) => type in grants);
    const query = operationSchemas[o.operationId]?.query;
    return {
      operation: o,
      username: userType && DEMO_USERS[userType],
      // A JSON answer without a required query parameter must come; a file (a receipt needs `ft_ids` or
      // `tr_id`) or a list needing a parameter may refuse, naming only its query parameters.
      mustAnswer: !!operationSchemas[o.operationId]?.responses['200'] && !(query?.required as string[] | undefined)?.length,
      queryParameters: Object.keys((query?.properties ?? {}) as object),
    };
  });

/** Path parameter names anywhere in the spec: a 400 naming one of them is a literal path taken for a parameter. */
const pathParameters = new Set(all.flatMap((o) => [...o.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)));

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await startTestApp();
  for (const username of new Set(Object.values(DEMO_USERS))) tokens.set(username, await t.login(username));
});
afterAll(() => t?.close());

describe('literal GET paths', () => {
  it('walks the statistics paths of every module, and more', () => {
    const walked = new Set(literal.map((l) => l.operation.path));
    for (const path of ['/aq/request/statistics/', '/safe-travel/statistics/', '/safe-travel/arrival-dates-years-months/', '/support/request/statistics/', '/support/request/overview_statistics/', '/tickets/statistics/', '/ft/transaction/statistics/', '/local-entities/statistics/', '/overview/']) {
      expect(walked, path).toContain(path);
    }
    for (const l of literal) expect(l.operation.public || l.username !== undefined, `${l.operation.operationId}: no demo user its rule allows`).toBe(true);
  });

  it('reaches each one\'s own operation, never a parameter route', async () => {
    const problems: string[] = [];
    for (const { operation, username, mustAnswer, queryParameters } of literal) {
      const token = username ? tokens.get(username) : undefined;
      const response = await t.call('GET', operation.path, { ...(token ? { token } : {}), language: 'en' });
      const what = `${operation.operationId} GET ${operation.path} as ${username ?? 'nobody'}: ${response.statusCode} ${response.body.slice(0, 200)}`;
      const fields = response.statusCode === 400 ? Object.keys((response.json() as { fields?: Record<string, string> }).fields ?? {}) : [];
      if (fields.some((field) => pathParameters.has(field))) problems.push(`${what} (a path parameter: taken by a parameter route)`);
      else if (response.statusCode === 404) problems.push(`${what} (not found)`);
      else if (mustAnswer && response.statusCode >= 400) problems.push(what);
      else if (response.statusCode === 400 && !(fields.length && fields.every((field) => queryParameters.includes(field)))) problems.push(`${what} (not about its query)`);
      else if (response.statusCode >= 401 && response.statusCode !== 400) problems.push(what);
    }
    expect(problems).toEqual([]);
  });
});
