/**
 * Field-level rules (`readOnly` of a rule in spec/access/rules): a user type may see a field but not
 * change it. A changed value answers 403 `read_only_field` with a translated message under the field
 * and changes nothing; the same value sent back (a form returning the record as loaded) is accepted.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { auditRows } from './identity-support.ts';

let t: TestApp;
let mission: string;
let staff: string;
beforeAll(async () => {
  t = await startTestApp();
  [mission, staff] = [await t.login('mission'), await t.login('staff')];
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

const entityOf = async (id: number) => (await t.call('GET', `/foreign-entities/${id}/`, { token: staff })).json() as Record<string, unknown>;

describe('read-only fields of a foreign entity', () => {
  it('lets a mission record its review of an entity it follows, even when the form sends the whole record back', async () => {
    const before = await entityOf(1);
    const review = { visit_before: true, person_name: 'Ali Hassan', opinion: 'Well run' };
    const response = await t.call('PATCH', '/foreign-entities/1/', { token: mission, body: { ...before, ...review } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ...review, name: before.name, email: before.email, country: before.country });
  });

  it('refuses a mission changing the name, e-mail or country, with a message under each field, and keeps the record', async () => {
    const before = await entityOf(1);
    const response = await t.call('PATCH', '/foreign-entities/1/', { token: mission, language: 'en', body: { name: 'Renamed', email: 'new@mail.example', country: 'EG', person_name: 'Someone' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'read_only_field',
      message: 'You may see this field but not change it',
      fields: { name: 'You may see this field but not change it', email: 'You may see this field but not change it', country: 'You may see this field but not change it' },
    });
    expect(await entityOf(1)).toMatchObject({ name: before.name, email: before.email, country: before.country, person_name: 'Ali Hassan' });
    const arabic = await t.call('PATCH', '/foreign-entities/1/', { token: mission, language: 'ar', body: { email: 'new@mail.example' } });
    expect(arabic.json().fields).toEqual({ email: 'يمكنك الاطلاع على هذا الحقل دون تعديله' });
  });

  it('writes each refusal to the audit log: who, which operation, which fields — never the values tried', async () => {
    await t.call('PATCH', '/foreign-entities/1/', { token: mission, body: { name: 'Audited rename', email: 'audit@mail.example' } });
    const row = (await auditRows(t.db, 'access_denied')).at(-1)!;
    expect(row).toMatchObject({ actor_username: 'mission', target: 'operation:patchForeignEntity' });
    expect(row.details).toEqual({ method: 'PATCH', path: '/api/v1/foreign-entities/1/', code: 'read_only_field', fields: expect.arrayContaining(['name', 'email']) });
    expect(JSON.stringify(row)).not.toMatch(/Audited rename|audit@mail/);
  });

  it('refuses an entity moving itself to another mission or writing the mission review, but takes its own fields', async () => {
    const foreign = await t.login('foreign');
    expect((await t.call('PATCH', '/foreign-entities/1/', { token: foreign, body: { mission: 2 } })).statusCode).toBe(403);
    expect((await t.call('PATCH', '/foreign-entities/1/', { token: foreign, body: { opinion: 'We are great' } })).json().fields).toHaveProperty('opinion');
    const own = await t.call('PATCH', '/foreign-entities/1/', { token: foreign, body: { mission: 1, name_en: 'Al Amal Relief' } });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ mission: 1, name_en: 'Al Amal Relief' });
  });

  it('leaves the ministry free to change what a mission may not', async () => {
    const response = await t.call('PATCH', '/foreign-entities/1/', { token: staff, body: { email: 'amal@relief.example' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().email).toBe('amal@relief.example');
  });
});

describe('read-only fields through the generic resource update', () => {
  it('keeps a checklist review on its section: status and remark change, the section may not (property)', async () => {
    const created = await t.call('POST', '/checklist-remarks/', { token: staff, body: { foreign_entity: 1, checklist_type: 0, section: 3, status: 'open', remark: 'First look' } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const stored = { foreign_entity: 1, checklist_type: 0, section: 3 };
    let remark = 'First look';
    await fc.assert(
      fc.asyncProperty(
        fc.record({ foreign_entity: fc.constantFrom(1, 3), checklist_type: fc.constantFrom(0, 1), section: fc.constantFrom(3, 4), remark: fc.stringMatching(/^[a-z]{1,20}$/) }),
        async (body) => {
          const changed = (Object.keys(stored) as Array<keyof typeof stored>).filter((field) => body[field] !== stored[field]);
          const response = await t.call('PUT', `/checklist-remarks/${id}/`, { token: mission, body: { status: 'open', ...body } });
          if (changed.length > 0) {
            expect(response.statusCode, response.body).toBe(403);
            expect(Object.keys(response.json().fields).sort()).toEqual(changed.sort());
          } else {
            expect(response.statusCode, response.body).toBe(200);
            remark = body.remark;
          }
          const listed = (await t.call('GET', '/checklist-remarks/', { token: staff, query: { foreign_entity: 1, page_size: 9999 } })).json();
          expect((listed.results ?? listed).find((r: { id: number }) => r.id === id)).toMatchObject({ ...stored, remark });
        },
      ),
      { numRuns: 20, examples: [[{ ...stored, remark: 'same place' }]] },
    );
  });
});

describe('read-only fields of a Kuwaiti entity’s staff', () => {
  it('refuses a Kuwaiti entity changing the second-factor requirement or giving more than it holds; the same value passes', async () => {
    const le = await t.login('kuwaiti');
    const body = { username: 'le.readonly', name: 'Huda Al-Otaibi', user_type: 'le', password: 'Kuwait&Gulf2026', permissions: ['local_entity', 'local_entity_1'], menu_permissions: ['local_entity'] };
    const created = await t.call('POST', '/users/', { token: le, body });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const refused = await t.call('PUT', `/users/${id}/`, { token: le, language: 'en', body: { authentication_required: true } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().fields).toEqual({ authentication_required: 'You may see this field but not change it' });
    expect((await t.call('PUT', `/users/${id}/`, { token: le, body: { permissions: ['local_entity', 'local_entity_1', 'admin'] } })).statusCode).toBe(403);
    const same = await t.call('PUT', `/users/${id}/`, { token: le, body: { authentication_required: false, name: 'Huda Al-Otaibi Jr' } });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ name: 'Huda Al-Otaibi Jr', authentication_required: false, permissions: ['local_entity', 'local_entity_1'] });
    const admin = await t.login('admin');
    expect((await t.call('PUT', `/users/${id}/`, { token: admin, body: { authentication_required: true } })).json()).toMatchObject({ authentication_required: true });
  });
});
