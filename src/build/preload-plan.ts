/**
 * The preload plan of the built portal (`.vite/preload-plan.json`): for each lazily imported module
 * (a route's page, a module's screen descriptors, a runtime, the layout, a language's texts), the
 * files its import fetches — its chunk and every chunk that chunk imports statically — minus those
 * index.html loads anyway. The server reads it to put `<link rel="modulepreload">` for the landing
 * route's chunks into the page (src/server/platform/portal-preloads.ts), so that they come with the
 * entry script instead of one import after another (issue 21 item 1).
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** What the plan file holds: module path (from the project root, `/`-separated) → asset paths (`assets/x.js`). */
export type PreloadPlan = { modules: Record<string, string[]> };

/** Where the build writes the plan, under the output folder (a dot folder, which the server never sends). */
export const PRELOAD_PLAN_FILE = '.vite/preload-plan.json';

type ChunkInfo = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean; moduleIds: string[] };

/** The chunk and the chunks it imports statically, recursively. */
function closure(fileName: string, chunks: Map<string, ChunkInfo>, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, chunks, into);
  return into;
}

/** Vite plugin: writes the preload plan once the bundle is known. */
export function preloadPlan(projectRoot: string): Plugin {
  return {
    name: 'portal-preload-plan',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as ChunkInfo);
      const inHtml = new Set<string>();
      for (const chunk of chunks.values()) if (chunk.isEntry) closure(chunk.fileName, chunks, inHtml);
      const modules: PreloadPlan['modules'] = {};
      const name = (id: string) => relative(projectRoot, id).split('\\').join('/');
      // Every module some code imports dynamically (a route's page, a language's texts — which the
      // bundler may have put in a chunk with others, vite.config.ts), with its chunk's files.
      for (const chunk of chunks.values()) {
        const files = [...closure(chunk.fileName, chunks)].filter((file) => !inHtml.has(file));
        for (const id of chunk.moduleIds) {
          if (id.includes('node_modules') || id.startsWith('\0')) continue;
          if (this.getModuleInfo(id)?.dynamicImporters.length) modules[name(id)] = files;
        }
      }
      const plan: PreloadPlan = { modules };
      this.emitFile({ type: 'asset', fileName: PRELOAD_PLAN_FILE, source: JSON.stringify(plan) });
    },
  };
}
