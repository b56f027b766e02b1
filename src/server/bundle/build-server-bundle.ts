/**
 * Builds the server (src/server/main.ts and what it imports from src/ and generated/) into one ES
 * module and its lazily imported chunks under dist/server/, with esbuild, for `npm start`: Node then
 * loads a few files without tsx's loader instead of ~620 through it (about 2 s of CPU of every start,
 * issue 21 item 4). Packages stay in node_modules (PGlite's WebAssembly, pg, fastify…), imported as
 * they are. A build goes to a folder of its own and then the manifest (bundle-freshness.js) names it
 * with every input's size, time and hash; src/server/start.js runs it only while all of them match.
 * `node --import tsx src/server/bundle/build-server-bundle.ts [--if-stale]`.
 */
import { build, version, type Plugin } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freshBundle, MANIFEST, sha256Of, type Manifest } from './bundle-freshness.js';

/** Files that shape the bundle beyond its inputs: the compiler settings and this build itself. */
const buildInputs = (root: string) => [
  ...(existsSync(join(root, 'tsconfig.json')) ? ['tsconfig.json'] : []),
  posix(relative(root, fileURLToPath(import.meta.url))),
];

const posix = (path: string) => path.split(sep).join('/');

/** A generated file longer than this has its data tables parsed as JSON (tablesAsJson). */
const LARGE_TABLE = 64 * 1024;

/**
 * A generated table (`export const name: Type = {…};` whose value is plain JSON, as codegen writes
 * operation-schemas.ts, 3.3 MB) as `JSON.parse('…')`: V8 reads JSON about twice as fast as the same
 * object literal (60 ms of CPU of every start for that file). A value that is not JSON, or holds a
 * `__proto__` key (which a literal would make the prototype), is left as written.
 */
function tablesAsJson(text: string): string {
  return text.replace(/^(export const \w+(?:: [^=\n]+)? = )([{[][\s\S]*?^[}\]]);$/gm, (statement: string, head: string, value: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      return statement;
    }
    const json = JSON.stringify(parsed);
    return json.includes('"__proto__":') ? statement : `${head}JSON.parse(${JSON.stringify(json)});`;
  });
}

/**
 * Code that finds files next to its source (`import.meta.url`, `.dirname`, `.filename`: migrations,
 * fonts, the breached-password list, createRequire) gets its source file's place, written relative to
 * the bundle's folder so that the project may move. Any other use of `import.meta` fails the build.
 */
function sourceRelativeMeta(outdir: string): Plugin {
  return {
    name: 'source-relative-import-meta',
    setup(b) {
      // portal-preloads.ts imports generated/screens/${module}.ts, which esbuild reads as every file
      // there, the portal's page loaders too: the server never loads those (a static import of them
      // would fail the build on the missing names).
      b.onLoad({ filter: /[\\/]generated[\\/]screens[\\/]loaders\.ts$/ }, () => ({ contents: 'export {};', loader: 'ts' }));
      b.onLoad({ filter: /\.tsx?$/ }, (args) => {
        let text = readFileSync(args.path, 'utf8');
        if (text.includes('import.meta')) {
          if (/import\.meta(?!\.(url|dirname|filename)\b)/.test(text)) throw new Error(`${args.path}: an import.meta use the server bundle cannot place`);
          const url = (path: string) => `new URL(${JSON.stringify(posix(relative(outdir, path)))}, import.meta.url)`;
          text = text
            .replaceAll('import.meta.url', `${url(args.path)}.href`)
            .replaceAll('import.meta.dirname', `__bundleFileURLToPath(${url(dirname(args.path))})`)
            .replaceAll('import.meta.filename', `__bundleFileURLToPath(${url(args.path)})`);
        }
        if (text.length > LARGE_TABLE) text = tablesAsJson(text);
        return { contents: text, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** Removes earlier builds but `keep` (a server started from the one before may still load its lazy chunks). */
function removeOldBuilds(serverDir: string, keep: Set<string>): void {
  for (const name of readdirSync(serverDir)) {
    if (name.startsWith('build-') && !keep.has(name)) rmSync(join(serverDir, name), { recursive: true, force: true });
  }
}

/** Builds `root`'s server into dist/server/build-…/ and writes the manifest naming it; returns the entry file. */
export async function buildServerBundle(root: string, entryPoint = 'src/server/main.ts'): Promise<string> {
  const serverDir = join(root, 'dist', 'server');
  const name = `build-${Date.now().toString(36)}-${process.pid}`;
  const outdir = join(serverDir, name);
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: entryPoint },
    bundle: true,
    splitting: true, // a lazy import (PostgreSQL's driver, S3, exports) stays lazy: a chunk of its own
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outdir,
    chunkNames: '[name]-[hash]',
    keepNames: true,
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
    banner: { js: "import { fileURLToPath as __bundleFileURLToPath } from 'node:url';" },
    plugins: [sourceRelativeMeta(outdir)],
  });
  const inputs = Object.keys(result.metafile.inputs).filter((path) => !path.includes(':'));
  const portal = inputs.find((path) => path.startsWith('src/portal/'));
  if (portal) throw new Error(`the server bundle took in portal code (${portal}): the server must never import it`);
  const manifest: Manifest & { esbuild: string } = { entry: `${name}/main.js`, esbuild: version, inputs: {} };
  for (const path of [...inputs, ...buildInputs(root)].sort()) {
    const { size, mtimeMs } = statSync(join(root, path));
    manifest.inputs[path] = { size, mtimeMs, sha256: sha256Of(join(root, path)) };
  }
  let previous: string | undefined;
  try {
    previous = (JSON.parse(readFileSync(join(root, MANIFEST), 'utf8')) as Manifest).entry.split('/')[0];
  } catch {
    // No earlier build.
  }
  mkdirSync(serverDir, { recursive: true });
  const partial = `${join(root, MANIFEST)}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify(manifest, null, 1)}\n`);
  renameSync(partial, join(root, MANIFEST));
  removeOldBuilds(serverDir, new Set([name, ...(previous ? [previous] : [])]));
  return join(serverDir, manifest.entry);
}

// `--if-stale` (npm start): nothing to do while the bundle is fresh, and a failed build is a warning,
// not the end of the start: start.js then runs the sources through tsx.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const ifStale = process.argv.includes('--if-stale');
  if (ifStale && freshBundle(root).entry) process.exit(0);
  const started = performance.now();
  try {
    const entry = await buildServerBundle(root);
    console.log(`server bundle: ${relative(root, entry)} (${Math.round(performance.now() - started)} ms)`);
  } catch (error) {
    if (!ifStale) throw error;
    console.warn(`server bundle not built (${error instanceof Error ? error.message.split('\n')[0] : String(error)}): the sources run through tsx`);
  }
}
