import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { resolvePositioningShorthand } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import * as standIn from '../../../src/portal/runtime/dates/positioning-on-open.ts';

// The portal's build gives Fluent's DatePicker positioning-on-open.ts for `@fluentui/react-positioning`
// (vite.config.ts): what the DatePicker imports from the package must be there, with the package's
// values, or an upgraded Fluent would get `undefined` in the built portal only.
const usePopupPositioning = join(dirname(createRequire(import.meta.url).resolve('@fluentui/react-datepicker-compat/package.json')), 'lib', 'utils', 'usePopupPositioning.js');
const portal = join(import.meta.dirname, '..', '..', '..', 'src', 'portal');
const sources = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? sources(join(folder, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(folder, entry.name)] : []));

describe('the date picker’s popup placed by the positioning fetched with the calendar', () => {
  it('has every name the DatePicker imports from the positioning package', () => {
    const imported = [...readFileSync(usePopupPositioning, 'utf8').matchAll(/import \{([^}]*)\} from ['"]@fluentui\/react-positioning['"]/g)].flatMap(([, names]) =>
      names!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!).filter(Boolean),
    );
    expect(imported.sort()).toEqual(['resolvePositioningShorthand', 'usePositioning']);
    expect(imported.filter((name) => !(name in standIn))).toEqual([]);
  });

  it('reads a position shorthand as the package does', () => {
    const shorthands = ['above', 'above-start', 'above-end', 'below', 'below-start', 'below-end', 'before', 'before-top', 'before-bottom', 'after', 'after-top', 'after-bottom'] as const;
    for (const shorthand of [...shorthands, undefined, null, { position: 'above', align: 'end', offset: 4 }] as const) {
      expect(standIn.resolvePositioningShorthand(shorthand)).toEqual(resolvePositioningShorthand(shorthand));
    }
  });

  it('is given its anchor: the DatePicker is drawn by date-input.tsx alone', () => {
    const drawing = sources(portal).filter((file) => /from '@fluentui\/react-datepicker-compat'/.test(readFileSync(file, 'utf8').replace(/import type [^;]+;/g, '')));
    expect(drawing.map((file) => file.slice(portal.length + 1))).toEqual(['runtime/dates/date-input.tsx']);
  });
});
