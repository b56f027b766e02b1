/**
 * `overview/figures/` (issue 19 item 7): every figure of spec/screens in one answer, each exactly what
 * its own operation answers the caller — the same number for a figure the caller's rules grant, no key
 * at all for one they do not (refused, not answered 0) — for every user type, and before and after a
 * record is added, so the totals are counted now and not only from the seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../generated/api/operations.ts';
import { figures } from '../../generated/screens/figures.ts';
import type { OperationDescriptor } from '../../src/shared/spec-model.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const USERS = ['admin', 'staff', 'ftuser', 'kuwaiti', 'foreign', 'approved', 'mission', 'interior', 'awqaf'];
beforeAll(async () => {
  t = await startTestApp();
  for (const username of USERS) tokens[username] = await t.login(username);
});
afterAll(() => t?.close());

const figuresOf = async (who: string): Promise<Record<string, number>> => {
  const response = await t.call('GET', '/overview/figures/', { token: tokens[who]!, language: 'en' });
  expect(response.statusCode, `${who}: ${response.body}`).toBe(200);
  return response.json();
};

/** What the portal asked before: each figure's own operation, a list for one page; a refused call gives no figure. */
async function separately(who: string): Promise<Record<string, number>> {
  const expected: Record<string, number> = {};
  for (const figure of figures) {
    const operation = operations[figure.operation] as OperationDescriptor;
    const query = operation.resource?.action === 'list' ? { page_size: 10, ...figure.query } : { ...figure.query };
    const response = await t.call(operation.method.toUpperCase(), operation.path, { token: tokens[who]!, query, language: 'en' });
    if (response.statusCode === 403) continue;
    expect(response.statusCode, `${who} ${figure.operation}: ${response.body}`).toBe(200);
    const total = response.json()[figure.field ?? 'count'];
    if (typeof total === 'number') expected[figure.key] = total;
  }
  return expected;
}

describe('overview/figures/', () => {
  it('answers each user type every figure its rules grant, as the figure\'s own operation counts it, and no other', async () => {
    for (const who of USERS) expect(await figuresOf(who), who).toEqual(await separately(who));
  });

  it('leaves out what a user type may not see', async () => {
    const staff = await figuresOf('staff');
    // The ministry sees the foreign entities by status and every registry.
    expect(Object.keys(staff)).toEqual(expect.arrayContaining(['pending', 'foreign_entities', 'foreign_entities_approved', 'local_entities', 'missions', 'references']));
    const kuwaiti = await figuresOf('kuwaiti');
    // A Kuwaiti entity may not call the foreign entities' statistics (spec/access/rules/foreign-entities.yaml).
    expect(Object.keys(kuwaiti).filter((key) => key.startsWith('foreign_entities_'))).toEqual([]);
    expect(kuwaiti.local_entities).toBe(1);
    expect(staff.local_entities).toBeGreaterThan(1);
    // The interior ministry lists no registry: no total of one, not even 0.
    const interior = await figuresOf('interior');
    for (const key of ['foreign_entities', 'local_entities', 'missions', 'foreign_entities_completed']) expect(interior, key).not.toHaveProperty(key);
    expect(interior.pending).toBe(0);
  });

  it('follows a record added now: a new category raises every user\'s total of categories, and no other', async () => {
    const before = { staff: await figuresOf('staff'), kuwaiti: await figuresOf('kuwaiti') };
    const created = await t.call('POST', '/categories/', { token: tokens.admin!, body: { name_en: 'Figures test', name_ar: 'اختبار الأرقام' } });
    expect(created.statusCode, created.body).toBe(201);
    expect((await figuresOf('staff')).categories).toBe(before.staff.categories! + 1);
    expect((await figuresOf('kuwaiti')).categories).toBe(before.kuwaiti.categories! + 1);
    expect({ ...(await figuresOf('kuwaiti')), categories: 0 }).toEqual({ ...before.kuwaiti, categories: 0 });
  });

  it('is refused to a guest', async () => {
    expect((await t.call('GET', '/overview/figures/')).statusCode).toBe(401);
  });
});
