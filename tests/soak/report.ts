/**
 * The soak test's figures: requests, latency percentiles, errors grouped by kind and by whether a
 * fault explains them (tests/soak/README.md says exactly what is tolerated), and the verdict.
 */
import type { RequestRecord } from './client.ts';
import type { Findings } from './verify.ts';

/** A moment of the run on performance.now()'s clock: from when the fault began to when it was done. */
export type Moment = { start: number; end: number };
export type Faults = {
  kill?: Moment & { instance: string };
  terminate?: Moment & { ended: number };
};

export type Window = 'killed instance, in flight at the kill' | 'in flight at the terminate' | 'outside the fault windows';

const overlaps = (record: RequestRecord, moment: Moment) => record.start <= moment.end && record.end >= moment.start;

/**
 * Which fault explains a failed request: an answer of haproxy (502/503/504) or no answer at all for
 * a request in flight on the killed instance when it was killed (haproxy's log names the instance);
 * a 503 for a request in flight while the database's connections were ended. Nothing else — a 500
 * never: the server answers a lost database connection with 503 `database_unavailable`.
 */
export function windowOf(record: RequestRecord, faults: Faults): Window {
  const { kill, terminate } = faults;
  if (kill && overlaps(record, kill) && [0, 502, 503, 504].includes(record.status) && (record.server === undefined || record.server === kill.instance)) {
    return 'killed instance, in flight at the kill';
  }
  if (terminate && overlaps(record, terminate) && record.status === 503) return 'in flight at the terminate';
  return 'outside the fault windows';
}

export const kindOf = (record: RequestRecord) => (record.status === 0 ? `no answer (${record.code})` : `${record.status} ${record.code ?? ''}`.trim());

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
const ms = (value: number) => `${value.toFixed(1)} ms`;

export type Verdict = { pass: boolean; lines: string[] };

export function report(records: RequestRecord[], faults: Faults, findings: Findings, seconds: number, crashes: string[], origin: number): Verdict {
  const at = (moment: number) => `+${((moment - origin) / 1000).toFixed(1)} s`;
  const lines: string[] = [];
  const durations = records.map((r) => r.end - r.start).sort((a, b) => a - b);
  lines.push(`requests: ${records.length} (${(records.length / seconds).toFixed(1)}/s)   p50 ${ms(percentile(durations, 50))}   p99 ${ms(percentile(durations, 99))}   max ${ms(durations.at(-1) ?? 0)}`);

  const ops = new Map<string, RequestRecord[]>();
  for (const record of records) ops.set(record.op, [...(ops.get(record.op) ?? []), record]);
  lines.push('per operation:       requests  errors       p50       p99');
  for (const [op, list] of [...ops].sort((a, b) => b[1].length - a[1].length)) {
    const sorted = list.map((r) => r.end - r.start).sort((a, b) => a - b);
    const errors = list.filter((r) => !r.expected).length;
    lines.push(`  ${op.padEnd(18)} ${String(list.length).padStart(8)} ${String(errors).padStart(7)} ${ms(percentile(sorted, 50)).padStart(9)} ${ms(percentile(sorted, 99)).padStart(9)}`);
  }

  const failed = records.filter((r) => !r.expected);
  const groups = new Map<string, { window: Window; kind: string; count: number; ops: Map<string, number>; servers: Set<string> }>();
  for (const record of failed) {
    const window = windowOf(record, faults);
    const kind = kindOf(record);
    const key = `${window}|${kind}`;
    const group = groups.get(key) ?? { window, kind, count: 0, ops: new Map(), servers: new Set() };
    group.count += 1;
    group.ops.set(record.op, (group.ops.get(record.op) ?? 0) + 1);
    group.servers.add(record.server ?? 'no haproxy log line');
    groups.set(key, group);
  }
  lines.push(`errors by kind: ${failed.length === 0 ? 'none' : ''}`);
  for (const group of [...groups.values()].sort((a, b) => a.window.localeCompare(b.window) || b.count - a.count)) {
    const ops = [...group.ops].map(([op, n]) => `${op} ${n}`).join(', ');
    lines.push(`  ${String(group.count).padStart(5)}  ${group.kind.padEnd(28)} ${group.window}  [${ops}; via ${[...group.servers].join(', ')}]`);
  }
  const outside = failed.filter((r) => windowOf(r, faults) === 'outside the fault windows');
  const serverErrors = outside.filter((r) => r.status === 0 || r.status >= 500);
  const refusals = outside.filter((r) => r.status >= 400 && r.status < 500);

  const { acknowledged: a, unknown: u, mail } = findings;
  lines.push(`writes acknowledged: ${a.creates} tickets, ${a.transitions} transitions, ${a.uploads} uploads; refused as intended: ${a.refusedTransitions} transitions`);
  lines.push(`writes with an unknown outcome (5xx or no answer): ${u.creates} creates, ${u.uploads} uploads, ${u.transitions} transitions (${u.transitionsApplied} of them took effect)`);
  lines.push(`e-mails: ${mail.outboxRows} outbox rows, ${mail.sent} marked sent, ${mail.unsent} unsent; SMTP sink received ${mail.received} (${mail.distinctReceived} distinct Message-IDs); sent but not received: ${mail.sentNotReceived}`);
  lines.push(`missing acknowledged writes: ${findings.missing.length}`);
  for (const line of findings.missing.slice(0, 20)) lines.push(`  ${line}`);
  lines.push(`duplicate side effects: ${findings.duplicates.length}`);
  for (const line of findings.duplicates.slice(0, 20)) lines.push(`  ${line}`);
  lines.push(`5xx or no answer outside the fault windows: ${serverErrors.length}`);
  for (const record of serverErrors.slice(0, 20)) {
    lines.push(`  #${record.n} ${record.op} (${at(record.start)} to ${at(record.end)}): ${kindOf(record)} via ${record.server ?? '?'} (haproxy ${record.termination ?? '?'})`);
  }
  lines.push(`unexpected 4xx outside the fault windows: ${refusals.length}`);
  for (const record of refusals.slice(0, 20)) lines.push(`  #${record.n} ${record.op} (${at(record.start)} to ${at(record.end)}): ${kindOf(record)} via ${record.server ?? '?'}`);

  lines.push(`instances that ended by themselves: ${crashes.length}${crashes.length ? ` (${crashes.join('; ')})` : ''}`);

  const pass = findings.missing.length === 0 && findings.duplicates.length === 0 && serverErrors.length === 0 && refusals.length === 0 && crashes.length === 0;
  const verdict = `${findings.missing.length} lost writes, ${findings.duplicates.length} duplicate side effects, ${serverErrors.length} 5xx/no answer and ${refusals.length} unexpected 4xx outside the fault windows, ${crashes.length} instances ended by themselves`;
  lines.push(`${pass ? 'PASS' : 'FAIL'}: ${verdict} (targets: all 0)`);
  return { pass, lines };
}
