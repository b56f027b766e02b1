/**
 * Banks, domains and sectors through the API: `ft/banks/` lists the seeded banks and exchange
 * companies by name; `ft/sectors/` names the domains and sectors in the caller's language; the
 * ministry files a transfer under them (`update-domain-and-sectors/`), a bad value being a translated
 * field error that writes nothing, a closed transfer a 409, a Kuwaiti entity a 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from './harness.ts';
import type { TestUser } from './workflow/access-model.ts';
import { startFundTransferApp } from './workflow/api-steps.ts';
import { authorisedTransfers } from './workflow/record-factories.ts';

let t: TestApp;
let u: Record<string, TestUser>;
beforeAll(async () => ({ t, u } = await startFundTransferApp()));
afterAll(() => t?.close());

const file = (id: number, data: unknown, who = 'charity', language = 'en') =>
  t.call('PATCH', `/ft/fund-transfer/${id}/update-domain-and-sectors/`, { token: u[who]!.token, language, body: { data } });

describe(`fund-transfer banks, domains and sectors (${testDatabaseKind})`, () => {
  it('lists the banks and exchange companies, searchable and by kind', async () => {
    const all = (await t.call('GET', '/ft/banks/', { token: u.ftstaff!.token })).json();
    expect(all.count).toBeGreaterThanOrEqual(14);
    expect(all.results.map((b: { name_en: string }) => b.name_en)).toContain('National Bank of Kuwait');
    const found = (await t.call('GET', '/ft/banks/', { token: u.ftstaff!.token, query: { search: 'بوبيان' } })).json();
    expect(found.results.map((b: { name_en: string }) => b.name_en)).toEqual(['Boubyan Bank']);
    const exchanges = (await t.call('GET', '/ft/banks/', { token: u.charity!.token, query: { kind: 'exchange' } })).json();
    expect(exchanges.results.every((b: { kind: string }) => b.kind === 'exchange')).toBe(true);
    expect((await t.call('GET', '/ft/banks/', { token: u.approved!.token })).statusCode).toBe(403);
  });

  it('names the domains and sectors in the caller’s language', async () => {
    const ar = (await t.call('GET', '/ft/sectors/', { token: u.kuwaiti!.token, language: 'ar' })).json();
    expect(ar.domains).toContainEqual({ value: 'humanitarian_aid', label: 'المساعدات الإنسانية' });
    expect(ar.sectors).toContainEqual({ value: 'education', label: 'التعليم' });
    const en = (await t.call('GET', '/ft/sectors/', { token: u.kuwaiti!.token, language: 'en' })).json();
    expect(en.sectors).toContainEqual({ value: 'water_sanitation', label: 'Water and sanitation' });
  });

  it('files a transfer under a domain and sectors; bad values are field errors that write nothing', async () => {
    const [id] = await authorisedTransfers(t, 1, 1);
    const filed = await file(id!, { domain: 'development_assistance', sectors: ['education', 'health'] });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json()).toMatchObject({ id, domain: 'development_assistance', sectors: ['education', 'health'], status: 'ft_regular' });
    const bad = await file(id!, { domain: 'tourism', sectors: ['education', 'education'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.domain).toBe('Choose one of the listed options');
    expect((await file(id!, { domain: 'tourism', sectors: [] }, 'charity', 'ar')).json().fields.domain).toBe('اختر أحد الخيارات المعروضة');
    expect((await file(id!, { sectors: ['health'] })).json().fields.domain).toBe('This field is required');
    expect((await t.call('GET', `/ft/fund-transfer/${id}/`, { token: u.charity!.token })).json()).toMatchObject({ domain: 'development_assistance', sectors: ['education', 'health'] });
    // The ministry files transfers; the entity does not.
    expect((await file(id!, { domain: 'humanitarian_aid', sectors: [] }, 'kuwaiti')).statusCode).toBe(403);
    const [closed] = await authorisedTransfers(t, 1, 1, { status: 'completed' });
    const refused = await file(closed!, { domain: 'humanitarian_aid', sectors: ['shelter'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This transfer is closed: it can no longer be filed under another domain or sectors');
    expect((await file(999_999, { domain: 'humanitarian_aid', sectors: [] })).statusCode).toBe(404);
  });
});
