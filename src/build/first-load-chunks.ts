/**
 * Fewer, larger chunks of the portal's own code on a page's first load. Left alone, the bundler cuts
 * a chunk for each set of pages sharing a module: the login page loaded 14 files and the overview
 * 31, some of 0.1 kB, each a request before the page can show (Lighthouse's simulated mobile
 * network is HTTP/1.1, six at a time, 150 ms each; issue 19 item 7). Two groups:
 * - what the entry imports statically, which every page runs (the login page too);
 * - the signed-in layout's own modules that no guest page may load (the operation hooks, the access
 *   rules, the notification types…), which every signed-in page loads anyway.
 * What a guest page may load (statically or on demand: its error bar, the captcha) stays out of the
 * second, so the login page loads none of it. Packages keep their own groups (vite.config.ts),
 * which a deployment of the portal's code leaves cached.
 */
import type { Plugin } from 'vite';

type Graph = { getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null };

/** The modules reachable from `roots` (static imports, and on-demand ones too when `dynamic`). */
function reachable(graph: Graph, roots: string[], dynamic: boolean, into = new Set<string>()): Set<string> {
  const queue = roots.filter((root) => !into.has(root));
  for (const root of queue) into.add(root);
  while (queue.length) {
    const info = graph.getModuleInfo(queue.pop()!);
    for (const next of [...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : [])]) {
      if (into.has(next)) continue;
      into.add(next);
      queue.push(next);
    }
  }
  return into;
}

/**
 * The plugin, which learns the module graph once the build has read every module, and the tests of
 * two chunk groups (`codeSplitting.groups`), which the bundler asks afterwards, when it cuts chunks:
 * - `entry`: the portal's own modules the entry imports statically (every page runs them, the login
 *   page too), which would otherwise be cut into several small chunks;
 * - `signedIn`: the signed-in layout's own modules that no guest page may load, and that import
 *   none that a guest page may load (a group takes its modules' imports with it, and so would
 *   take such a module out of the guest page's chunks into this one).
 * `layout`: the layout's module; `entry`: the entry's; `guestPages`: the guest routes' page modules.
 */
export function firstLoadChunks(options: { layout: string; entry: string; guestPages: string[] }): { plugin: Plugin; entry: (id: string) => boolean; signedIn: (id: string) => boolean } {
  let entry = new Set<string>();
  let signedIn = new Set<string>();
  const own = (id: string) => !id.includes('node_modules') && !id.startsWith('\0');
  const plugin: Plugin = {
    name: 'portal-first-load-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const missing = [options.layout, options.entry, ...options.guestPages].filter((id) => !this.getModuleInfo(id));
      if (missing.length) this.error(`first-load chunks: the build has no module ${missing.join(', ')}`);
      const everyPage = reachable(this, [options.entry], false);
      const guestOnly = new Set([...reachable(this, options.guestPages, true)].filter((id) => !everyPage.has(id)));
      entry = new Set([...everyPage].filter((id) => own(id) && id !== options.entry));
      signedIn = new Set(
        [...reachable(this, [options.layout], false)].filter((id) => own(id) && !everyPage.has(id) && !guestOnly.has(id) && ![...reachable(this, [id], false)].some((dependency) => guestOnly.has(dependency))),
      );
    },
  };
  return { plugin, entry: (id) => entry.has(id), signedIn: (id) => signedIn.has(id) };
}
