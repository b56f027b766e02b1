import type { SpecProject } from '../load-spec.ts';
import { LANGUAGES } from '../load-spec.ts';
import type { Problems } from '../problems.ts';
import type { ResolvedEntity } from './entities.ts';
import type { ResolvedScreens } from './screens.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;

export type ResolvedLocales = {
  /** Every key, plural suffixes folded (`list.count_one` → `list.count`), sorted. */
  keys: string[];
  /** Locale file names, one namespace per file (`references.json` → `references.*`). */
  namespaces: string[];
};

function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) flatten(item, `${prefix}.${key}`, into);
  } else {
    into.set(prefix, String(value));
  }
}

/** Locale keys the spec refers to: entity titles and enum labels, screen and menu texts. */
export function usedKeys(project: SpecProject, entities: Map<string, ResolvedEntity>, screens: ResolvedScreens): Array<{ file: string; key: string }> {
  const used: Array<{ file: string; key: string }> = [];
  const walk = (file: string, value: unknown) => {
    if (Array.isArray(value)) value.forEach((item) => walk(file, item));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'title' && typeof item === 'string') used.push({ file, key: item });
        else if (key === 'x-enum-labels' && Array.isArray(item)) item.forEach((k) => used.push({ file, key: String(k) }));
        else walk(file, item);
      }
    }
  };
  for (const entity of entities.values()) walk(entity.file, entity.component);
  for (const route of screens.routes) used.push({ file: `spec/screens/${route.module}.yaml`, key: route.title });
  for (const f of project.screens) for (const entry of f.data.menu ?? []) used.push({ file: f.file, key: String(entry.label) });
  for (const figure of screens.figures) used.push({ file: `spec/screens/${figure.module}.yaml`, key: figure.label });
  for (const [module, list] of screens.modules) {
    const file = `spec/screens/${module}.yaml`;
    const add = (key: string) => used.push({ file, key });
    for (const screen of list) {
      add(screen.title);
      if ('journey' in screen && screen.journey) screen.journey.steps.forEach(add);
      if (screen.kind === 'list') {
        screen.columns.forEach((c) => add(c.label));
        screen.tabs.forEach((t) => add(t.label));
        screen.filters.forEach((f) => {
          add(f.label);
          f.options?.forEach((o) => add(o.label));
        });
        screen.actions.forEach((a) => add(a.label));
      } else if (screen.kind === 'form') {
        if (screen.subject) add(screen.subject.text);
        if (screen.saved) add(screen.saved);
        for (const step of screen.steps) {
          add(step.title);
          step.sections.forEach((s) => {
            add(s.title);
            if (s.subtitle) add(s.subtitle);
          });
        }
        Object.values(screen.help).forEach(add);
      } else if (screen.kind === 'notice') {
        add(screen.text);
        if (screen.empty) add(screen.empty);
        screen.actions.forEach((a) => add(a.label));
      } else {
        screen.sections.forEach((s) => add(s.title));
        screen.actions.forEach((a) => add(a.label));
      }
    }
  }
  return used;
}

/**
 * Checks that ar and en have the same keys, none with an empty text, and hold every key the spec uses. A key one language lacks
 * is named once, under that language (with where the other has it); a key the spec uses and no
 * language has is named once, where the spec uses it.
 */
export function resolveLocales(
  project: SpecProject,
  entities: Map<string, ResolvedEntity>,
  screens: ResolvedScreens,
  problems: Problems,
): ResolvedLocales {
  const tables = new Map<string, Map<string, string>>();
  for (const language of LANGUAGES) {
    const table = new Map<string, string>();
    for (const f of project.locales[language] ?? []) flatten(f.data, f.name, table);
    tables.set(language, table);
  }
  // Each language's keys with plural suffixes folded, made once (the spec uses thousands of keys).
  const folded = new Map(LANGUAGES.map((language) => [language, new Set([...tables.get(language)!.keys()].map((k) => k.replace(PLURAL, '')))]));
  const all = new Set<string>();
  for (const language of LANGUAGES) folded.get(language)!.forEach((k) => all.add(k));
  const files = new Map(LANGUAGES.map((language) => [language, new Set((project.locales[language] ?? []).map((f) => f.name))]));
  for (const language of LANGUAGES) {
    const have = folded.get(language)!;
    // A namespace file one language lacks is one mistake, not one per key in it.
    const absent = new Set<string>();
    for (const other of LANGUAGES) {
      for (const namespace of files.get(other)!) {
        if (files.get(language)!.has(namespace) || absent.has(namespace)) continue;
        absent.add(namespace);
        problems.add(`locales/${language}/${namespace}.json`, `missing (locales/${other}/${namespace}.json has ${namespace}.* keys) — add the file with the same keys`);
      }
    }
    // A text left empty shows nothing where the other language shows words (a nameless button).
    for (const [key, value] of tables.get(language)!) {
      if (value.trim() === '') problems.add(project.lines.at(namespaceFile(language, key), key.split('.').slice(1)), `locale key ${key} is empty — write its text`);
    }
    for (const key of all) {
      if (have.has(key) || absent.has(key.split('.')[0]!)) continue;
      const other = LANGUAGES.find((l) => folded.get(l)!.has(key))!;
      // The line of the object the key goes in (`"fields": {`), when the file has it.
      const [, ...path] = key.split('.');
      const at = project.lines.at(namespaceFile(language, key), path.slice(0, -1));
      problems.add(at, `locale key ${key} is missing (${whereKey(project, other, key)} has it) — add it${path.length > 1 ? ` under ${path.slice(0, -1).join('.')}` : ''}`);
    }
  }
  const reported = new Set<string>();
  for (const { file, key } of usedKeys(project, entities, screens)) {
    if (LANGUAGES.some((language) => folded.get(language)!.has(key)) || reported.has(`${file} ${key}`)) continue;
    reported.add(`${file} ${key}`);
    problems.add(project.lines.atValue(file, [], key), `locale key ${key} is missing in ${LANGUAGES.map((l) => `locales/${l}`).join(' and ')} — add it to ${LANGUAGES.map((l) => namespaceFile(l, key)).join(' and ')}, or correct the key`);
  }
  const namespaces = [...new Set(LANGUAGES.flatMap((l) => (project.locales[l] ?? []).map((f) => f.name)))].sort();
  return { keys: [...all].sort(), namespaces };
}

/** The file a key belongs in: `references.fields.isbn` → `locales/en/references.json`. */
export const namespaceFile = (language: string, key: string): string => `locales/${language}/${key.split('.')[0]}.json`;

/** `file:line` of a key that a language's locale file has. */
function whereKey(project: SpecProject, language: string, key: string): string {
  const [namespace, ...path] = key.split('.');
  const file = namespaceFile(language, key);
  const folded = path.at(-1);
  if (folded === undefined) return file;
  // A plural key is written with its suffixes (`count_one`): the line of the first.
  const data = project.locales[language]?.find((f) => f.name === namespace)?.data;
  const parent = path.slice(0, -1).reduce<unknown>((node, step) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined), data);
  const keys = parent && typeof parent === 'object' ? Object.keys(parent) : [];
  const written = keys.includes(folded) ? folded : keys.find((k) => k.replace(PLURAL, '') === folded);
  return project.lines.at(file, [...path.slice(0, -1), written ?? folded]);
}
