/**
 * The soak test (`npm run soak`; tests/soak/README.md): PostgreSQL-backed server instances behind
 * haproxy under a bounded mixed load for a fixed time, one instance killed and the database's
 * connections ended midway; then every acknowledged write is looked for and every side effect
 * counted. Options: `--duration=<s>` (SOAK_DURATION, 60), `--instances=<n>` (SOAK_INSTANCES, 3),
 * `--concurrency=<n>` (SOAK_CONCURRENCY, 6: virtual users), `--no-restart` (SOAK_RESTART=0: the
 * killed instance stays down), SOAK_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePorts } from '../support/ports.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { Recorder } from './client.ts';
import { createSoakDatabase, haproxyInstalled, serverInstance, startProxy, terminateConnections, type Instance } from './cluster.ts';
import { virtualUser, type Ledger, type LoadContext } from './load.ts';
import { report, type Faults } from './report.ts';
import { drainOutbox, verify } from './verify.ts';

const root = resolve(import.meta.dirname, '..', '..');

function option(name: string, env: string, fallback: number): number {
  const args = process.argv.slice(2);
  const inline = args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const index = args.indexOf(`--${name}`);
  const value = inline ?? (index >= 0 ? args[index + 1] : undefined) ?? process.env[env];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    console.error(`soak: --${name} (${env}) must be a whole number of at least 1 (got "${value}")`);
    process.exit(2);
  }
  return number;
}

const duration = option('duration', 'SOAK_DURATION', 60);
const instanceCount = option('instances', 'SOAK_INSTANCES', 3);
const concurrency = option('concurrency', 'SOAK_CONCURRENCY', 6);
const restart = !process.argv.includes('--no-restart') && process.env.SOAK_RESTART !== '0';
const adminUrl = process.env.SOAK_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** A claimed e-mail goes to another worker this long after its worker was killed; the final check waits for it. */
const OUTBOX_LEASE_SECONDS = 10;

if (instanceCount < 2) {
  console.error('soak: --instances must be at least 2 (one is killed midway)');
  process.exit(2);
}
if (!haproxyInstalled()) {
  console.error('soak: haproxy is not installed — install it with `apt-get install -y haproxy` (Debian), then run `npm run soak` again');
  process.exit(2);
}

// Everything started is undone in reverse order, at the end, on failure and on Ctrl-C.
const undo: Array<{ what: string; fn: () => Promise<unknown> | unknown }> = [];
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    for (const { what, fn } of undo.reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error(`soak: could not ${what}: ${(error as Error).message}`);
      }
    }
  })());
// An error no code path catches still closes everything (instances, haproxy, the database) first.
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.once(event, (error: unknown) => {
    console.error(`soak: ${event}: ${(error as Error)?.stack ?? String(error)}`);
    void cleanUp().then(() => process.exit(1));
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nsoak: ${signal}, closing everything`);
    void cleanUp().then(() => process.exit(130));
  });
}

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));
const t0 = performance.now();
const at = (moment: number) => `+${((moment - t0) / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(`[${at(performance.now())}] ${line}`);

async function main(): Promise<boolean> {
  console.log(`soak: ${duration} s, ${instanceCount} instances behind haproxy, ${concurrency} virtual users, killed instance ${restart ? 'restarted at 2/3' : 'left down'}`);
  console.log(`load average at start: ${load()}`);

  const folder = mkdtempSync(join(tmpdir(), 'soak-'));
  undo.push({ what: 'remove the temporary folder', fn: () => rmSync(folder, { recursive: true, force: true }) });
  const sink = await startSmtpSink();
  undo.push({ what: 'close the SMTP sink', fn: () => sink.close() });
  const database = await createSoakDatabase(adminUrl);
  undo.push({ what: `drop database ${database.name}`, fn: () => database.drop() });
  say(`database ${database.name} created; SMTP sink at ${sink.url}`);

  const [proxyPort, ...ports] = await freePorts(instanceCount + 1);
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: join(folder, 'data'), // uploads shared by every instance
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_IP: '1000000',
    LOGIN_RATE_LIMIT_ACCOUNT: '1000000',
    CAPTCHA: 'off',
    TRUST_PROXY: '1',
    SMTP_URL: sink.url,
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    OUTBOX_SECONDS: '2',
    OUTBOX_LEASE_SECONDS: String(OUTBOX_LEASE_SECONDS),
    OUTBOX_RETRY_SECONDS: '2',
  };
  const instances: Instance[] = ports.map((port, i) => serverInstance(root, `s${i + 1}`, port!, env));
  for (const instance of instances) undo.push({ what: `stop instance ${instance.name}`, fn: () => instance.stop() });
  const first = performance.now();
  await instances[0]!.start();
  say(`instance s1 up on :${instances[0]!.port} (migrated and seeded the database in ${((performance.now() - first) / 1000).toFixed(1)} s)`);
  await Promise.all(instances.slice(1).map((instance) => instance.start()));
  say(`instances ${instances.slice(1).map((i) => `${i.name} :${i.port}`).join(', ')} up`);
  const proxy = await startProxy(folder, proxyPort!, instances);
  undo.push({ what: 'stop haproxy', fn: () => proxy.close() });
  say(`haproxy on :${proxyPort}, round robin over ${instances.map((i) => i.name).join(', ')}`);

  // The load, with its faults at 1/3 (kill), 1/2 (terminate) and 2/3 (restart) of the time.
  const recorder = new Recorder(proxy.url);
  const ledger: Ledger = { creates: [], uploads: [], transitions: [], contentErrors: [] };
  const run = Date.now().toString(36);
  const startedAt = performance.now();
  const stopAt = startedAt + duration * 1000;
  const ctx: LoadContext = { recorder, ledger, run, stopped: () => performance.now() >= stopAt };
  const faults: Faults = {};
  const victim = instances[1]!;
  const timeline: string[] = [];
  const faultsDone = (async () => {
    await delay(duration * 1000 / 3);
    const inFlightBefore = () => recorder.records.length;
    const start = performance.now();
    await victim.kill();
    faults.kill = { instance: victim.name, start, end: performance.now() };
    timeline.push(`${at(start)}  SIGKILL instance ${victim.name} (${inFlightBefore()} requests done so far)`);
    say(`SIGKILL ${victim.name}`);
    await delay(Math.max(0, startedAt + duration * 500 - performance.now()));
    const termStart = performance.now();
    const ended = await terminateConnections(database.url);
    faults.terminate = { start: termStart, end: performance.now(), ended };
    timeline.push(`${at(termStart)}  pg_terminate_backend: ${ended} connections to ${database.name} ended`);
    say(`terminated ${ended} database connections`);
    if (!restart) return;
    await delay(Math.max(0, startedAt + (duration * 2000) / 3 - performance.now()));
    const again = performance.now();
    say(`starting ${victim.name} again`);
    await victim.start();
    timeline.push(`${at(again)}  instance ${victim.name} started again, healthy after ${((performance.now() - again) / 1000).toFixed(1)} s`);
    say(`${victim.name} up again`);
  })();
  say(`load: ${concurrency} virtual users for ${duration} s`);
  await Promise.all(Array.from({ length: concurrency }, (_, i) => virtualUser(ctx, i)));
  const loadSeconds = (performance.now() - startedAt) / 1000;
  await faultsDone;
  say(`load done after ${loadSeconds.toFixed(1)} s; checking`);

  // The checks: nothing they send is counted in the load's figures.
  recorder.counting = false;
  const unsent = await drainOutbox(database.url, (OUTBOX_LEASE_SECONDS + 30) * 1000);
  if (unsent > 0) say(`${unsent} e-mails still unsent after waiting`);
  await delay(1000); // the last haproxy log lines
  const findings = await verify(ledger, database.url, ctx, recorder, sink, run);
  for (const record of recorder.records) {
    const line = proxy.requests.get(String(record.n));
    if (line) Object.assign(record, { server: line.server, termination: line.termination });
  }

  console.log('\n--- soak result ---');
  console.log(`run ${run}: ${instanceCount} instances (${instances.map((i) => `${i.name} :${i.port}`).join(', ')}), haproxy :${proxyPort}, ${concurrency} virtual users, ${loadSeconds.toFixed(1)} s of load`);
  console.log('timeline:');
  for (const line of timeline) console.log(`  ${line}`);
  for (const instance of instances) {
    for (const crash of instance.crashes) {
      const tail = crash.output.trim().split('\n').slice(-60).map((line) => `      ${line}`).join('\n');
      console.log(`  ${at(crash.at - Date.now() + performance.now())}  instance ${instance.name} ENDED BY ITSELF (${crash.how}); its last output:\n${tail}`);
    }
  }
  for (const event of proxy.events) console.log(`  ${at(event.at - Date.now() + performance.now())}  haproxy: ${event.text.replace(/^\[\w+\]\s*\(\d+\)\s*:\s*/, '')}`);
  const perServer = new Map<string, number>();
  for (const record of recorder.records) perServer.set(record.server ?? '(no log line)', (perServer.get(record.server ?? '(no log line)') ?? 0) + 1);
  console.log(`requests per instance: ${[...perServer].sort().map(([server, n]) => `${server} ${n}`).join(', ')}`);
  const crashes = instances.flatMap((instance) => instance.crashes.map((crash) => `${instance.name} at ${at(crash.at - Date.now() + performance.now())}: ${crash.how}`));
  const verdict = report(recorder.records, faults, findings, loadSeconds, crashes, t0);
  for (const line of verdict.lines.slice(0, -1)) console.log(line);
  console.log(`load average at end: ${load()}`);
  console.log(verdict.lines.at(-1));
  return verdict.pass;
}

let pass = false;
try {
  pass = await main();
} catch (error) {
  console.error(`soak: failed: ${(error as Error).stack ?? String(error)}`);
} finally {
  await cleanUp();
}
process.exit(pass ? 0 : 1);
