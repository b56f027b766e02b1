import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

/**
 * `file:line` of the first line of a copy's file containing `needle` (searched from `after`, when
 * given): where codegen's problem lines should point.
 */
export function lineOf(root: string, file: string, needle: string, after = ''): string {
  const text = readFileSync(join(root, file), 'utf8');
  const start = after ? text.indexOf(after) : 0;
  expect(start, `${file} contains ${after}`).toBeGreaterThanOrEqual(0);
  const index = text.indexOf(needle, start);
  expect(index, `${file} contains ${needle}`).toBeGreaterThanOrEqual(0);
  return `${file}:${text.slice(0, index).split('\n').length}`;
}
