import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as real from '@fluentui/react-calendar-compat';
import { describe, expect, it } from 'vitest';
import * as standIn from '../../../src/portal/runtime/dates/calendar-on-open.tsx';

// The portal's build gives Fluent's DatePicker calendar-on-open.tsx for the calendar package
// (vite.config.ts): whatever the DatePicker imports from the package must be there, with the
// package's values, or an upgraded Fluent would get `undefined` in the built portal only.
const datePickerLib = join(dirname(createRequire(import.meta.url).resolve('@fluentui/react-datepicker-compat/package.json')), 'lib');
const jsFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? jsFiles(join(folder, entry.name)) : entry.name.endsWith('.js') ? [join(folder, entry.name)] : []));

describe('the calendar fetched when a date picker opens', () => {
  it('has every name the DatePicker imports from the calendar package', () => {
    const imported = new Set<string>();
    for (const file of jsFiles(datePickerLib)) {
      for (const [, names] of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from ['"]@fluentui\/react-calendar-compat['"]/g)) {
        for (const name of names!.split(',')) if (name.trim()) imported.add(name.trim().split(/\s+as\s+/)[0]!);
      }
    }
    expect(imported.size).toBeGreaterThan(0);
    expect([...imported].filter((name) => !(name in standIn))).toEqual([]);
  });

  it('gives the package’s values for the names it copies', () => {
    // The package's are TypeScript enums, which also map each number back to its name.
    const named = (values: object) => Object.fromEntries(Object.entries(values).filter(([name]) => !/^\d+$/.test(name)));
    expect(standIn.DayOfWeek).toEqual(named(real.DayOfWeek));
    expect(standIn.FirstWeekOfYear).toEqual(named(real.FirstWeekOfYear));
    expect(standIn.defaultCalendarStrings).toEqual(real.defaultCalendarStrings);
    const days = [new Date(2024, 1, 29, 23), new Date(2024, 1, 29, 1), new Date(2024, 2, 1), new Date(2023, 11, 31), new Date(2026, 10, 28)];
    for (const a of days) for (const b of days) expect(Math.sign(standIn.compareDatePart(a, b))).toBe(Math.sign(real.compareDatePart(a, b)));
  });
});
