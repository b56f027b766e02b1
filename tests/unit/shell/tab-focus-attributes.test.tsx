// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { useArrowNavigationGroup, useTabsterAttributes } from '@fluentui/react-tabster';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadArrowKeys } from '../../../src/portal/app/arrow-keys-on-focus.tsx';
import * as standIn from '../../../src/portal/app/tab-focus-attributes.ts';

// The portal's build gives Fluent's TabList and Tab tab-focus-attributes.ts for `@fluentui/react-tabster`
// (vite.config.ts): what they import from the package must be there, and the attributes must be those
// Fluent's own hooks give, or an upgraded Fluent would differ in the built portal only.
const tabsLib = join(dirname(createRequire(import.meta.url).resolve('@fluentui/react-tabs/package.json')), 'lib', 'components');
const importedBy = (file: string) =>
  [...readFileSync(join(tabsLib, file), 'utf8').matchAll(/import \{([^}]*)\} from ['"]@fluentui\/react-tabster['"]/g)].flatMap(([, names]) =>
    names!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!).filter(Boolean),
  );

describe('the tabs’ focus attributes, with the focus manager fetched when a tab list takes the focus', () => {
  it('has every name the TabList and the Tab import from the focus package', () => {
    expect(importedBy('TabList/useTabList.js')).toEqual(['useArrowNavigationGroup']);
    expect(importedBy('Tab/useTab.js')).toEqual(['useTabsterAttributes']);
  });

  it('gives a tab Fluent’s attribute at once', () => {
    for (const selected of [true, false]) {
      const props = { focusable: { isDefault: selected } };
      const [ours, fluent] = [renderHook(() => standIn.useTabsterAttributes(props)), renderHook(() => useTabsterAttributes(props))];
      expect(ours.result.current).toEqual(fluent.result.current);
      // Unmounted here, their focus manager is disposed before the test's document goes.
      for (const hook of [ours, fluent]) hook.unmount();
    }
  });

  it('gives a tab list Fluent’s arrow-key attribute once the movers are there', async () => {
    // The TabList's options, either way round, and some others.
    const cases = [
      { circular: true, axis: 'horizontal', memorizeCurrent: false, unstable_hasDefault: true },
      { circular: true, axis: 'vertical', memorizeCurrent: false, unstable_hasDefault: true },
      { axis: 'grid-linear', tabbable: true, ignoreDefaultKeydown: { Tab: true } },
      {},
    ] as const;
    const hooks = cases.map((options) => ({ fluent: renderHook(() => useArrowNavigationGroup(options)), ours: renderHook(() => standIn.useArrowNavigationGroup(options)) }));
    // Empty before the movers are there, unless a test of this worker fetched them already.
    for (const { fluent, ours } of hooks) expect([{}, fluent.result.current]).toContainEqual(ours.result.current);
    await loadArrowKeys();
    for (const { fluent, ours } of hooks) await waitFor(() => expect(ours.result.current).toEqual(fluent.result.current));
    for (const { fluent, ours } of hooks) {
      fluent.unmount();
      ours.unmount();
    }
  });
});
