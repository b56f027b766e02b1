/**
 * Every error body is `{code, message}`, also those Fastify's own code and Node's HTTP parser give:
 * 431 (headers too large, over real HTTP on a free port), 429 with Retry-After, a malformed JSON body.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.ts';
import { startTestApp, testDatabaseKind, type TestApp } from '../harness.ts';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  const identity = { ...loadConfig({ NODE_ENV: 'test' }).identity, loginRateLimitPerAccount: 2, loginRateWindowSeconds: 120 };
  t = await startTestApp({ identity });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

/** A raw GET with `headers` over HTTP: status, headers and body. */
function get(path: string, headers: Record<string, string>): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}${path}`, { headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe(`error bodies (${testDatabaseKind})`, () => {
  it('answers headers too large with 431 `{code, message}` in the request’s language', async () => {
    expect((await get('/api/v1/health', { 'accept-language': 'en' })).status).toBe(200);
    const english = await get('/api/v1/health', { 'accept-language': 'en', cookie: `x=${'a'.repeat(20_000)}` });
    expect(english.status).toBe(431);
    expect(english.type).toMatch(/^application\/json/);
    expect(JSON.parse(english.body)).toEqual({ code: 'headers_too_large', message: 'The request headers are too large; sign out and in again, or clear this site’s cookies' });
    const arabic = await get('/api/v1/health', { cookie: `x=${'a'.repeat(20_000)}` });
    expect(JSON.parse(arabic.body).message).toMatch(/ترويسات الطلب/);
  });

  it('answers too many login attempts with 429 `{code, message}` and Retry-After', async () => {
    const attempt = () => t.call('POST', '/login/', { body: { username: 'nobody.here', password: 'wrong-Password1' }, language: 'en' });
    const answers = [await attempt(), await attempt(), await attempt()];
    expect(answers.slice(0, 2).map((a) => a.statusCode)).not.toContain(429);
    const limited = answers[2]!;
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'too_many_requests', message: 'Too many attempts; wait a moment and try again' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(120);
  });

  it('answers a body that is not JSON, and an unknown path, with `{code, message}`', async () => {
    const broken = await t.app.inject({ method: 'POST', url: '/api/v1/login/', payload: '{"username": "adm', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(Object.keys(broken.json()).sort()).toEqual(['code', 'message']);
    const missing = await t.call('GET', '/no-such-thing/');
    expect(missing.statusCode).toBe(404);
    expect(Object.keys(missing.json()).sort()).toEqual(['code', 'message']);
  });
});
