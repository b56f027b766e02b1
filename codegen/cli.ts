/**
 * `npm run codegen` writes generated/ from spec/ and locales/.
 * `npm run codegen -- --check` writes nothing and exits 1 naming each stale file or spec problem.
 * `--root DIR` works on another copy of the project (the analyst-change tests use it).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCodegen } from './run.ts';

const args = process.argv.slice(2);
const rootIndex = args.indexOf('--root');
const root = rootIndex >= 0 ? resolve(args[rootIndex + 1]!) : resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { code, output } = await runCodegen(root, args.includes('--check'));
if (code === 0) console.log(output);
else console.error(output);
process.exitCode = code;
