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
export function usedKeys(entities: Map<string, ResolvedEntity>, screens: ResolvedScreens): Array<{ file: string; key: string }> {
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
  for (const entry of screens.menu) used.push({ file: 'spec/screens', key: entry.label });
  for (const figure of screens.figures) used.push({ file: `spec/screens/${figure.module}.yaml`, key: figure.label });
  for (const [module, list] of screens.modules) {
    const file = `spec/screens/${module}.yaml`;
    const add = (key: string) => used.push({ file, key });
    for (const screen of list) {
      add(screen.title);
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

/** Checks that ar and en have the same keys and hold every key the spec uses. */
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
  for (const language of LANGUAGES) {
    const have = folded.get(language)!;
    for (const key of all) if (!have.has(key)) problems.add(`locales/${language}`, `locale key ${key} is missing`);
  }
  for (const { file, key } of usedKeys(entities, screens)) {
    for (const language of LANGUAGES) {
      if (!folded.get(language)!.has(key)) problems.add(file, `locale key ${key} is missing in locales/${language}`);
    }
  }
  const namespaces = [...new Set(LANGUAGES.flatMap((l) => (project.locales[l] ?? []).map((f) => f.name)))].sort();
  return { keys: [...all].sort(), namespaces };
}
