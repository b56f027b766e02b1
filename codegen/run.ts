/**
 * What `npm run codegen` does, as a function: write generated/ from the spec under `root`, or with
 * `check` compare it and write nothing. Returns the exit code and what the command prints.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { generate } from './generate.ts';

export type CodegenRun = { code: 0 | 1; output: string };

function listFiles(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path, base) : [relative(base, path)];
  });
}

export async function runCodegen(root: string, check: boolean): Promise<CodegenRun> {
  const { files, problems } = await generate(root);
  if (!problems.empty) return { code: 1, output: `${problems.toString()}\ncodegen: ${problems.items.length} problem(s) in the spec` };
  const outDir = join(root, 'generated');
  const existing = listFiles(outDir);
  if (check) {
    const stale = [
      ...Object.entries(files)
        .filter(([path, text]) => !existsSync(join(outDir, path)) || readFileSync(join(outDir, path), 'utf8') !== text)
        .map(([path]) => `generated/${path}: stale (run npm run codegen)`),
      ...existing.filter((path) => !(path in files)).map((path) => `generated/${path}: not produced by the spec (run npm run codegen)`),
    ];
    if (stale.length > 0) return { code: 1, output: stale.join('\n') };
    return { code: 0, output: `codegen: generated/ is up to date (${Object.keys(files).length} files)` };
  }
  for (const path of existing) if (!(path in files)) rmSync(join(outDir, path));
  for (const [path, text] of Object.entries(files)) {
    const target = join(outDir, path);
    mkdirSync(dirname(target), { recursive: true });
    if (!existsSync(target) || readFileSync(target, 'utf8') !== text) writeFileSync(target, text);
  }
  return { code: 0, output: `codegen: wrote ${Object.keys(files).length} files to generated/` };
}
