import { LANGUAGES } from '../load-spec.ts';
import type { SpecModel } from '../model.ts';
import { BANNER } from './banner.ts';
import type { RouteTexts } from '../resolve/route-texts.ts';

const identifier = (ns: string) => `ns_${ns.replace(/[^a-z0-9]/gi, '_')}`;

/** generated/i18n/<language>.ts: one language's locale files, a module of its own so it can be its own chunk. */
function languageTable(language: string, namespaces: readonly string[]): string {
  return [
    BANNER,
    ...namespaces.map((ns) => `import ${identifier(ns)} from '../../locales/${language}/${ns}.json' with { type: 'json' };`),
    '',
    `/** The ${language} locale files; each file is a namespace of keys (\`references.json\` → \`references.*\`). */`,
    'export default {',
    ...namespaces.map((ns) => `  '${ns}': ${identifier(ns)},`),
    '};',
    '',
  ].join('\n');
}

/** generated/i18n-keys.ts (the union of locale keys), generated/i18n/<language>.ts, resources.ts (all, eager), namespaces.ts (their names) and loaders.ts (a locale file, lazy). */
export function emitI18n(model: SpecModel): Record<string, string> {
  const { keys, namespaces } = model.locales;
  const tables = Object.fromEntries(LANGUAGES.map((language) => [`i18n/${language}.ts`, languageTable(language, namespaces)]));
  return {
    'i18n-keys.ts': [
      BANNER,
      '',
      '/** Every locale key, in both languages (plural forms folded). */',
      `export type I18nKey =\n${keys.map((k) => `  | '${k}'`).join('\n')};`,
      '',
      `export const i18nKeys: readonly I18nKey[] = ${JSON.stringify(keys, null, 2)};`,
      '',
    ].join('\n'),
    ...tables,
    'i18n/resources.ts': [
      BANNER,
      ...LANGUAGES.map((language) => `import ${language} from './${language}.ts';`),
      '',
      '/** Locale files by language, all loaded up front (the server translates into either language). */',
      `export const resources = { ${LANGUAGES.join(', ')} };`,
      '',
      `export const languages = ${JSON.stringify(LANGUAGES)} as const;`,
      '',
      '/** A language of the portal; Arabic is the default. */',
      'export type Language = (typeof languages)[number];',
      '',
    ].join('\n'),
    'i18n/namespaces.ts': [
      BANNER,
      '',
      "/** The locale files' names: each file is a namespace, its keys `<namespace>.*`. */",
      `export const namespaces = ${JSON.stringify(namespaces)} as const;`,
      '',
      'export type Namespace = (typeof namespaces)[number];',
      '',
    ].join('\n'),
    'i18n/loaders.ts': [
      BANNER,
      "import type { Namespace } from './namespaces.ts';",
      "import type { Language } from './resources.ts';",
      '',
      '/** Loads one locale file of one language, in the portal a chunk fetched only when shown (`.then` lets the bundler keep only its default export). */',
      'export const namespaceLoaders: Record<Language, Record<Namespace, () => Promise<unknown>>> = {',
      ...LANGUAGES.flatMap((language) => [
        `  ${language}: {`,
        ...namespaces.map((ns) => `    '${ns}': () => import('../../locales/${language}/${ns}.json').then(({ default: texts }) => texts),`),
        '  },',
      ]),
      '};',
      '',
    ].join('\n'),
  };
}

/**
 * generated/i18n/route-texts.ts: the namespaces the entry, the signed-in layout and each route's page
 * show (codegen/resolve/route-texts.ts). Every signed-in page fetches it first (src/portal/lib/page-texts.ts),
 * so a set is a number, bit i for the i-th locale file (its names as a comment), smaller than a list of names.
 */
export function emitRouteTexts(texts: RouteTexts, namespaces: readonly string[]): Record<string, string> {
  const bits = (set: readonly string[]) => set.reduce((sum, namespace) => sum | (1 << namespaces.indexOf(namespace)), 0);
  if (namespaces.length > 31) throw new Error('route-texts: more than 31 locale files do not fit a number\'s bits');
  return {
    'i18n/route-texts.ts': [
      BANNER,
      "import { namespaces, type Namespace } from './namespaces.ts';",
      '',
      '// The locale files by bit: a set of them is a number whose bit i stands for the i-th of `namespaces`.',
      'const of = (set: number): Namespace[] => namespaces.filter((_, i) => set & (1 << i));',
      '',
      `/** What every page shows: the entry script's namespaces (src/portal/main.tsx and its imports): ${texts.entry.join(', ')}. */`,
      `export const entryNamespaces: readonly Namespace[] = of(${bits(texts.entry)});`,
      '',
      `/** What every signed-in page shows beyond those: the signed-in layout's namespaces: ${texts.frame.join(', ')}. */`,
      `export const frameNamespaces: readonly Namespace[] = of(${bits(texts.frame)});`,
      '',
      '// Each route\'s page, beyond those, derived from its code and descriptors.',
      'const byRoute: Readonly<Record<string, number>> = {',
      ...Object.entries(texts.routes).map(([route, set]) => `  '${route}': ${bits(set)}, // ${set.join(' ') || '(none)'}`),
      '};',
      '',
      '/** What a route\'s page shows beyond the entry\'s and, on a signed-in page, the layout\'s namespaces. */',
      'export const routeNamespaces = (route: string): Namespace[] => of(byRoute[route] ?? 0);',
      '',
    ].join('\n'),
  };
}
