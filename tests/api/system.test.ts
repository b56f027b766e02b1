import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabaseKind, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

describe('system', () => {
  it('health reports the database kind and the latest migration', async () => {
    const response = await t.call('GET', '/health');
    expect(response.statusCode).toBe(200);
    // The latest migration is the highest numbered file of src/server/db/migrations.
    const latest = Math.max(...readdirSync(new URL('../../src/server/db/migrations', import.meta.url)).map((name) => Number.parseInt(name, 10)));
    expect(response.json()).toEqual({ status: 'ok', database: testDatabaseKind, migration: latest });
  });

  it('answers unknown API routes with a translated 404', async () => {
    const ar = await t.call('GET', '/no-such-thing/');
    expect(ar.statusCode).toBe(404);
    expect(ar.json()).toEqual({ code: 'not_found', message: 'السجل غير موجود' });
    const en = await t.call('GET', '/no-such-thing/', { language: 'fr, en;q=0.5' });
    expect(en.json().message).toBe('The record was not found');
  });

  it('keeps trailing slashes exactly as the spec writes them', async () => {
    expect((await t.call('GET', '/health/')).statusCode).toBe(404);
    expect((await t.call('POST', '/login', { body: { username: 'a', password: 'b' } })).statusCode).toBe(404);
  });

  it('sends security headers and does not let API answers be cached', async () => {
    const response = await t.call('GET', '/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBeTruthy();
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lets portal pages run only the build’s own script files: no eval, no inline or foreign scripts', async () => {
    // The form runtime validates in the browser without code made at run time (issue: CSP without 'unsafe-eval').
    for (const url of ['/portal/overview/', '/portal/forms/demo', '/api/v1/health']) {
      const policy = String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      const directives = new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
      expect(directives.get('script-src'), `${url}: ${policy}`).toEqual(["'self'"]);
      expect(policy, url).not.toContain('unsafe-eval');
      expect(directives.get('object-src')).toEqual(["'none'"]);
    }
  });

  it('redirects / to the portal overview and explains when the portal is not built', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/portal/overview/');
    const portal = await t.app.inject({ method: 'GET', url: '/portal/overview/' });
    expect(portal.body).toContain('npm run build');
  });

  it('rejects an oversized JSON body with a translated 413', async () => {
    const response = await t.call('POST', '/login/', { body: { username: 'x'.repeat(2_000_000), password: 'p' }, language: 'en' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'payload_too_large', message: 'The request is too large' });
  });
});
