import { describe, expect, it } from 'vitest';
import { firstLoadChunks } from '../../../src/build/first-load-chunks.ts';

// A small portal as the build sees it (module → static imports, on-demand imports): the entry, the
// login page (its captcha fetched on demand), another guest page, and the signed-in layout.
const GRAPH: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  '/p/main.tsx': { importedIds: ['/p/i18n.ts'], dynamicallyImportedIds: ['/p/login-page.tsx', '/p/forgot-page.tsx', '/p/app-layout.tsx'] },
  '/p/i18n.ts': { importedIds: [], dynamicallyImportedIds: [] },
  '/p/login-page.tsx': { importedIds: ['/p/language-toggle.tsx'], dynamicallyImportedIds: ['/p/captcha.tsx'] },
  '/p/captcha.tsx': { importedIds: ['/p/operation-url.ts'], dynamicallyImportedIds: [] },
  '/p/operation-url.ts': { importedIds: ['/p/operation-paths.ts'], dynamicallyImportedIds: [] },
  '/p/operation-paths.ts': { importedIds: [], dynamicallyImportedIds: [] },
  '/p/language-toggle.tsx': { importedIds: ['/p/i18n.ts'], dynamicallyImportedIds: [] },
  '/p/forgot-page.tsx': { importedIds: ['/p/language-toggle.tsx', '/p/use-operation.ts', '/node_modules/@fluentui/react-link/Link.js', '/node_modules/toaster/toast.js'], dynamicallyImportedIds: [] },
  '/p/use-latest-answer.ts': { importedIds: [], dynamicallyImportedIds: [] },
  '/p/use-operation.ts': { importedIds: ['/p/use-latest-answer.ts'], dynamicallyImportedIds: [] },
  '/node_modules/@fluentui/react-link/Link.js': { importedIds: [], dynamicallyImportedIds: [] },
  '/p/app-layout.tsx': { importedIds: ['/p/header.tsx', '/p/footer.tsx', '/p/side-menu.tsx'], dynamicallyImportedIds: [] },
  '/p/header.tsx': { importedIds: ['/p/language-toggle.tsx', '/p/live-counts.ts'], dynamicallyImportedIds: [] },
  '/p/live-counts.ts': { importedIds: ['/p/operation-url.ts'], dynamicallyImportedIds: [] },
  '/p/footer.tsx': { importedIds: ['/p/use-operation.ts', '/node_modules/@fluentui/react-link/Link.js'], dynamicallyImportedIds: [] },
  '/p/side-menu.tsx': { importedIds: ['/p/rules.ts', '/p/toasts.tsx'], dynamicallyImportedIds: [] },
  '/p/rules.ts': { importedIds: [], dynamicallyImportedIds: [] },
  // Imports a package module that a guest page loads too and that no package group holds.
  '/p/toasts.tsx': { importedIds: ['/node_modules/toaster/toast.js'], dynamicallyImportedIds: [] },
  '/node_modules/toaster/toast.js': { importedIds: [], dynamicallyImportedIds: [] },
};

function chunksOf(): ReturnType<typeof firstLoadChunks> {
  const chunks = firstLoadChunks({
    layout: '/p/app-layout.tsx',
    entry: '/p/main.tsx',
    login: '/p/login-page.tsx',
    guestPages: ['/p/login-page.tsx', '/p/forgot-page.tsx'],
    packageGroups: (id) => id.includes('react-link'),
  });
  const context = { getModuleInfo: (id: string) => GRAPH[id] ?? null, error: (message: string) => { throw new Error(message); } };
  (chunks.plugin.buildEnd as (this: unknown, error?: Error) => void).call(context);
  return chunks;
}

describe('the first-load chunks of the portal’s own code', () => {
  const chunks = chunksOf();
  const signedIn = Object.keys(GRAPH).filter(chunks.signedIn);

  it('puts what every page runs, and what both the login page and the layout show, in the entry’s chunk', () => {
    expect(Object.keys(GRAPH).filter(chunks.entry)).toEqual(['/p/i18n.ts', '/p/language-toggle.tsx']);
  });

  it('puts the layout’s modules that no page outside it loads in one chunk, which the login page never loads', () => {
    expect(signedIn.sort()).toEqual(['/p/footer.tsx', '/p/header.tsx', '/p/live-counts.ts', '/p/rules.ts']);
  });

  it('keeps out of the signed-in chunk a module that imports one a guest page may fetch and no earlier group holds', () => {
    expect(chunks.signedIn('/p/toasts.tsx')).toBe(false);
    expect(chunks.signedIn('/p/side-menu.tsx')).toBe(false);
  });

  it('shares the hooks of guest pages other than login in one chunk', () => {
    expect(Object.keys(GRAPH).filter(chunks.pagesShared).sort()).toEqual(['/p/use-latest-answer.ts', '/p/use-operation.ts']);
  });

  it('gives what the login page fetches on demand and the layout imports one chunk, as the captcha loads it', () => {
    expect(chunks.loginShared('/p/operation-url.ts')).toBe('operation-url');
    expect(chunks.loginShared('/p/operation-paths.ts')).toBe('operation-url');
    expect(chunks.loginShared('/p/header.tsx')).toBeNull();
  });
});
