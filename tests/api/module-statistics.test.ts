/**
 * The modules' `statistics/` (product spec section 7), `support/request/overview_statistics/`,
 * `safe-travel/arrival-dates-years-months/` and `overview/`: each counts exactly what the caller's list
 * shows — records filed now raise the filer's and the ministry's counts, never those of a user outside
 * their scope, and a user type the list is not for is refused (not answered zeros).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import type { TestUser } from './workflow/access-model.ts';
import { createRecord, signInAll } from './workflow/api-steps.ts';
import { boundWorkflows, type BoundWorkflow } from './workflow/bound-workflows.ts';
import { exampleRecord } from './workflow/example-records.ts';

let t: TestApp;
let u: Record<string, TestUser>;
beforeAll(async () => {
  t = await startTestApp();
  u = Object.fromEntries((await signInAll(t)).map((user) => [user.username, user]));
});
afterAll(() => t?.close());

type Statistics = { by_status: Array<{ status: string | number; count: number }>; by_month: Array<{ month: string; count: number }>; total: number };

const get = (path: string, who: string) => t.call('GET', path, { token: u[who]!.token, language: 'en' });
const statisticsOf = async (path: string, who: string): Promise<Statistics> => {
  const response = await get(path, who);
  expect(response.statusCode, `${who} GET ${path}: ${response.body}`).toBe(200);
  return response.json();
};
const workflow = (name: string) => boundWorkflows().find((b) => b.name === name) as BoundWorkflow;
const initialCount = (figures: Statistics, w: BoundWorkflow) => figures.by_status.find((row) => String(row.status) === String(w.definition.states.find((s) => s.name === w.definition.initial)!.code))?.count ?? 0;
const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);

/** Each module: its statistics path, its workflow, who files, who sees everything, who sees none of the new ones, who is refused. */
const cases = [
  { path: '/aq/request/statistics/', workflow: 'awqaf', filer: 'mission', ministry: 'staff', outside: 'awqaf', refused: 'kuwaiti' },
  { path: '/safe-travel/statistics/', workflow: 'safe-travel', filer: 'kuwaiti', ministry: 'admin', outside: undefined, refused: 'foreign' },
  { path: '/support/request/statistics/', workflow: 'support-request', filer: 'foreign', ministry: 'staff', outside: 'kuwaiti', refused: 'interior' },
  { path: '/tickets/statistics/', workflow: 'helpdesk-ticket', filer: 'foreign', ministry: 'staff', outside: 'interior', refused: undefined },
];

describe('module statistics', () => {
  for (const c of cases) {
    it(`${c.path} counts what the list shows: the filer and the ministry see new records, others do not`, async () => {
      const w = workflow(c.workflow);
      const watchers = [c.filer, c.ministry, ...(c.outside ? [c.outside] : [])];
      const before = Object.fromEntries(await Promise.all(watchers.map(async (who) => [who, await statisticsOf(c.path, who)] as const)));
      for (let i = 0; i < 2; i++) await createRecord(t, w, u[c.filer]!, exampleRecord(w.entity.schema));
      for (const who of [c.filer, c.ministry]) {
        const after = await statisticsOf(c.path, who);
        expect(after.total - before[who]!.total, who).toBe(2);
        expect(initialCount(after, w) - initialCount(before[who]!, w), who).toBe(2);
        expect(after.by_status.reduce((sum, row) => sum + row.count, 0)).toBe(after.total);
        expect(after.by_month).toHaveLength(12);
        expect(after.by_month.at(-1)!.month).toBe(thisMonth());
        expect(after.by_month.at(-1)!.count - before[who]!.by_month.at(-1)!.count, who).toBe(2);
      }
      if (c.outside) expect(await statisticsOf(c.path, c.outside)).toEqual(before[c.outside]);
      if (c.refused) expect((await get(c.path, c.refused)).statusCode).toBe(403);
    });
  }

  it('lists every state of the caller\'s status filter, zeros included, in its order', async () => {
    const w = workflow('support-request');
    const donor = await statisticsOf('/support/request/statistics/', 'kuwaiti');
    const listable = w.definition.listable.le!.map((name) => w.definition.states.find((s) => s.name === name)!.code);
    expect(donor.by_status.map((row) => row.status)).toEqual(listable);
    const ministry = await statisticsOf('/support/request/statistics/', 'staff');
    expect(ministry.by_status.map((row) => row.status)).toEqual(w.definition.states.map((s) => s.code));
  });

  it('answers the support-request cards as the status tabs count them', async () => {
    const cards = (await get('/support/request/overview_statistics/', 'staff')).json();
    const figures = await statisticsOf('/support/request/statistics/', 'staff');
    const of = (status: string) => figures.by_status.find((row) => row.status === status)!.count;
    expect(cards).toEqual({ new: of('new'), funded: of('funded'), rejected: of('rejected'), expired: of('expired'), total: figures.total });
    expect((await get('/support/request/overview_statistics/', 'interior')).statusCode).toBe(403);
  });

  it('answers the years and months travellers arrive in, newest year first, to those who may list them', async () => {
    const w = workflow('safe-travel');
    for (const departure_date of ['2039-03-05', '2039-03-20', '2039-11-02', '2038-12-31']) {
      await createRecord(t, w, u.kuwaiti!, { ...exampleRecord(w.entity.schema), departure_date, return_date: '2040-01-01' });
    }
    const response = await get('/safe-travel/arrival-dates-years-months/', 'kuwaiti');
    expect(response.statusCode).toBe(200);
    const years = response.json() as Array<{ year: number; months: Array<{ month: number; count: number }> }>;
    expect(years.map((y) => y.year)).toEqual([...years.map((y) => y.year)].sort((a, b) => b - a));
    expect(years.find((y) => y.year === 2039)!.months).toEqual([{ month: 3, count: 2 }, { month: 11, count: 1 }]);
    expect(years.find((y) => y.year === 2038)!.months).toContainEqual({ month: 12, count: 1 });
    for (const y of years) expect(y.months.map((m) => m.month)).toEqual([...y.months.map((m) => m.month)].sort((a, b) => a - b));
    // The ministry sees them too; a user type the list is not for is refused.
    const ministry = (await get('/safe-travel/arrival-dates-years-months/', 'staff')).json() as typeof years;
    expect(ministry.find((y) => y.year === 2039)!.months).toEqual([{ month: 3, count: 2 }, { month: 11, count: 1 }]);
    expect((await get('/safe-travel/arrival-dates-years-months/', 'foreign')).statusCode).toBe(403);
  });
});

describe('statistics and lists agree', () => {
  /** Each statistics operation and the list whose records it counts. */
  const pairs = [
    ['/aq/request/statistics/', '/aq/request/'],
    ['/safe-travel/statistics/', '/safe-travel/'],
    ['/support/request/statistics/', '/support/request/'],
    ['/tickets/statistics/', '/tickets/'],
    ['/foreign-entities/statistics/', '/foreign-entities/'],
    ['/ft/fund-transfer/statistics/', '/ft/fund-transfer/'],
    ['/ft/transaction/statistics/', '/ft/transaction/'],
  ] as const;

  it('totals exactly what the list counts, for every user type allowed the statistics', async () => {
    const mismatches: string[] = [];
    for (const [statistics, list] of pairs) {
      for (const who of ['admin', 'staff', 'ftuser', 'charity', 'mosal', 'kuwaiti', 'ftstaff', 'foreign', 'approved', 'mission', 'interior', 'awqaf']) {
        if (!u[who]) continue;
        const [figures, page] = await Promise.all([get(statistics, who), t.call('GET', list, { token: u[who]!.token, query: { page_size: 10 } })]);
        // A rule may keep statistics from a user type the list is open to (a foreign entity's own record), never the reverse.
        if (figures.statusCode === 403) continue;
        if (figures.statusCode !== page.statusCode) mismatches.push(`${who} ${statistics} ${figures.statusCode}, ${list} ${page.statusCode}`);
        else if (figures.json().total !== page.json().count) mismatches.push(`${who} ${statistics} total ${figures.json().total}, ${list} count ${page.json().count}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('overview', () => {
  const listCount = async (path: string, who: string) => {
    const response = await t.call('GET', path, { token: u[who]!.token, query: { page_size: 10 } });
    return response.statusCode === 200 ? (response.json().count as number) : undefined;
  };

  it('totals the foreign entities, local entities and missions as each list counts them for the caller', async () => {
    for (const who of ['admin', 'staff', 'ftuser', 'kuwaiti', 'foreign', 'mission', 'interior', 'awqaf']) {
      const response = await get('/overview/', who);
      expect(response.statusCode, who).toBe(200);
      const expected = {
        foreign_entities: await listCount('/foreign-entities/', who),
        local_entities: await listCount('/local-entities/', who),
        missions: await listCount('/diplomatic-mission/', who),
        pending: await listCount('/pending-actions/', who),
      };
      // A registry the caller may not list is left out, not answered as 0.
      expect(response.json(), who).toEqual(Object.fromEntries(Object.entries(expected).filter(([, count]) => count !== undefined)));
    }
  });

  it('counts the caller\'s own registry records only', async () => {
    const kuwaiti = (await get('/overview/', 'kuwaiti')).json();
    const admin = (await get('/overview/', 'admin')).json();
    expect(kuwaiti.local_entities).toBe(1);
    expect(admin.local_entities).toBeGreaterThan(1);
    // The interior ministry lists no registry: it only learns what waits for it.
    expect((await get('/overview/', 'interior')).json()).toEqual({ pending: 0 });
  });
});
