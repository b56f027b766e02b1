/**
 * `npm run codegen` writes generated/ from spec/ and locales/.
 * `npm run codegen -- --check` writes nothing and exits 1 naming each stale file or spec problem.
 * `--root DIR` works on another copy of the project (the analyst-change tests use it).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './generate.ts';

function listFiles(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path, base) : [relative(base, path)];
  });
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const rootIndex = args.indexOf('--root');
  const root = rootIndex >= 0 ? resolve(args[rootIndex + 1]!) : resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const { files, problems } = await generate(root);
  if (!problems.empty) {
    console.error(`${problems.toString()}\ncodegen: ${problems.items.length} problem(s) in the spec`);
    return 1;
  }
  const outDir = join(root, 'generated');
  const existing = listFiles(outDir);
  if (check) {
    const stale = [
      ...Object.entries(files)
        .filter(([path, text]) => !existsSync(join(outDir, path)) || readFileSync(join(outDir, path), 'utf8') !== text)
        .map(([path]) => `generated/${path}: stale (run npm run codegen)`),
      ...existing.filter((path) => !(path in files)).map((path) => `generated/${path}: not produced by the spec (run npm run codegen)`),
    ];
    if (stale.length > 0) {
      console.error(stale.join('\n'));
      return 1;
    }
    console.log(`codegen: generated/ is up to date (${Object.keys(files).length} files)`);
    return 0;
  }
  for (const path of existing) if (!(path in files)) rmSync(join(outDir, path));
  for (const [path, text] of Object.entries(files)) {
    const target = join(outDir, path);
    mkdirSync(dirname(target), { recursive: true });
    if (!existsSync(target) || readFileSync(target, 'utf8') !== text) writeFileSync(target, text);
  }
  console.log(`codegen: wrote ${Object.keys(files).length} files to generated/`);
  return 0;
}

process.exitCode = await main();
