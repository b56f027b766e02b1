/**
 * A temporary copy of the project (spec, locales, generated, sources; node_modules linked) where a
 * test or the bench changes spec/ as an analyst would, then runs codegen and builds the portal.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const projectRoot = join(import.meta.dirname, '..', '..');
const COPIED = ['spec', 'locales', 'generated', 'src', 'codegen', 'tests/support', 'package.json', 'tsconfig.json', 'vite.config.ts'];

/** Copies what codegen, the build and the server need into a new temporary folder. */
export function copyProject(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), `${prefix}-`));
  for (const path of COPIED) cpSync(join(projectRoot, path), join(copy, path), { recursive: true });
  symlinkSync(join(projectRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Rewrites a JSON file of the copy through `change`. */
export function editJson<T = Record<string, unknown>>(path: string, change: (value: T) => void): void {
  const value = JSON.parse(readFileSync(path, 'utf8')) as T;
  change(value);
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** Runs codegen and the portal build in the copy (throws with their output when either fails). */
export function generateAndBuild(copy: string): void {
  const run = (args: string[]) => execFileSync(process.execPath, args, { cwd: copy, stdio: 'pipe', encoding: 'utf8' });
  run(['--import', 'tsx', 'codegen/cli.ts']);
  run([join(projectRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error']);
}

/** Deletes the copy. */
export const removeCopy = (copy: string) => rmSync(copy, { recursive: true, force: true });
