/**
 * `global-search/` (issue 15 item 4): names, numbers, e-mails and phones of every kind, Arabic letter
 * forms and diacritics normalised, ranked and grouped, each kind within the caller's list scope (a
 * property over random users and records), and every kind's query on its trigram index.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitySchemas, type EntityName } from '../../generated/entities/schemas.ts';
import { workflows } from '../../generated/workflows/index.ts';
import { searchKinds } from '../../src/server/modules/search/kinds.ts';
import { searchDocument } from '../../src/server/modules/search/search-document.ts';
import { entityBinding } from '../../src/server/platform/resources/entities.ts';
import { checkedOnPostgresToo, startTestApp, type TestApp } from './harness.ts';
import { exampleRecord } from './workflow/example-records.ts';

type Hit = { kind: string; id: number; name: string; number: string | null; route: string | null; path: string | null };
type Answer = { q: string; groups: Array<{ kind: string; more: boolean; results: Hit[] }> };

let t: TestApp;
const tokens = new Map<string, string>();
const USERS = ['admin', 'staff', 'ftuser', 'charity', 'kuwaiti', 'ftstaff', 'foreign', 'approved', 'mission', 'interior', 'awqaf'];

beforeAll(async () => {
  t = await startTestApp();
  for (const user of USERS) tokens.set(user, await t.login(user));
  // The demo seed makes no workflow records: one of each kind to copy.
  for (const kind of searchKinds) {
    const { rows } = await t.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${tableOf(kind.kind)}`);
    if (rows[0]!.count === 0) await seedOne(kind.kind);
  }
}, 120_000);
afterAll(() => t?.close());

const token = (user: string) => tokens.get(user)!;
const tableOf = (kind: string) => entityBinding(searchKinds.find((k) => k.kind === kind)!.entity).table;

async function search(user: string, q: string, extra: Record<string, string | number> = {}, language = 'ar'): Promise<Answer> {
  const response = await t.call('GET', '/global-search/', { token: token(user), query: { q, page_size: 50, ...extra }, language });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const idsOf = (answer: Answer, kind: string) => answer.groups.find((g) => g.kind === kind)?.results.map((hit) => hit.id) ?? [];

/** A copy of the first record of `kind` with `changes` merged into its data (and a uid of its own). */
async function cloneRecord(kind: string, changes: Record<string, unknown>, options: { createdBy?: number | null } = {}): Promise<number> {
  const table = tableOf(kind);
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO ${table} (data, created_by)
     SELECT data || $1::jsonb || CASE WHEN data ? 'uid' THEN jsonb_build_object('uid', gen_random_uuid()::text) ELSE '{}' END, CASE WHEN $2::boolean THEN $3::bigint ELSE created_by END FROM ${table}
      WHERE id = (SELECT min(id) FROM ${table}) RETURNING id`,
    [JSON.stringify(changes), options.createdBy !== undefined, options.createdBy ?? null],
  );
  expect(rows.length, `no ${kind} to copy`).toBe(1);
  return Number(rows[0]!.id);
}

describe('global search: what it matches', () => {
  let entity: number;
  let transfer: number;
  beforeAll(async () => {
    entity = await cloneRecord('foreign-entity', {
      name: 'مؤسسة أحمد للإغاثة', name_ar: 'مؤسسة أحمد للإغاثة', name_en: 'Ahmad Relief Foundation', email: 'ahmad.relief@example.org', mobile: '+965 5123 4567',
    });
    // A number of three digits (a term needs two characters).
    await t.db.query(`SELECT setval(pg_get_serial_sequence('fund_transfer_records', 'id'), 500)`);
    transfer = await cloneRecord('fund-transfer', { deposit_receipt: 'DR-7788-QX' });
  });

  it('finds a foreign entity by its English name, first, with its name in the caller\'s language and its page', async () => {
    const answer = await search('staff', 'Ahmad Relief', {}, 'en');
    expect(answer.q).toBe('Ahmad Relief');
    expect(answer.groups[0]!.kind).toBe('foreign-entity');
    expect(answer.groups[0]!.results[0]).toEqual({
      kind: 'foreign-entity', id: entity, name: 'Ahmad Relief Foundation', number: null, route: 'foreign_entity.detail', path: `/submitted_form/${entity}`,
    });
    const arabic = await search('staff', 'Ahmad Relief');
    expect(arabic.groups[0]!.results[0]!.name).toBe('مؤسسة أحمد للإغاثة');
  });

  it('finds by e-mail, by phone (any spacing) and by number', async () => {
    expect(idsOf(await search('staff', 'AHMAD.RELIEF@example.org'), 'foreign-entity')[0]).toBe(entity);
    expect(idsOf(await search('staff', '51234567'), 'foreign-entity')).toContain(entity);
    expect(idsOf(await search('staff', '+965 5123 4567'), 'foreign-entity')).toContain(entity);
    const byReceipt = await search('staff', 'dr-7788-qx');
    expect(byReceipt.groups[0]).toMatchObject({ kind: 'fund-transfer', results: [{ id: transfer, number: 'DR-7788-QX', route: 'fund_transfer.item', path: `/ft/request/${transfer}` }] });
    const byId = await search('staff', String(transfer), { kind: 'fund-transfer' });
    expect(byId.groups[0]!.results[0]!.id).toBe(transfer);
  });

  it('reads Arabic letter forms, diacritics and tatweel as their plain forms, both ways', async () => {
    const families = [
      ['احمد', 'أحمد', 'إحمد', 'آحمد', 'أَحْمَد', 'أحـــمد'],
      ['مؤسسه احمد', 'مؤسسة أحمد', 'مُؤَسَّسَة أحمد', 'مؤسســة إحمد'],
    ];
    for (const forms of families) {
      const found = await Promise.all(forms.map(async (q) => idsOf(await search('staff', q), 'foreign-entity')));
      for (const ids of found) {
        expect(ids).toContain(entity);
        expect(new Set(ids)).toEqual(new Set(found[0]));
      }
    }
    // Stored text with ى / ة / diacritics is found by the plain forms.
    const mission = await cloneRecord('diplomatic-mission', { name: 'سفارة مُصطفى', name_ar: 'سفارة مُصطفى', name_en: 'Mustafa Embassy' });
    expect(idsOf(await search('staff', 'سفاره مصطفي'), 'diplomatic-mission')).toContain(mission);
  });

  it('ranks a whole word before a word\'s start before the term inside; similar words only when nothing holds the term', async () => {
    const inside = await cloneRecord('reference', { title: 'Mzanzibarian notes' });
    const prefix = await cloneRecord('reference', { title: 'Zanzibarian Atlas' });
    const exact = await cloneRecord('reference', { title: 'Zanzibar' });
    const similar = await cloneRecord('reference', { title: 'Zanzibra' });
    expect(idsOf(await search('staff', 'zanzibar'), 'reference')).toEqual([exact, prefix, inside]);
    // A typo holds no title: the similar words are offered, closest first.
    expect(idsOf(await search('staff', 'zanzibarr'), 'reference')[0]).toBe(exact);
    expect(idsOf(await search('staff', 'zanzibra'), 'reference')[0]).toBe(similar);
    const one = await search('staff', 'zanzibar', { page_size: 1 });
    expect(one.groups.find((g) => g.kind === 'reference')).toMatchObject({ more: true, results: [{ id: exact }] });
  });

  it('keeps to each kind the caller may list: nothing of a kind whose list it may not call', async () => {
    // A Kuwaiti entity may not list foreign entities, nor a foreign entity someone else's.
    expect(idsOf(await search('kuwaiti', 'Ahmad Relief'), 'foreign-entity')).toEqual([]);
    expect(idsOf(await search('foreign', 'Ahmad Relief'), 'foreign-entity')).toEqual([]);
    expect((await search('foreign', 'Ahmad Relief', { kind: 'foreign-entity' })).groups).toEqual([]);
  });

  it('finds a record by its number when the term is too short for text (two digits)', async () => {
    // Two characters match no text: only records numbered 10 are found (it answered 500 on PostgreSQL).
    for (const user of ['staff', 'foreign']) {
      const hits = (await search(user, '10')).groups.flatMap((g) => g.results.map((r) => r.id));
      expect(hits.every((id) => id === 10), user).toBe(true);
    }
  });

  it('refuses a missing or too short term and an unknown kind; needs a session', async () => {
    for (const query of [{}, { q: 'a' }, { q: '   ' }, { q: 'abc', kind: 'users' }] as Array<Record<string, string>>) {
      const response = await t.call('GET', '/global-search/', { token: token('staff'), query, language: 'en' });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await t.call('GET', '/global-search/', { query: { q: 'abc' } })).statusCode).toBe(401);
  });

  it('keeps each kind\'s document stored as kinds.ts says, and searches it on its trigram index', async () => {
    await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      for (const kind of searchKinds) {
        const table = tableOf(kind.kind);
        const { rows: stale } = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table} r WHERE r.search_document IS DISTINCT FROM ${searchDocument(kind)}`);
        expect(stale[0]!.count, `${kind.kind}: stored documents that are not kinds.ts's`).toBe(0);
        const { rows } = await tx.query<Record<string, string>>(`EXPLAIN SELECT r.id FROM ${table} r WHERE r.search_document LIKE '%abcd%' OR r.search_document %> 'abcd'`);
        expect(rows.map((row) => Object.values(row)[0]).join('\n'), kind.kind).toContain(`${table.replaceAll('"', '')}_search_document_idx`);
      }
    });
  });
});

/** A workflow record's state field and its codes (every state, so the status filters of each role are met and missed). */
function workflowStates(entity: string): { field: string; codes: unknown[] } | undefined {
  const workflow = Object.values(workflows).find((w) => w.definition.entity === entity);
  return workflow && { field: workflow.definition.field, codes: workflow.definition.states.map((state) => state.code) };
}

/**
 * The values each kind's scope and status filters read, to draw from: the seeded entities, missions and
 * countries (bound users' own among them), every state, the user types of a reference's audience.
 */
async function scopeValues(): Promise<Record<string, Record<string, unknown[]>>> {
  const ids = async (table: string) => (await t.db.query<{ id: string }>(`SELECT id FROM ${table} ORDER BY id`)).rows.map((row) => Number(row.id));
  const { rows } = await t.db.query<{ country: string }>(
    `SELECT DISTINCT jsonb_array_elements_text(data->'accredit_country') AS country FROM diplomatic_mission_records
     UNION SELECT DISTINCT data->>'country' FROM foreign_entity_records WHERE data ? 'country'`,
  );
  const [foreign, local, missions, countries] = [await ids('foreign_entity_records'), await ids('local_entity_records'), await ids('diplomatic_mission_records'), rows.map((row) => row.country)];
  const values: Record<string, Record<string, unknown[]>> = {
    'foreign-entity': { mission: missions, country: countries },
    'fund-transfer': { local_entity: local, mission: missions, foreign_entity: foreign },
    'support-request': { foreign_entity: foreign },
    'awqaf-request': { mission: missions, country: countries },
    'safe-travel': { local_entity: local },
    reference: { visible: [true, false], user_types: [['le'], ['fe', 'fe_approved', 'dm'], ['moi', 'awqaf', 'mofa_ft_users'], ['mofa_staff']] },
  };
  for (const kind of searchKinds) {
    const states = workflowStates(kind.entity);
    if (states) values[kind.kind] = { ...values[kind.kind], [states.field]: states.codes };
  }
  return values;
}

/** A record of `kind` as its module would store it, for kinds the demo seed leaves empty (the workflow records). */
async function seedOne(kind: string): Promise<void> {
  const entity = searchKinds.find((k) => k.kind === kind)!.entity;
  const states = workflowStates(entity);
  const data = { ...exampleRecord(entitySchemas[entity as EntityName]), ...(states ? { [states.field]: states.codes[0] } : {}) };
  await t.db.query(`INSERT INTO ${tableOf(kind)} (data) VALUES ($1::jsonb)`, [JSON.stringify(data)]);
}

/** Where each kind's record carries the token the property searches for. */
function named(kind: string, token: string, base: Record<string, unknown>): Record<string, unknown> {
  switch (kind) {
    case 'foreign-entity': case 'local-entity': case 'diplomatic-mission':
      return { name: `جمعية ${token}`, name_ar: `جمعية ${token}`, name_en: `Society ${token}` };
    case 'fund-transfer': return { deposit_receipt: `DR-${token}` };
    case 'support-request': return { project_name: `Well ${token}` };
    case 'awqaf-request': return { first_name: token };
    case 'safe-travel': return { travellers: [{ ...((base.travellers as object[] | undefined)?.[0] ?? { passport_number: 'P1' }), name: `Traveller ${token}` }] };
    default: return { title: `Topic ${token}` };
  }
}

/** Random lower-case letters: tokens far enough apart that no two are similar words. */
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const LIST_PATHS: Record<string, string> = {
  'foreign-entity': '/foreign-entities/', 'local-entity': '/local-entities/', 'diplomatic-mission': '/diplomatic-mission/', 'fund-transfer': '/ft/fund-transfer/',
  'support-request': '/support/request/', 'awqaf-request': '/aq/request/', 'safe-travel': '/safe-travel/', 'helpdesk-ticket': '/tickets/', reference: '/references/',
};

/** The ids the caller's own list of `kind` answers (All, 9999 rows), or undefined when it may not call it. */
async function listed(user: string, kind: string): Promise<Set<number> | undefined> {
  const response = await t.call('GET', LIST_PATHS[kind]!, { token: token(user), query: { page_size: 9999 } });
  if (response.statusCode === 403) return undefined;
  expect(response.statusCode, `${kind} as ${user}: ${response.body}`).toBe(200);
  return new Set((response.json().results as Array<{ id: number }>).map((record) => record.id));
}

describe('global search: never outside the caller\'s scope', () => {
  it('finds a record exactly when the caller\'s list of its kind holds it (random users and records)', async () => {
    const values = await scopeValues();
    const { rows: users } = await t.db.query<{ id: string }>('SELECT id FROM users ORDER BY id');
    const recordArb = fc.record({
      kind: fc.constantFrom(...searchKinds.map((k) => k.kind)),
      // For each scope field, which of its values; who created the record (a ticket's `own`).
      picks: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
      creator: fc.nat(),
    });
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(recordArb, { minLength: 1, maxLength: 4 }), fc.constantFrom(...USERS), async (records, user) => {
        const made: Array<{ kind: string; id: number; token: string }> = [];
        for (const record of records) {
          const fields = Object.entries(values[record.kind] ?? {});
          const scoped = Object.fromEntries(fields.map(([field, options], i) => [field, options[record.picks[i]! % options.length]]));
          serial += 1;
          const tokenText = `qzv${serial}${letters(8)}`;
          const creator = Number(users[record.creator % users.length]!.id);
          const { rows: base } = await t.db.query<{ data: Record<string, unknown> }>(`SELECT data FROM ${tableOf(record.kind)} ORDER BY id LIMIT 1`);
          const id = await cloneRecord(record.kind, { ...scoped, ...named(record.kind, tokenText, base[0]!.data) }, { createdBy: creator });
          made.push({ kind: record.kind, id, token: tokenText });
        }
        const lists = new Map<string, Set<number> | undefined>();
        for (const kind of new Set(made.map((m) => m.kind))) lists.set(kind, await listed(user, kind));
        for (const { kind, id, token: tokenText } of made) {
          const answer = await search(user, tokenText);
          const list = lists.get(kind);
          // Nothing but the one record carries the token: found exactly when the caller's list holds it.
          expect(answer.groups.flatMap((g) => g.results.map((hit) => `${hit.kind}:${hit.id}`)), `${user} ${kind}`).toEqual(list?.has(id) ? [`${kind}:${id}`] : []);
        }
        // And whatever a broader term finds is in the caller's lists.
        const broad = await search(user, 'qzv');
        for (const group of broad.groups) {
          const list = lists.get(group.kind) ?? (await listed(user, group.kind));
          expect(list, `${user} may not list ${group.kind}`).toBeDefined();
          for (const hit of group.results) expect(list!.has(hit.id), `${user} ${group.kind} ${hit.id}`).toBe(true);
        }
      }),
      // A shorter search on PGlite when PostgreSQL runs the full one in the same npm test.
      { numRuns: checkedOnPostgresToo ? 20 : 50 },
    );
  }, 240_000);
});
