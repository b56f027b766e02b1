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
import { basename } from 'node:path';
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
 * three chunk groups (`codeSplitting.groups`, in this order), which the bundler asks afterwards, when
 * it cuts chunks:
 * - `entry`: the portal's own modules the entry imports statically (every page runs them, the login
 *   page too), which would otherwise be cut into several small chunks, and those that both the login
 *   page and the layout import (the language toggle, which the other guest pages show too);
 * - `pagesShared`: the signed-in layout's own modules that guest pages also load, but neither the
 *   login page nor what it fetches on demand (the captcha): the operation hooks, one chunk instead
 *   of a chunk per set of pages sharing them (a register page loads it whole);
 * - `signedIn`: the signed-in layout (its module too) and its own modules that no guest page may
 *   load. A group takes its modules' imports with it unless an earlier group holds them, so a module
 *   is left out when it imports, beyond those of the earlier groups, one that a guest page may load
 *   (the guest page would then load this chunk); such an import of the layout's that the login page
 *   may fetch (the table of operations, which the captcha needs) keeps the chunk it has, as the group
 *   of `loginShared` names it.
 * `layout`: the layout's module; `entry`: the entry's; `login`: the login page's; `guestPages`: the
 * modules of the pages outside the layout (guest and public routes, as a register form); `packageGroups`: whether the packages' groups, which come first, hold a
 * module.
 */
export function firstLoadChunks(options: { layout: string; entry: string; login: string; guestPages: string[]; packageGroups: (id: string) => boolean }): {
  plugin: Plugin;
  entry: (id: string) => boolean;
  pagesShared: (id: string) => boolean;
  loginShared: (id: string) => string | null;
  signedIn: (id: string) => boolean;
} {
  let entry = new Set<string>();
  let pagesShared = new Set<string>();
  let loginShared = new Map<string, string>();
  let signedIn = new Set<string>();
  const own = (id: string) => !id.includes('node_modules') && !id.startsWith('\0');
  const plugin: Plugin = {
    name: 'portal-first-load-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const missing = [options.layout, options.entry, options.login, ...options.guestPages].filter((id) => !this.getModuleInfo(id));
      if (missing.length) this.error(`first-load chunks: the build has no module ${missing.join(', ')}`);
      const everyPage = reachable(this, [options.entry], false);
      const notEveryPage = (ids: Set<string>) => new Set([...ids].filter((id) => !everyPage.has(id)));
      const guestOnly = notEveryPage(reachable(this, options.guestPages, true));
      const login = notEveryPage(reachable(this, [options.login], true));
      const layout = [...reachable(this, [options.layout], false)].filter((id) => own(id) && !everyPage.has(id));
      // With what both the login page and the layout import (the language toggle): every page loads it.
      const loginStatic = reachable(this, [options.login], false);
      entry = new Set([...everyPage, ...layout.filter((id) => loginStatic.has(id))].filter((id) => own(id) && id !== options.entry));
      const importsOf = (id: string) => [...reachable(this, [id], false)];
      const loginOnly = (id: string) => login.has(id) && !entry.has(id);
      pagesShared = new Set(layout.filter((id) => guestOnly.has(id) && !login.has(id) && !importsOf(id).some(loginOnly)));
      // The login page's modules that the layout imports, each in a chunk named for it, with those it
      // imports (the table of operations goes with operation-url.ts, which the captcha loads with it).
      const shared = layout.filter(loginOnly);
      const importedByAnother = (id: string) => shared.find((other) => other !== id && importsOf(other).includes(id));
      loginShared = new Map(shared.map((id) => [id, basename(importedByAnother(id) ?? id).replace(/\.[^.]+$/, '')]));
      const earlier = (id: string) => entry.has(id) || pagesShared.has(id) || loginShared.has(id) || options.packageGroups(id);
      signedIn = new Set(layout.filter((id) => !earlier(id) && !guestOnly.has(id) && !importsOf(id).some((dependency) => guestOnly.has(dependency) && !earlier(dependency))));
    },
  };
  return { plugin, entry: (id) => entry.has(id), pagesShared: (id) => pagesShared.has(id), loginShared: (id) => loginShared.get(id) ?? null, signedIn: (id) => signedIn.has(id) };
}
