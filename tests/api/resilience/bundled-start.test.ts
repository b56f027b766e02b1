/**
 * `npm start` as it runs (src/server/start.js): the server's prebuilt bundle (src/server/bundle/),
 * built here when stale as `npm run build:server` builds it, starts on a new embedded data folder,
 * answers health, signs a demo user in and lists records — the bundle, not the sources through tsx
 * (a bundled server that failed to find a file next to its source, or to load a lazy chunk, fails here).
 * npm start's database is the embedded one, so this runs once, in the PGlite run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServerBundle } from '../../../src/server/bundle/build-server-bundle.ts';
import { freshBundle } from '../../../src/server/bundle/bundle-freshness.js';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demo-users.ts';
import { startServer, type RunningServer } from '../../support/server-process.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bundled-'));
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm start on the server bundle', () => {
  it('starts from the bundle on a new data folder, signs a demo user in and answers a list', async () => {
    if (!freshBundle(root).entry) await buildServerBundle(root);
    server = await startServer({ root, dataDir, args: [join(root, 'src', 'server', 'start.js')], env: { DATABASE_URL: '' } });
    // start.js says so when it falls back to the sources.
    expect(server.output()).not.toContain('server bundle not used');
    const login = await fetch(`${server.url}/api/v1/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'staff', password: DEMO_PASSWORD }) });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const list = await fetch(`${server.url}/api/v1/references/`, { headers: { authorization: `Token ${token}`, 'accept-language': 'ar' } });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { count: number }).count).toBeGreaterThan(0);
  }, 300_000);
});
