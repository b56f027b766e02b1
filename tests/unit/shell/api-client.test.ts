// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onApiEvent, type ApiEvent } from '../../../src/portal/lib/api-events.ts';
import { installFakeXhr } from '../forms/fake-xhr.ts';

// The server is out of the picture here: fetch answers what each case needs, and the test watches
// what the client tells the shell (redirect to login, global loader) and what the caller gets.
const answers: Array<{ status: number; body: unknown }> = [];
const seen: Array<{ method: string; url: string }> = [];
vi.stubGlobal('fetch', async (request: Request) => {
  seen.push({ method: request.method, url: request.url });
  const { status, body } = answers.shift() ?? { status: 200, body: {} };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
});
const { api, callOperation, loadOperations, sessionApi, uploadFile } = await import('../../../src/portal/lib/api-client.ts');
// As a page's loader does (app/lazy-route.tsx): calls by operationId then start at once.
await loadOperations();

let events: ApiEvent[] = [];
let stop = () => {};
beforeEach(() => {
  events = [];
  answers.length = 0;
  seen.length = 0;
  stop = onApiEvent((event) => events.push(event));
});
afterEach(() => stop());

const redirects = () => events.filter((event) => event.kind === 'unauthorized');

describe('API answers that send the user to login (product spec section 8)', () => {
  it('a 401 to any call redirects once', async () => {
    answers.push({ status: 401, body: { code: 'not_authenticated', message: 'x' } });
    const result = await callOperation('listReferences');
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(redirects()).toEqual([{ kind: 'unauthorized', status: 401 }]);
  });

  it('a 403 to a read goes back to the caller, which says so, and keeps the session', async () => {
    answers.push({ status: 403, body: { code: 'forbidden', message: 'no' } });
    const result = await callOperation('listSafeTravel');
    expect(result).toEqual({ ok: false, status: 403, error: { code: 'forbidden', message: 'no' } });
    expect(redirects()).toEqual([]);
  });

  it('a 403 to an action goes back to the caller and keeps the session', async () => {
    answers.push({ status: 403, body: { code: 'forbidden', message: 'no' } });
    const result = await callOperation('updateReference', { params: { id: 1 }, body: { title: 't', published_date: '2026-01-01', visible: true, user_types: [] } });
    expect(result).toMatchObject({ ok: false, status: 403, error: { code: 'forbidden' } });
    expect(redirects()).toEqual([]);
  });

  it('a 403 asking for the second factor does not redirect', async () => {
    answers.push({ status: 403, body: { code: 'otp_required', message: 'otp' } });
    await api.GET('/get-user-data/');
    expect(redirects()).toEqual([]);
  });

  it("the session's own calls treat a 401 as an answer", async () => {
    answers.push({ status: 401, body: { code: 'not_authenticated', message: 'x' } });
    const { response } = await sessionApi.GET('/get-user-data/');
    expect(response.status).toBe(401);
    expect(redirects()).toEqual([]);
  });

  it('shows the global loader for the length of each call and names the language', async () => {
    const pending = callOperation('listReferences');
    expect(events).toEqual([{ kind: 'start' }]);
    await pending;
    expect(events).toEqual([{ kind: 'start' }, { kind: 'end' }]);
    expect(seen[0]!.url).toContain('/api/v1/references/');
  });
});

describe('uploads (XMLHttpRequest)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const pdf = () => new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });

  it('drive the global loader from send to answer', async () => {
    const Xhr = installFakeXhr();
    const pending = uploadFile('uploadReferenceFile', pdf(), () => undefined);
    expect(events).toEqual([{ kind: 'start' }]);
    Xhr.requests[0]!.respond(201, { id: 1 });
    await expect(pending).resolves.toMatchObject({ ok: true, data: { id: 1 } });
    expect(events).toEqual([{ kind: 'start' }, { kind: 'end' }]);
  });

  it('end the loader on a network failure and redirect on a 401', async () => {
    const Xhr = installFakeXhr();
    const failed = uploadFile('uploadReferenceFile', pdf(), () => undefined);
    Xhr.requests[0]!.onerror!();
    await expect(failed).resolves.toMatchObject({ ok: false, status: 0 });
    const refused = uploadFile('uploadReferenceFile', pdf(), () => undefined);
    Xhr.requests[1]!.respond(401, { code: 'not_authenticated', message: 'x' });
    await refused;
    expect(events).toEqual([{ kind: 'start' }, { kind: 'end' }, { kind: 'start' }, { kind: 'unauthorized', status: 401 }, { kind: 'end' }]);
  });
});
