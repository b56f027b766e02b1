// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { useModalAttributes } from '@fluentui/react-components';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as standIn from '../../../src/portal/runtime/dates/modal-on-open.ts';
import { modalAttributesOf } from '../../../src/portal/runtime/dates/modal-parts.tsx';

// The portal's build gives Fluent's DatePicker modal-on-open.ts for `@fluentui/react-tabster`
// (vite.config.ts): what the DatePicker imports from the package must be there, and the popup's
// attributes must be those Fluent's own hook gives, or an upgraded Fluent would differ in the built portal only.
const useDatePicker = join(dirname(createRequire(import.meta.url).resolve('@fluentui/react-datepicker-compat/package.json')), 'lib', 'components', 'DatePicker', 'useDatePicker.js');

describe('the date picker’s modal attributes, with the focus manager fetched with the calendar', () => {
  it('has every name the DatePicker imports from the focus package', () => {
    const imported = [...readFileSync(useDatePicker, 'utf8').matchAll(/import \{([^}]*)\} from ['"]@fluentui\/react-tabster['"]/g)].flatMap(([, names]) =>
      names!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!).filter(Boolean),
    );
    expect(imported).toEqual(['useModalAttributes']);
    expect(imported.filter((name) => !(name in standIn))).toEqual([]);
  });

  it('gives Fluent’s attributes once the parts are there', async () => {
    const options = { id: 'modal-x', trapFocus: true, alwaysFocusable: true, legacyTrapFocus: true };
    const fluentHook = renderHook(() => useModalAttributes(options));
    const fluent = fluentHook.result.current;
    expect(modalAttributesOf('modal-x', options)).toEqual(fluent);
    const bare = renderHook(() => useModalAttributes({ id: 'modal-y' }));
    expect(modalAttributesOf('modal-y', {})).toEqual(bare.result.current);

    // Empty before the parts are there, unless a test of this worker fetched them already (a calendar opened).
    const ours = renderHook(() => standIn.useModalAttributes(options));
    expect([{ modalAttributes: {}, triggerAttributes: {} }, fluent]).toContainEqual(ours.result.current);
    await standIn.loadModalParts();
    await waitFor(() => expect(ours.result.current).toEqual(fluent));
    // Unmounted here, their focus manager is disposed before the test's document goes.
    for (const hook of [fluentHook, bare, ours]) hook.unmount();
  });
});
