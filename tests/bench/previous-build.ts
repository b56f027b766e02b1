/**
 * The portal as built by an earlier revision, for benches that print a figure beside the previous
 * build's, measured in the same run: a detached git worktree of that revision in the temporary
 * folder (sharing this checkout's node_modules), built once into a folder kept for later runs, then
 * the worktree removed. Nothing in this checkout changes (no stash, no checkout).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The revision before the landing route's chunks, session and data came in one round (issue 21 item 1). */
export const PREVIOUS_REVISION = '8449da3';

const run = (command: string, args: string[], cwd: string) => spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** The built portal folder of `revision` (built now unless an earlier run kept it); undefined, saying why, when it cannot be built. */
export async function buildPrevious(root: string, revision: string): Promise<string | undefined> {
  const resolved = run('git', ['rev-parse', '--short', revision], root);
  if (resolved.status !== 0) {
    console.error(`previous build skipped: no revision ${revision} (${resolved.stderr.trim()})`);
    return undefined;
  }
  const name = resolved.stdout.trim();
  const out = join(tmpdir(), `portal-previous-${name}`, 'portal');
  if (existsSync(join(out, 'index.html'))) return out;
  const tree = join(tmpdir(), `portal-previous-${name}-tree`);
  rmSync(tree, { recursive: true, force: true });
  run('git', ['worktree', 'prune'], root);
  const added = run('git', ['worktree', 'add', '--detach', tree, name], root);
  if (added.status !== 0) {
    console.error(`previous build skipped: git worktree add failed (${added.stderr.trim()})`);
    return undefined;
  }
  try {
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
    console.log(`building the portal of ${name} for comparison…`);
    const built = run('npx', ['vite', 'build', '--outDir', out], tree);
    if (built.status !== 0) {
      console.error(`previous build failed:\n${built.stdout}${built.stderr}`);
      return undefined;
    }
    return out;
  } finally {
    run('git', ['worktree', 'remove', '--force', tree], root);
  }
}
