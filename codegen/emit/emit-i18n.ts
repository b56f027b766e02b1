import { LANGUAGES } from '../load-spec.ts';
import type { SpecModel } from '../model.ts';
import { BANNER } from './banner.ts';

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

/** generated/i18n-keys.ts (the union of locale keys), generated/i18n/<language>.ts, resources.ts (all, eager) and loaders.ts (one language, lazy). */
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
    'i18n/loaders.ts': [
      BANNER,
      "import type { Language } from './resources.ts';",
      '',
      '/** Loads one language\'s locale files: in the portal each language is a chunk fetched only when shown. */',
      'export const languageLoaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {',
      ...LANGUAGES.map((language) => `  ${language}: () => import('./${language}.ts'),`),
      '};',
      '',
    ].join('\n'),
  };
}
