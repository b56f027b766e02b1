/**
 * The API-overhead figures of two versions of the server in one run (issue 21 item 5), for a
 * machine busy with other work, where rates swing several times from one run to the next: the
 * server of OLD_ROOT (another checkout: `git archive <commit> | tar -x -C <dir>`, with node_modules
 * and dist linked) and this tree's each run on a PostgreSQL database of their own holding the same
 * 10,000 entities, and their health and list endpoints are loaded in alternating slices (SLICES of
 * 3 s each, 50 clients, the order swapped each round), so both meet the same load. Prints each
 * version's requests per second and CPU per request (server, database, client) summed over its
 * slices, and the list's share of health by rate and by CPU.
 * `OLD_ROOT=/tmp/base node --import tsx tests/bench/api-overhead-ab.ts`
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { measured, seed, type Measured } from './api-overhead.ts';
import { freshDatabase } from './postgres-bench.ts';
import { childPids } from './process-cpu.ts';

const newRoot = join(import.meta.dirname, '..', '..');
const oldRoot = process.env.OLD_ROOT;
if (!oldRoot) throw new Error('OLD_ROOT: the directory of the version to compare with');
const slices = Number(process.env.SLICES ?? 4);

type Version = { name: string; server: RunningServer; pid: number | undefined; url: string; init: RequestInit; sums: Record<'health' | 'list', Required<Measured> & { slices: number }> };

async function start(name: string, root: string): Promise<Version> {
  const url = await freshDatabase(`portal_bench_ab_${name}`);
  if (!url) throw new Error('no PostgreSQL server (BENCH_POSTGRES_URL)');
  const server = await startServer({ root, dataDir: join(newRoot, '.tmp', `bench-ab-${name}`), env: { SERVER_DATABASE_URL: url, NODE_ENV: 'production', LOG_LEVEL: 'info' } });
  await seed(url);
  const login = await fetch(`${server.url}/api/v1/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'staff', password: 'Portal@2026demo' }) });
  const init = { headers: { authorization: `Token ${((await login.json()) as { token: string }).token}`, 'accept-language': 'ar' } };
  const [pid] = childPids(process.pid, join(root, 'tests', 'support', 'start-server.ts'));
  const zero = () => ({ rate: 0, serverUs: 0, databaseUs: 0, clientUs: 0, slices: 0 });
  return { name, server, pid, url, init, sums: { health: zero(), list: zero() } };
}

const page = () => 1 + Math.floor(Math.random() * 100);
const targets = {
  health: (v: Version) => () => `${v.server.url}/api/v1/health`,
  list: (v: Version) => () => `${v.server.url}/api/v1/foreign-entities/?status=2&page=${page()}&page_size=10`,
};

const versions = [await start('old', oldRoot), await start('new', newRoot)];
try {
  for (let round = 0; round < slices; round++) {
    for (const endpoint of ['health', 'list'] as const) {
      for (const v of round % 2 ? [...versions].reverse() : versions) {
        const m = await measured(targets[endpoint](v), endpoint === 'list' ? v.init : {}, v.pid, v.url, 3);
        const sum = v.sums[endpoint];
        // Rates are averaged over slices; CPU per request weighted by each slice's requests.
        sum.slices += 1;
        const requests = m.rate * 3;
        const weight = (total: number, us = 0) => total + us * requests;
        sum.serverUs = weight(sum.serverUs, m.serverUs);
        sum.databaseUs = weight(sum.databaseUs, m.databaseUs);
        sum.clientUs = weight(sum.clientUs, m.clientUs);
        sum.rate += requests;
      }
    }
    console.log(`round ${round + 1} of ${slices} done, load average ${loadavg()[0]!.toFixed(1)}`);
  }
  const per = (s: Version['sums']['list']) => {
    const requests = s.rate;
    return { rate: requests / (3 * s.slices), server: s.serverUs / requests, database: s.databaseUs / requests, client: s.clientUs / requests };
  };
  for (const v of versions) {
    const [h, l] = [per(v.sums.health), per(v.sums.list)];
    const cpu = (x: typeof h) => x.server + x.database + x.client;
    const line = (label: string, x: typeof h) => `  ${label.padEnd(7)} ${x.rate.toFixed(0).padStart(6)} req/s   CPU per request: server ${x.server.toFixed(0)} µs, database ${x.database.toFixed(0)} µs, client ${x.client.toFixed(0)} µs (total ${cpu(x).toFixed(0)})`;
    console.log(`${v.name} (${v.name === 'old' ? oldRoot : newRoot})\n${line('health', h)}\n${line('list', l)}`);
    console.log(`  list / health: ${((l.rate / h.rate) * 100).toFixed(0)}% by rate, ${((cpu(h) / cpu(l)) * 100).toFixed(0)}% by CPU per request (target ≥ 50%)`);
  }
  console.log(`machine load average ${loadavg()[0]!.toFixed(1)}`);
} finally {
  for (const v of versions) await v.server.stop();
}
