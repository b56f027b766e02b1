/**
 * The server's start against a PostgreSQL it cannot use: nothing listening on the port, a listener
 * that never answers, a database that does not exist. Each attempt prints one line, there is no
 * stack trace, and the start gives up after DATABASE_START_SECONDS with a last line and exit code 1.
 * The server is started as `npm start` starts it (src/server/main.ts), on free ports.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../database-urls.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A port nothing listens on (taken from the system, then let go). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs main.ts with `url` as DATABASE_URL; its exit code, its output and how long it tried (first line to exit: tsx's boot not counted). */
function start(url: string): Promise<{ code: number | null; output: string; seconds: number }> {
  return freePort().then((port) => new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_CONNECT_TIMEOUT_SECONDS: '1', DATABASE_START_SECONDS: '4', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let firstLine: number | undefined;
    const hear = (chunk: Buffer) => {
      firstLine ??= performance.now();
      output += chunk.toString();
    };
    child.stdout.on('data', hear);
    child.stderr.on('data', hear);
    const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, output, seconds: (performance.now() - (firstLine ?? started)) / 1000 });
    });
  }));
}

/** One line per attempt, a last line, no stack trace, exit 1 within the start's time and a margin. */
function expectGaveUp({ code, output, seconds }: { code: number | null; output: string; seconds: number }, reason: RegExp) {
  const lines = output.trim().split('\n');
  expect(code, output).toBe(1);
  expect(output).not.toMatch(/^\s+at /m);
  expect(lines.length, output).toBeGreaterThanOrEqual(2);
  for (const line of lines.slice(0, -1)) expect(line).toMatch(/^database: attempt \d+ failed: .+; trying again in [\d.]+ s$/);
  expect(lines.at(-1)).toMatch(/^database: gave up after \d+ s and \d+ attempts: .+ \(DATABASE_START_SECONDS=4\)$/);
  expect(lines[0]).toMatch(reason);
  // 4 s of retries, plus at most one connect timeout (1 s) and a busy machine's margin.
  expect(seconds).toBeLessThan(12);
}

describe('the start against a PostgreSQL it cannot use', () => {
  it('says nothing listens on a wrong port, once per attempt, then gives up', async () => {
    const port = await freePort();
    expectGaveUp(await start(`postgres://portal:secret@127.0.0.1:${port}/portal`), new RegExp(`nothing listens at 127\\.0\\.0\\.1:${port}/portal \\(connection refused\\)`));
  });

  it('says a listener that never answers did not answer in time, then gives up', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const result = await start(`postgres://portal:secret@127.0.0.1:${port}/portal`);
      expectGaveUp(result, /did not answer in time/);
      expect(result.output).not.toContain('secret');
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('names a database that does not exist', async () => {
    expectGaveUp(await start(databaseUrl(process.env.TEST_DATABASE_URL!, 'portal_missing_database')), /database "portal_missing_database" does not exist/);
  });
});
