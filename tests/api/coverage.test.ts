import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../generated/api/operations.ts';
import { modules } from '../../src/server/modules/index.ts';
import { systemModule } from '../../src/server/modules/system/module.ts';
import { assembleModules } from '../../src/server/platform/assemble-modules.ts';
import { missingTransitionHooks } from '../../src/server/platform/workflow/transition-hooks.ts';
import { coverageProblems } from '../../src/server/platform/coverage.ts';
import { routePath } from '../../src/server/platform/routes.ts';
import { startTestApp, type TestApp } from './harness.ts';

const { handlers: moduleHandlers } = assembleModules(modules);
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

describe('startup check', () => {
  it('finds a handler and an access rule for every operation of the spec', () => {
    expect(coverageProblems(moduleHandlers)).toEqual([]);
  });

  it('registers every operation under /api/v1 with its method and exact path', () => {
    for (const operation of Object.values(operations)) {
      expect(t.app.hasRoute({ method: operation.method.toUpperCase() as 'GET', url: routePath(operation.path) }), operation.operationId).toBe(true);
    }
  });

  it('reports an operation without a rule or a handler, so the server refuses to start', () => {
    const extra = { operationId: 'exportEverything', method: 'get', path: '/export/', module: 'exports', public: false } as const;
    const problems = coverageProblems(moduleHandlers, { ...operations, exportEverything: extra });
    expect(problems.some((p) => p.startsWith('exportEverything: no access rule'))).toBe(true);
    expect(problems.some((p) => p.startsWith('exportEverything: no handler'))).toBe(true);
  });

  it('reports what two modules both claim, and a check a workflow names that no module implements', () => {
    const copy = { name: 'copy', handlers: { getHealth: systemModule.handlers!.getHealth! }, transitionHooks: { checks: { noRecentDuplicate: async () => undefined } } };
    expect(assembleModules([...modules, copy]).problems).toEqual([
      'operation getHealth: claimed by modules system and copy',
      'check noRecentDuplicate: claimed by modules foreign-entity and copy',
    ]);
    const withoutEntities = assembleModules(modules.filter((module) => module.name !== 'foreign-entity'));
    expect(missingTransitionHooks(withoutEntities.transitionHooks)).toContain('foreign-entity.submit: check noRecentDuplicate is not implemented');
  });
});

describe('deny by default and the response contract', () => {
  it('refuses a user type that no rule names (403), even when signed in', async () => {
    const token = await t.login('awqaf');
    expect((await t.call('GET', '/references/', { token })).statusCode).toBe(200);
    const { rows } = await t.db.query<{ id: number }>("UPDATE users SET user_type = 'visitor' WHERE username = 'awqaf' RETURNING id");
    expect(rows).toHaveLength(1);
    expect((await t.call('GET', '/references/', { token })).statusCode).toBe(403);
  });

  it('turns a response that breaks its declared schema into a 500 without internals', async () => {
    // get-user-data declares email with format email; this stored value is not one.
    const token = await t.login('interior');
    await t.db.query("UPDATE users SET email = 'not an email' WHERE username = 'interior'");
    const response = await t.call('GET', '/get-user-data/', { token, language: 'en' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'server_error', message: 'An error occurred. Please try again later' });
  });
});
