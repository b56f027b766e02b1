/**
 * Whether a stranger can tell account names apart by time (issue on identity hardening): the median
 * time of a wrong-password login for a known and an unknown name, and of forgot-password for a known
 * and an unknown e-mail, against the real server (PGlite). Timing is the machine's, so it is printed,
 * not asserted; the tests assert that both do the same work (the same answers, and for
 * forgot-password the same SQL statements in the same order).
 * Run alone: `node --import tsx tests/bench/identity-timing.ts`.
 */
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { startServer } from '../support/server-process.ts';

const root = join(import.meta.dirname, '..', '..');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Milliseconds for one POST answered with `status`. */
async function timed(url: string, body: unknown, status: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== status) throw new Error(`${url}: ${response.status}, expected ${status}`);
  return ms;
}

export async function measureIdentityTiming(): Promise<void> {
  // A lock after the fifth wrong password would make the known name's answers different on purpose.
  const server = await startServer({ root, dataDir: join(root, '.tmp', 'bench-identity-data'), env: { LOCKOUT_ATTEMPTS: '1000', LOGIN_RATE_LIMIT_IP: '100000', LOGIN_RATE_LIMIT_ACCOUNT: '100000' } });
  try {
    const login = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 20; i++) {
      login.known.push(await timed(`${server.url}/api/v1/login/`, { username: 'staff', password: 'Wrong@Password1' }, 400));
      login.unknown.push(await timed(`${server.url}/api/v1/login/`, { username: 'stranger', password: 'Wrong@Password1' }, 400));
    }
    const forgot = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 60; i++) {
      forgot.known.push(await timed(`${server.url}/api/v1/forgot-password/`, { email: 'interior@portal.example' }, 200));
      // Let the delivery the request started finish, so it does not land in the next one's time.
      await new Promise((resolve) => setTimeout(resolve, 40));
      forgot.unknown.push(await timed(`${server.url}/api/v1/forgot-password/`, { email: `nobody${i}@portal.example` }, 200));
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    const line = (label: string, times: { known: number[]; unknown: number[] }) => {
      const [known, unknown] = [median(times.known), median(times.unknown)];
      console.log(`${label.padEnd(34)} known ${known.toFixed(1).padStart(6)} ms   unknown ${unknown.toFixed(1).padStart(6)} ms   ratio ${(unknown / known).toFixed(2)}`);
    };
    console.log(`\nKnown and unknown names alike, median of each (PGlite; load average ${loadavg()[0]!.toFixed(1)})`);
    line('wrong-password login (20 each)', login);
    line('forgot-password (60 each)', forgot);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureIdentityTiming();
