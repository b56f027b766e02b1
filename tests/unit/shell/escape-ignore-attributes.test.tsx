// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { useMergedTabsterAttributes_unstable, useTabsterAttributes } from '@fluentui/react-tabster';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as standIn from '../../../src/portal/app/escape-ignore-attributes.ts';

// The portal's build gives Fluent's Combobox and Dropdown escape-ignore-attributes.ts for
// `@fluentui/react-tabster` (vite.config.ts): what they import from the package must be there, and
// the attributes must be those Fluent's own hooks give, or an upgraded Fluent would differ in the built portal only.
const hook = join(dirname(createRequire(import.meta.url).resolve('@fluentui/react-combobox/package.json')), 'lib', 'hooks', 'useTabsterEscapeIgnore.js');

describe('a combobox’s focus attribute, without making the focus manager', () => {
  it('has every name the Combobox imports from the focus package', () => {
    const imported = [...readFileSync(hook, 'utf8').matchAll(/import \{([^}]*)\} from ['"]@fluentui\/react-tabster['"]/g)].flatMap(([, names]) =>
      names!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!).filter(Boolean),
    );
    expect(imported.sort()).toEqual(['useMergedTabsterAttributes_unstable', 'useTabsterAttributes']);
    expect(imported.filter((name) => !(name in standIn))).toEqual([]);
  });

  it('gives Fluent’s attributes, one or merged', () => {
    const escape = (ignore: boolean) => ({ focusable: { ignoreKeydown: { Escape: ignore } } });
    const given = [{ 'data-tabster': '{"focusable":{"isDefault":true},"mover":{"cyclic":true}}' }, {}, { 'data-tabster': 'not json' }, undefined];
    const hooks = [true, false].flatMap((ignore) =>
      given.map((other) => ({
        fluent: renderHook(() => useMergedTabsterAttributes_unstable(useTabsterAttributes(escape(ignore)), other ?? {})),
        ours: renderHook(() => standIn.useMergedTabsterAttributes_unstable(standIn.useTabsterAttributes(escape(ignore)), other ?? {})),
      })),
    );
    for (const { fluent, ours } of hooks) expect(ours.result.current).toEqual(fluent.result.current);
    const none = [renderHook(() => useMergedTabsterAttributes_unstable({}, undefined)), renderHook(() => standIn.useMergedTabsterAttributes_unstable({}, undefined))];
    expect(none[1]!.result.current).toEqual(none[0]!.result.current);
    // Unmounted here, their focus manager is disposed before the test's document goes.
    for (const { fluent, ours } of hooks) for (const rendered of [fluent, ours]) rendered.unmount();
    for (const rendered of none) rendered.unmount();
  });
});
