import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { menuIconNames } from '../../src/shared/menu-icons.ts';
import type { SpecProject } from '../load-spec.ts';
import type { Problems } from '../problems.ts';

/** A Fluent UI icon as @fluentui/react-icons exports it: `BookRegular`, `Book20Filled`. */
const FLUENT_NAME = /^[A-Z][A-Za-z0-9]*(Regular|Filled)$/;

let fluentNames: Set<string> | undefined;

/**
 * The icons @fluentui/react-icons exports, read from its type declarations (the package's index
 * re-exports one declaration file per chunk), once, and only when a menu names an icon by export.
 */
function fluentIcons(): Set<string> {
  if (fluentNames) return fluentNames;
  const main = createRequire(import.meta.url).resolve('@fluentui/react-icons');
  const lib = join(dirname(main), '..', 'lib');
  const index = readFileSync(join(lib, 'index.d.ts'), 'utf8');
  fluentNames = new Set<string>();
  for (const [, chunk] of index.matchAll(/export \* from '\.\/((?:icons|sizedIcons)\/[^']+)\.js'/g)) {
    for (const [, name] of readFileSync(join(lib, `${chunk}.d.ts`), 'utf8').matchAll(/export declare const (\w+)/g)) fluentNames.add(name!);
  }
  return fluentNames;
}

/** Whether `icon` is one the portal draws without a change to src/: a name of its set, or a Fluent UI export. */
export function isFluentIcon(icon: string): boolean {
  return !(menuIconNames as readonly string[]).includes(icon) && FLUENT_NAME.test(icon) && fluentIcons().has(icon);
}

/**
 * A menu entry's `icon` is a name of the portal's set (`src/shared/menu-icons.ts`) or an icon of
 * @fluentui/react-icons (`BookRegular`, imported by generated/screens/menu-icons.ts); any other would show a plain circle.
 */
export function checkMenuIcons(project: SpecProject, problems: Problems): void {
  const known = new Set<string>(menuIconNames);
  for (const f of project.screens) {
    for (const [index, entry] of (f.data.menu ?? []).entries()) {
      const icon = entry.icon;
      if (icon === undefined || known.has(String(icon)) || isFluentIcon(String(icon))) continue;
      problems.add(
        project.lines.at(f.file, ['menu', index, 'icon']),
        `menu ${String(entry.key)}: unknown icon ${String(icon)} — use one of ${menuIconNames.join(', ')} (src/shared/menu-icons.ts) or an icon of @fluentui/react-icons such as BookRegular`,
      );
    }
  }
}
