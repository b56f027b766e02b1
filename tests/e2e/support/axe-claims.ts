/**
 * Which axe checks this run has made, shared by both e2e workers (the `portal` and `journeys`
 * projects run side by side and visit many of the same pages: 52 of 276 checks were made twice).
 * A check is claimed by creating an empty file named for it in a folder of the run's output, which
 * Playwright empties when a run starts; creating with `wx` fails when the file exists, so of two
 * workers claiming at once exactly one gets the check.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Inside playwright.config.ts's outputDir (test-results), which the runner empties before the workers
// start, under the run's ports (chosen once by the runner, E2E_PORTS): a run that keeps the folder
// (--shard, --last-failed) does not find an earlier run's claims.
const folder = join(import.meta.dirname, '..', '..', '..', 'test-results', `.axe-checked-${(process.env.E2E_PORTS ?? 'run').replace(/\W+/g, '-')}`);
const fileOf = (check: string) => join(folder, createHash('sha1').update(check).digest('hex'));

/** The checks this worker claimed, for the summary at the end of the worker. */
export const claimedHere = new Set<string>();

/** Whether a worker of this run has claimed the check already. */
export const isClaimed = (check: string): boolean => claimedHere.has(check) || existsSync(fileOf(check));

/** Claims the check for this worker: false when a worker already has it. */
export function claim(check: string): boolean {
  if (isClaimed(check)) return false;
  mkdirSync(folder, { recursive: true });
  try {
    writeFileSync(fileOf(check), '', { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  claimedHere.add(check);
  return true;
}
