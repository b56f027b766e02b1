import { LANGUAGES } from '../load-spec.ts';
import type { SpecModel } from '../model.ts';
import { BANNER } from './banner.ts';

/** generated/i18n-keys.ts (the union of locale keys) and generated/i18n/resources.ts. */
export function emitI18n(model: SpecModel): Record<string, string> {
  const { keys, namespaces } = model.locales;
  const identifier = (language: string, ns: string) => `${language}_${ns.replace(/[^a-z0-9]/gi, '_')}`;
  const imports = LANGUAGES.flatMap((language) =>
    namespaces.map((ns) => `import ${identifier(language, ns)} from '../../locales/${language}/${ns}.json' with { type: 'json' };`),
  );
  const table = LANGUAGES.map(
    (language) => `  ${language}: {\n${namespaces.map((ns) => `    '${ns}': ${identifier(language, ns)},`).join('\n')}\n  },`,
  );
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
    'i18n/resources.ts': [
      BANNER,
      ...imports,
      '',
      '/** Locale files by language; each file is a namespace of keys (`references.json` → `references.*`). */',
      'export const resources = {',
      ...table,
      '};',
      '',
      `export const languages = ${JSON.stringify(LANGUAGES)} as const;`,
      '',
      '/** A language of the portal; Arabic is the default. */',
      'export type Language = (typeof languages)[number];',
      '',
    ].join('\n'),
  };
}
