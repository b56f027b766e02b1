/**
 * What the soak test runs against: a fresh PostgreSQL database, server instances each in a process
 * of its own (one shared upload folder), and haproxy in front of them. Each piece returns a `close`
 * the run keeps on its list of things to undo.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/** Starting a server (tsx compiling, migrations and the demo seed on the first) on a busy 2-core machine. */
const START_SECONDS = 240;
/** The tail of a process's output kept for a failure message. */
const KEEP_OUTPUT = 20_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Database

export type SoakDatabase = { name: string; url: string; drop: () => Promise<void> };

/** `CREATE DATABASE soak_<timestamp>` on the server of `adminUrl`; `drop` removes it (WITH FORCE). */
export async function createSoakDatabase(adminUrl: string): Promise<SoakDatabase> {
  const name = `soak_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Ends every other connection to the soak database, as an administrator or a failover would; how many it ended. */
export async function terminateConnections(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ ended: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Server instances

export type Instance = {
  /** haproxy's name for it: s1, s2, … */
  name: string;
  port: number;
  url: string;
  /** Starts the process (again, after a kill) and waits for /api/v1/health. */
  start: () => Promise<void>;
  /** SIGKILL, as a crash or an OOM kill would end it; resolves once it is gone. */
  kill: () => Promise<void>;
  /** SIGTERM (the server closes cleanly), SIGKILL after 10 s. */
  stop: () => Promise<void>;
  output: () => string;
  /** Exits the run did not ask for (a crash), with the output before them. */
  crashes: Array<{ at: number; how: string; output: string }>;
};

/**
 * One server instance, `node --import tsx src/server/main.ts`, on `port`. Not started yet: the
 * first instance migrates and seeds the database, so the run starts it alone before the others.
 */
export function serverInstance(root: string, name: string, port: number, env: Record<string, string>): Instance {
  let child: ChildProcess | undefined;
  let log = '';
  let asked = false;
  const crashes: Instance['crashes'] = [];
  const url = `http://127.0.0.1:${port}`;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const signal = (process: ChildProcess, name: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (process.exitCode !== null || process.signalCode !== null) return resolve();
      process.once('exit', () => resolve());
      process.kill(name);
    });
  return {
    name,
    port,
    url,
    output: () => log,
    crashes,
    async start() {
      if (running()) return;
      asked = false;
      const started = spawn(process.execPath, ['--import', 'tsx', join(root, 'src', 'server', 'main.ts')], {
        cwd: root,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      started.once('exit', (code, signal) => {
        if (!asked) crashes.push({ at: Date.now(), how: signal ? `signal ${signal}` : `exit code ${code}`, output: log });
      });
      const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-KEEP_OUTPUT));
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      const deadline = Date.now() + START_SECONDS * 1000;
      for (;;) {
        if (started.exitCode !== null || started.signalCode !== null) throw new Error(`instance ${name} exited (${started.exitCode ?? started.signalCode}) while starting:\n${log}`);
        try {
          if ((await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2000) })).ok) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) {
          asked = true;
          await signal(started, 'SIGKILL');
          throw new Error(`instance ${name} did not answer /api/v1/health within ${START_SECONDS} s:\n${log}`);
        }
        await delay(300);
      }
    },
    async kill() {
      asked = true;
      if (child) await signal(child, 'SIGKILL');
    },
    async stop() {
      const current = child;
      asked = true;
      if (!current || !running()) return;
      const forced = setTimeout(() => current.kill('SIGKILL'), 10_000);
      await signal(current, 'SIGTERM');
      clearTimeout(forced);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// haproxy

/** One request as haproxy logged it: the client's `x-soak-request` id, the server it went to, status, termination state. */
export type ProxyLogLine = { request: string; server: string; status: number; termination: string };

export type Proxy = {
  url: string;
  /** Request id → what haproxy logged for it (the last line, should it appear twice). */
  requests: Map<string, ProxyLogLine>;
  /** haproxy's own lines (a server going DOWN or UP), with the time they were read. */
  events: Array<{ at: number; text: string }>;
  close: () => Promise<void>;
};

/** True when a `haproxy` binary can be run. */
export function haproxyInstalled(): boolean {
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
}

/**
 * The haproxy configuration: round robin over `instances`, each checked on /api/v1/health every
 * second (down after 2 failures, up after 2 answers). A request whose connection to an instance
 * fails (refused: the process is gone) is tried again up to 3 times, on another instance
 * (`option redispatch 1`). Only connection failures are retried (haproxy's default `retry-on
 * conn-failure`): the request never reached a server, so a POST is never sent twice. One log line
 * per request names the client's `x-soak-request` id, the server and the termination state.
 */
export function haproxyConfig(port: number, instances: Array<{ name: string; port: number }>): string {
  return [
    'global',
    '  log stdout format raw local0 info',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  timeout connect 2s',
    '  timeout client 70s',
    '  timeout server 70s',
    '  timeout http-keep-alive 10s',
    '  retries 3',
    '  option redispatch 1',
    '  option forwardfor',
    '',
    'frontend soak',
    `  bind 127.0.0.1:${port}`,
    '  http-request capture req.hdr(x-soak-request) len 40',
    '  log-format "soak-request %[capture.req.hdr(0)] %s %ST %tsc"',
    '  default_backend portal',
    '',
    'backend portal',
    '  balance roundrobin',
    '  option httpchk GET /api/v1/health',
    '  http-check expect status 200',
    '  default-server inter 1s fastinter 500ms fall 2 rise 2',
    ...instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`),
    '',
  ].join('\n');
}

/** Starts haproxy in the foreground (`-db`) on `configPath`'s folder and waits until it answers on `port`. */
export async function startProxy(folder: string, port: number, instances: Array<{ name: string; port: number }>): Promise<Proxy> {
  const configPath = join(folder, 'haproxy.cfg');
  writeFileSync(configPath, haproxyConfig(port, instances));
  const child = spawn('haproxy', ['-db', '-f', configPath], { stdio: ['ignore', 'pipe', 'pipe'] });
  const proxy: Proxy = { url: `http://127.0.0.1:${port}`, requests: new Map(), events: [], close: async () => undefined };
  let pending = '';
  let errors = '';
  const read = (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const request = /^soak-request (\S+) (\S+) (-?\d+) (\S+)/.exec(line);
      if (request && request[1] !== '-') proxy.requests.set(request[1]!, { request: request[1]!, server: request[2]!, status: Number(request[3]), termination: request[4]! });
      else if (line.trim()) proxy.events.push({ at: Date.now(), text: line.trim() });
    }
  };
  child.stdout.on('data', read);
  // haproxy writes its alerts to stderr as well as to the log (stdout): kept for a failed start only.
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-KEEP_OUTPUT)));
  proxy.close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}):\n${errors}`);
    try {
      if ((await fetch(`${proxy.url}/api/v1/health`, { signal: AbortSignal.timeout(2000) })).ok) return proxy;
    } catch {
      // not listening yet, or no instance marked up yet
    }
    if (Date.now() > deadline) {
      await proxy.close();
      throw new Error(`haproxy did not answer /api/v1/health within 20 s:\n${errors}`);
    }
    await delay(200);
  }
}
