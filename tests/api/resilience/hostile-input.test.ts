/**
 * The hostile inputs of issue 18 answer 4xx with `{code, message}`, translated, naming the field:
 * NUL and lone surrogates in any string, integers beyond PostgreSQL's range, a username created
 * twice at once. Each case is paired with the same request made valid, so the check can fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabaseKind, type TestApp } from '../harness.ts';

let t: TestApp;
let admin: string;
let foreign: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  foreign = await t.login('foreign');
});
afterAll(() => t?.close());

const PASSWORD = 'Kuwait&Gulf2026';
const supportRequest = (fields: Record<string, unknown> = {}) => ({
  project_name: 'Water wells', sector: 'humanitarian_aid', country: 'SD', summary: 'Wells for three villages', amount_requested: 25000, ...fields,
});

/** A 4xx in the API's error shape, with only `code`, `message` and, when present, `fields`. */
function expectRefusal(response: { statusCode: number; json(): unknown; body: string }, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as Record<string, unknown>;
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body).filter((key) => !['code', 'message', 'fields'].includes(key))).toEqual([]);
  return body as { code: string; message: string; fields?: Record<string, string> };
}

describe(`hostile input (${testDatabaseKind})`, () => {
  it('refuses a NUL in a search, before login, and in a record field, naming the field in the caller’s language', async () => {
    expect((await t.call('GET', '/foreign-entities/', { token: admin, query: { search: 'Green' } })).statusCode).toBe(200);
    const search = expectRefusal(await t.call('GET', '/foreign-entities/', { token: admin, query: { search: '\u0000' }, language: 'en' }));
    expect(search).toMatchObject({ code: 'invalid_request', fields: { search: 'Remove the invisible or broken characters from this field' } });
    const raw = await t.app.inject({ method: 'GET', url: '/api/v1/foreign-entities/?search=%00', headers: { authorization: `Token ${admin}` } });
    expect(expectRefusal(raw).fields).toEqual({ search: 'احذف الأحرف غير المرئية أو التالفة من هذا الحقل' });

    const login = expectRefusal(await t.call('POST', '/login/', { body: { username: 'adm\u0000in', password: 'x' }, language: 'en' }));
    expect(login.fields).toHaveProperty('username');

    expect((await t.call('POST', '/support/request/', { token: foreign, body: supportRequest() })).statusCode).toBe(201);
    const named = expectRefusal(await t.call('POST', '/support/request/', { token: foreign, body: supportRequest({ project_name: 'Water\u0000wells' }), language: 'en' }));
    expect(named.fields).toEqual({ project_name: 'Remove the invisible or broken characters from this field' });
  });

  it('refuses a lone surrogate in a value and in a key', async () => {
    const lone = expectRefusal(await t.call('POST', '/support/request/', { token: foreign, body: supportRequest({ summary: 'half \ud800 a pair' }) }));
    expect(Object.keys(lone.fields ?? {})).toEqual(['summary']);
    const key = expectRefusal(await t.call('POST', '/support/request/', { token: foreign, body: { ...supportRequest(), '\udc00x': 1 } }));
    expect(Object.keys(key.fields ?? {})).toEqual(['\ufffdx']);
    // A whole pair (an emoji) is fine.
    expect((await t.call('POST', '/support/request/', { token: foreign, body: supportRequest({ summary: 'Clean water 💧' }) })).statusCode).toBe(201);
  });

  it('bounds ids, pages, offsets and ids inside bodies', async () => {
    expect((await t.call('GET', '/foreign-entities/1/', { token: admin })).statusCode).toBe(200);
    expect(expectRefusal(await t.call('GET', '/foreign-entities/99999999999999999999/', { token: admin })).fields).toHaveProperty('id');
    expect(expectRefusal(await t.call('GET', '/foreign-entities/2147483648/', { token: admin })).fields).toHaveProperty('id');
    expect((await t.call('GET', '/foreign-entities/2147483647/', { token: admin })).statusCode).toBe(404);

    expect((await t.call('GET', '/foreign-entities/', { token: admin, query: { page: 2 } })).statusCode).toBe(200);
    const page = expectRefusal(await t.call('GET', '/foreign-entities/', { token: admin, query: { page: '922337203685477581' }, language: 'en' }));
    expect(page.fields).toEqual({ page: 'Enter a value of at most 2,147,483,647' });
    expect((await t.call('GET', '/foreign-entities/', { token: admin, query: { page: 2147483647, page_size: 9999 } })).statusCode).toBe(200);

    expect((await t.call('GET', '/user-state-logs/', { token: admin, query: { offset: 5 } })).statusCode).toBe(200);
    expect(expectRefusal(await t.call('GET', '/user-state-logs/', { token: admin, query: { offset: '1e20' } })).fields).toHaveProperty('offset');

    const attached = expectRefusal(await t.call('POST', '/support/request/', { token: foreign, body: supportRequest({ attachments: [{ id: 1e30 }] }) }));
    expect(attached.fields).toHaveProperty('attachments');
  });

  it('answers the same username created twice at once with one 201 and one field error', async () => {
    const user = { username: 'twice.made', name: 'Twice', user_type: 'mofa_staff', password: PASSWORD };
    const answers = await Promise.all([1, 2, 3].map(() => t.call('POST', '/users/', { token: admin, body: user, language: 'en' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expect(expectRefusal(refused)).toEqual({ code: 'repeated', message: 'This Field Is Repeated', fields: { username: 'This Field Is Repeated' } });
    }
  });
});
