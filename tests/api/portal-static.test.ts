import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../src/build/precompress.ts';
import { startTestApp, type TestApp } from './harness.ts';

// Big and repetitive enough that both compressed copies are worth writing.
const SCRIPT = Array.from({ length: 200 }, (_, i) => `export const label${i} = 'تسجيل الدخول ${i}';`).join('\n');

let t: TestApp;
let portalDir: string;
beforeAll(async () => {
  portalDir = mkdtempSync(join(tmpdir(), 'portal-'));
  mkdirSync(join(portalDir, 'assets'));
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
  writeFileSync(join(portalDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(portalDir, 'assets', 'login-def456.js'), SCRIPT);
  await precompressDirectory(portalDir); // as `npm run build` does
  t = await startTestApp({ portalDir });
});
afterAll(async () => {
  await t.close();
  rmSync(portalDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the built portal', () => {
  it('serves index.html at /portal/ without caching it', async () => {
    const response = await get('/portal/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('sends /portal to /portal/', async () => {
    const response = await get('/portal');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/portal/');
  });

  it('falls back to index.html for client-side routes (history mode)', async () => {
    for (const url of ['/portal/overview/', '/portal/references/preview/4', '/portal/login?next=%2Fportal%2F']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets with a long cache, and 404s missing files', async () => {
    const asset = await get('/portal/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/portal/assets/missing-zzz.js')).statusCode).toBe(404);
  });

  it('does not let the portal fallback swallow unknown API routes', async () => {
    const response = await get('/api/v1/nothing-here/');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it('sends the brotli or gzip copy the browser accepts, the same bytes once decoded, cached for good', async () => {
    const url = '/portal/assets/login-def456.js';
    const decode = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accepted, encoding] of [['br', 'br'], ['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
      const response = await get(url, { 'accept-encoding': accepted });
      expect(response.statusCode, accepted).toBe(200);
      expect(response.headers['content-encoding'], accepted).toBe(encoding);
      expect(response.headers['content-type'], accepted).toMatch(/javascript/);
      expect(response.headers.vary, accepted).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control'], accepted).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length, accepted).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
      expect(decode[encoding](response.rawPayload).toString('utf8'), accepted).toBe(SCRIPT);
    }
    const plain = await get(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('never caches index.html for good, compressed or not', async () => {
    for (const url of ['/portal/', '/portal/index.html', '/portal/overview/']) {
      for (const accepted of ['br', 'gzip', 'identity']) {
        const response = await get(url, { 'accept-encoding': accepted });
        expect(response.statusCode, `${url} ${accepted}`).toBe(200);
        expect(response.headers['cache-control'], `${url} ${accepted}`).toBe('no-cache');
      }
    }
  });
});
