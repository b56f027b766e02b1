import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../generated/screens/routes.ts';
import { entryNamespaces, frameNamespaces, routeNamespaces } from '../../../generated/i18n/route-texts.ts';
import type * as I18nShared from '../../../src/portal/lib/i18n.ts';

type I18nModule = typeof I18nShared;
const arText = (namespace: string, path: string[]) => path.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], JSON.parse(readFileSync(`locales/ar/${namespace}.json`, 'utf8')));

// A fresh copy of lib/i18n.ts (the setup file has loaded both whole languages into the shared one),
// in a page that has stored no language (Arabic).
let fresh: I18nModule;
const stored = new Map<string, string>();
beforeAll(async () => {
  vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) });
  vi.stubGlobal('document', { cookie: '', documentElement: {} });
  vi.stubGlobal('location', { pathname: '/portal/references/all' });
  vi.resetModules();
  fresh = await import('../../../src/portal/lib/i18n.ts');
});
afterAll(() => vi.unstubAllGlobals());

const has = (language: 'ar' | 'en', namespace: string) => fresh.i18n.hasResourceBundle(language, 'translation') && namespace in fresh.i18n.getResourceBundle(language, 'translation');

describe('a page fetches the texts it shows, not the whole language (issue 21 item 2)', () => {
  it('the guest pages show only the namespaces the login page fetches before its first render', () => {
    for (const route of routes.filter((r) => r.guard === 'guest')) expect(fresh.GUEST_NAMESPACES, route.name).toEqual(expect.arrayContaining([...routeNamespaces(route.name)]));
    expect(fresh.GUEST_NAMESPACES).toEqual(expect.arrayContaining([...entryNamespaces]));
  });

  it('the derived sets hold what those pages show, and not other areas\' texts', () => {
    // The overview's figure cards (generated/screens/figures.ts) are foreign entities' counts.
    expect(routeNamespaces('shell.overview')).toContain('foreign_entity');
    expect(routeNamespaces('references.add')).toEqual(expect.arrayContaining(['references', 'forms']));
    expect(routeNamespaces('references.add')).not.toContain('foreign_entity');
    expect(routeNamespaces('references.add')).not.toContain('awqaf');
    expect(frameNamespaces).toEqual(expect.arrayContaining(['menu', 'shell']));
  });

  it('a references list fetches the layout\'s and its own namespaces; the other language then gets the same ones', async () => {
    await fresh.loadRouteTexts({ name: 'references.list', guard: 'auth' });
    for (const namespace of ['auth', 'common', 'errors', 'menu', 'shell', 'references']) expect(has('ar', namespace), namespace).toBe(true);
    expect(has('ar', 'foreign_entity')).toBe(false);
    expect(fresh.i18n.t('references.titles.list')).toBe(arText('references', ['titles', 'list']));
    await fresh.setLanguage('en');
    for (const namespace of ['auth', 'common', 'menu', 'shell', 'references']) expect(has('en', namespace), namespace).toBe(true);
    expect(has('en', 'foreign_entity')).toBe(false);
    await fresh.setLanguage('ar');
  });

  it('a key of a namespace not fetched shows as nothing, never as the key, warns, and shows once the rest of the language has come', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(fresh.i18n.t('foreign_entity.cards.completed')).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^texts: foreign_entity\.cards\.completed .*\/portal\/references\/all/));
    await vi.waitFor(() => expect(fresh.i18n.t('foreign_entity.cards.completed')).toBe(arText('foreign_entity', ['cards', 'completed'])));
    // A key no locale file has still shows as itself.
    expect(fresh.i18n.t('no_such_namespace.key')).toBe('no_such_namespace.key');
    warn.mockRestore();
  });
});
