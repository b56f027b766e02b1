/**
 * The server's bundle (src/server/bundle/): code that reads files next to its source still finds them
 * from the bundle, the portal never gets in, and src/server/start.js runs a bundle only while every
 * file it was built from is as it was.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServerBundle } from '../../../src/server/bundle/build-server-bundle.ts';
import { freshBundle } from '../../../src/server/bundle/bundle-freshness.js';

const roots: string[] = [];

/** A project of a few files under a temporary folder. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'server-bundle-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const server = {
  'src/server/main.ts': "import { greeting } from './platform/greeting.ts';\nconsole.log(greeting(), (await import('./lazy.ts')).lazy);\n",
  'src/server/lazy.ts': "export const lazy = 'lazy';\n",
  'src/server/platform/greeting.ts':
    "import { readFileSync } from 'node:fs';\nimport { join } from 'node:path';\n" +
    "export const greeting = () => [readFileSync(join(import.meta.dirname, 'greeting.txt'), 'utf8'), readFileSync(new URL('./greeting.txt', import.meta.url), 'utf8')].join(' ');\n",
  'src/server/platform/greeting.txt': 'hello',
};

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the server bundle', () => {
  it('runs, and finds the files its sources read next to themselves', async () => {
    const root = project(server);
    const entry = await buildServerBundle(root);
    expect(execFileSync(process.execPath, [entry], { encoding: 'utf8' }).trim()).toBe('hello hello lazy');
    expect(freshBundle(root)).toEqual({ entry, reason: 'fresh' });
  });

  it('is fresh when a source was only touched, and stale once a source changed', async () => {
    const root = project(server);
    await buildServerBundle(root);
    const greeting = join(root, 'src/server/platform/greeting.ts');
    utimesSync(greeting, new Date(), new Date(Date.now() + 5_000));
    expect(freshBundle(root).reason).toBe('fresh');
    writeFileSync(greeting, "export const greeting = () => 'changed';\n");
    expect(freshBundle(root)).toEqual({ entry: undefined, reason: 'src/server/platform/greeting.ts changed since the bundle was built' });
    rmSync(join(root, 'src/server/lazy.ts'));
    expect(freshBundle(root).entry).toBeUndefined();
  });

  it('is not used when its files were removed', async () => {
    const root = project(server);
    const entry = await buildServerBundle(root);
    rmSync(dirname(entry), { recursive: true });
    expect(freshBundle(root)).toEqual({ entry: undefined, reason: expect.stringMatching(/^build-.*\/main\.js is missing$/) });
  });

  it('reads a large generated table as the same values', async () => {
    const table = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`op${i}`, { path: `/x/${i}/`, required: ['a', "b'c"], n: i / 3, ok: i % 2 === 0, none: null }]));
    const literal = `export const table: Record<string, unknown> = ${JSON.stringify(table, null, 2)};\n`;
    const root = project({
      'src/server/main.ts': "import { table } from '../../generated/table.ts';\nimport { odd } from '../../generated/odd.ts';\nconsole.log(JSON.stringify([table, odd, Object.getPrototypeOf(odd) === Object.prototype]));\n",
      'generated/table.ts': literal,
      'generated/odd.ts': `export const odd = { "__proto__": { "inherited": true } };\n// ${'x'.repeat(70_000)}\n`,
    });
    const entry = await buildServerBundle(root);
    expect(readFileSync(entry, 'utf8')).toContain('JSON.parse(');
    const [built, odd, plain] = JSON.parse(execFileSync(process.execPath, [entry], { encoding: 'utf8' })) as [unknown, unknown, boolean];
    expect(built).toEqual(table);
    expect([odd, plain]).toEqual([{}, false]); // a literal's __proto__ stays the prototype
  });

  it('is not there before a build', () => {
    expect(freshBundle(project(server))).toEqual({ entry: undefined, reason: 'no bundle' });
  });

  it('refuses portal code', async () => {
    const root = project({
      'src/server/main.ts': "import { page } from '../portal/page.ts';\nconsole.log(page);\n",
      'src/portal/page.ts': "export const page = 'page';\n",
    });
    await expect(buildServerBundle(root)).rejects.toThrow(/portal code \(src\/portal\/page\.ts\)/);
    expect(freshBundle(root).entry).toBeUndefined();
  });
});
