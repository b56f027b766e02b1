import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schedule, type Job } from '../../support/test-plan.ts';

type Outcome = { ok: boolean };
type Spec = { cores: number; delay: number; fails: boolean; after: number[] };

const specs = fc.array(
  fc.record({ cores: fc.integer({ min: 0, max: 3 }), delay: fc.integer({ min: 0, max: 3 }), fails: fc.boolean(), after: fc.array(fc.nat(7), { maxLength: 2 }) }),
  { minLength: 1, maxLength: 8 },
);

/** Jobs from specs (a job may only wait for earlier ones); records starts, ends and the cores busy at each start. */
function plan(list: Spec[]) {
  const events: string[] = [];
  let busy = 0;
  let peak = 0;
  const jobs: Array<Job<Outcome>> = list.map((spec, i) => ({
    name: `j${i}`,
    cores: spec.cores,
    after: [...new Set(spec.after.filter((a) => a < i).map((a) => `j${a}`))],
    run: async () => {
      events.push(`start j${i}`);
      busy += spec.cores;
      peak = Math.max(peak, busy);
      await new Promise((resolve) => setTimeout(resolve, spec.delay));
      busy -= spec.cores;
      events.push(`end j${i}`);
      return { ok: !spec.fails };
    },
  }));
  return { jobs, events, peak: () => peak };
}

describe('npm test job plan', () => {
  it('never keeps more than cores - 1 + the heaviest job busy, and runs a job only after its prerequisites passed', async () => {
    await fc.assert(
      fc.asyncProperty(specs, fc.integer({ min: 1, max: 4 }), async (list, cores) => {
        const { jobs, events, peak } = plan(list);
        const results = await schedule(jobs, cores, () => ({ ok: false }));
        expect(results.map((r) => r.job.name)).toEqual(jobs.map((j) => j.name));
        expect(peak()).toBeLessThanOrEqual(cores - 1 + Math.max(...list.map((s) => s.cores)));
        for (const job of jobs) {
          const started = events.indexOf(`start ${job.name}`);
          const prerequisitesPassed = (job.after ?? []).every((name) => events.includes(`end ${name}`) && !list[Number(name.slice(1))]!.fails);
          if (started === -1) continue;
          for (const name of job.after ?? []) expect(events.indexOf(`end ${name}`)).toBeLessThan(started);
          expect(prerequisitesPassed).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('does not run a job whose prerequisite failed, and says which', async () => {
    const ran: string[] = [];
    const job = (name: string, ok: boolean, after: string[] = []): Job<Outcome & { why?: string }> => ({ name, cores: 1, after, run: async () => (ran.push(name), { ok }) });
    const results = await schedule([job('build', false), job('e2e', true, ['build']), job('lint', true)], 2, (why) => ({ ok: false, why }));
    expect(ran.sort()).toEqual(['build', 'lint']);
    expect(results[1]!.outcome).toEqual({ ok: false, why: 'e2e: build failed first' });
  });
});
