/**
 * Where a list request's server CPU goes (issue 21 item 5): the portal on PostgreSQL as the
 * API-overhead bench runs it (NODE_ENV=production, log level info, the same 10,000 entities), a
 * CPU profile of its process taken only while 50 clients ask for list pages (or health:
 * `PROFILE=health`), summarised (profile-summary.ts) and kept in .tmp/list-request.cpuprofile for
 * a flame graph (Chrome's DevTools, speedscope). Run alone: `node --import tsx tests/bench/list-profile.ts`.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../support/server-process.ts';
import { seed, throughput } from './api-overhead.ts';
import { freshDatabase } from './postgres-bench.ts';
import { childPids } from './process-cpu.ts';
import { summarise, type CpuProfile } from './profile-summary.ts';

const root = join(import.meta.dirname, '..', '..');
const which = process.env.PROFILE === 'health' ? 'health' : 'list';
const seconds = Number(process.env.PROFILE_SECONDS ?? 8);
// Fewer clients (`PROFILE_CLIENTS=4`): less of the profile is the thread waiting to be scheduled again.
const clients = Number(process.env.PROFILE_CLIENTS ?? 50);
const path = join(root, '.tmp', `${which === 'health' ? 'health' : 'list'}-request.cpuprofile`);

const url = await freshDatabase('portal_bench_profile');
if (!url) throw new Error('no PostgreSQL server (BENCH_POSTGRES_URL)');
const server = await startServer({
  root,
  dataDir: join(root, '.tmp', 'bench-profile-data'),
  args: ['--import', 'tsx', '--import', join(import.meta.dirname, 'profile-on-signal.ts'), join(root, 'tests', 'support', 'start-server.ts')],
  env: { SERVER_DATABASE_URL: url, NODE_ENV: 'production', LOG_LEVEL: 'info', CPU_PROFILE_PATH: path },
});
try {
  await seed(url);
  const login = await fetch(`${server.url}/api/v1/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'staff', password: 'Portal@2026demo' }) });
  const init = { headers: { authorization: `Token ${((await login.json()) as { token: string }).token}`, 'accept-language': 'ar' } };
  const page = () => 1 + Math.floor(Math.random() * 100);
  const target = which === 'health' ? () => `${server.url}/api/v1/health` : () => `${server.url}/api/v1/foreign-entities/?status=2&page=${page()}&page_size=10`;
  await throughput(target, init, 50, 2); // warm: the route's validators compiled, statements prepared
  const [pid] = childPids(process.pid, 'start-server.ts');
  if (!pid) throw new Error('server process not found');
  process.kill(pid, 'SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const rate = await throughput(target, init, clients, seconds);
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100 && !server.output().includes('profile written'); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  console.log(`${which}: ${rate.toFixed(0)} req/s (${clients} clients) while profiled (load average ${loadavg()[0]!.toFixed(1)}); profile in ${path}`);
  console.log(summarise(profile));
} finally {
  await server.stop();
}
