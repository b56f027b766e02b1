/**
 * Issue 18, proxies and origins: a client-written X-Forwarded-For no longer picks the IP that the
 * login limits and the audit log see; HSTS goes with https behind the trusted proxy; a write from a
 * foreign page is refused (spec/access/lockout.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demo-users.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { auditRows } from '../identity-support.ts';

let proxied: TestApp;
let direct: TestApp;
beforeAll(async () => {
  const identity = { ...loadConfig({ NODE_ENV: 'test' }).identity, loginRateLimitPerIp: 3 };
  proxied = await startTestApp({ trustProxy: 1, identity });
  direct = await startTestApp();
});
afterAll(async () => {
  await proxied?.close();
  await direct?.close();
});

const wrongLogin = (t: TestApp, username: string, headers: Record<string, string>) =>
  t.call('POST', '/login/', { body: { username, password: 'Wrong@Password1' }, headers, language: 'en' });

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses, and refuses "true"', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.2', '10.1.0.0/16']);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'everything' })).toThrow(/TRUST_PROXY/);
  });

  it('sees the address the proxy saw, whatever the client wrote before it, in the audit log', async () => {
    await wrongLogin(proxied, 'audit-ip-probe', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' });
    const row = (await auditRows(proxied.db, 'login_failed')).find((r) => r.target === 'username:audit-ip-probe');
    expect(row?.ip).toBe('203.0.113.9');
  });

  it('keeps the per-IP login limit however the client varies X-Forwarded-For', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await wrongLogin(proxied, `probe-${i}`, { 'x-forwarded-for': `10.9.9.${i}, 198.51.100.7` }));
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 429]);
    expect(answers[3]!.json()).toEqual({ code: 'too_many_requests', message: 'Too many attempts; wait a moment and try again' });
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
    // Another client behind the same proxy is not held back.
    expect((await proxied.call('POST', '/login/', { body: { username: 'staff', password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': '198.51.100.8' } })).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For without a trusted proxy', async () => {
    await wrongLogin(direct, 'direct-probe', { 'x-forwarded-for': '6.6.6.6' });
    const row = (await auditRows(direct.db, 'login_failed')).find((r) => r.target === 'username:direct-probe');
    expect(row?.ip).toBe('127.0.0.1');
  });
});

describe('HSTS', () => {
  it('goes with https behind the trusted proxy, not with http, and not on a client-written header', async () => {
    const https = await proxied.call('GET', '/captcha/challenge/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await proxied.call('GET', '/captcha/challenge/')).headers['strict-transport-security']).toBeUndefined();
    const forged = await direct.call('GET', '/captcha/challenge/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Origin of state-changing requests', () => {
  it('refuses a write from a foreign page with a translated {code, message}', async () => {
    const token = await direct.login('staff');
    for (const [method, path] of [['POST', '/logout/'], ['POST', '/login/'], ['PUT', '/tickets/1'], ['DELETE', '/references/1/']] as const) {
      const refused = await direct.call(method, path, { token, body: method === 'DELETE' ? undefined : {}, headers: { origin: 'https://evil.example' }, language: 'en' });
      expect(refused.statusCode, `${method} ${path}`).toBe(403);
      expect(refused.json()).toEqual({ code: 'origin_refused', message: 'This request came from another site and was refused' });
    }
    const nullOrigin = await direct.call('POST', '/logout/', { token, headers: { origin: 'null' }, language: 'ar' });
    expect(nullOrigin.json()).toEqual({ code: 'origin_refused', message: 'رُفض هذا الطلب لأنه جاء من موقع آخر' });
    expect((await direct.call('GET', '/get-user-data/', { token })).statusCode).toBe(200); // the session survived
  });

  it('lets same-origin pages, the portal address and clients without Origin through, and reads with any Origin', async () => {
    const login = (headers: Record<string, string>) => direct.call('POST', '/login/', { body: { username: 'staff', password: DEMO_PASSWORD }, headers });
    expect((await login({ origin: 'http://localhost:80' })).statusCode).toBe(200); // the address the request came to
    expect((await login({ origin: direct.app.config.publicUrl })).statusCode).toBe(200);
    expect((await login({})).statusCode).toBe(200);
    expect((await direct.call('GET', '/captcha/challenge/', { headers: { origin: 'https://evil.example' } })).statusCode).toBe(200);
    const viaProxy = await proxied.call('POST', '/login/', {
      body: { username: 'staff', password: DEMO_PASSWORD },
      headers: { origin: 'https://portal.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portal.example', 'x-forwarded-for': '198.51.100.20' },
    });
    expect(viaProxy.statusCode).toBe(200);
  });
});
