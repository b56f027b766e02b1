import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let portalDir: string;
beforeAll(async () => {
  portalDir = mkdtempSync(join(tmpdir(), 'portal-'));
  mkdirSync(join(portalDir, 'assets'));
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
  writeFileSync(join(portalDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await startTestApp({ portalDir });
});
afterAll(async () => {
  await t.close();
  rmSync(portalDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

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
});
