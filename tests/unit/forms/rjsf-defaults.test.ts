import rjsfFields from '@rjsf/core/lib/components/fields/index.js';
import rjsfTemplates from '@rjsf/core/lib/components/templates/index.js';
import rjsfWidgets from '@rjsf/core/lib/components/widgets/index.js';
import { describe, expect, it } from 'vitest';
import { fluentTheme } from '../../../src/portal/runtime/forms/theme/registry.ts';
import type { RJSFSchema } from '@rjsf/utils';
import rjsfAllOfMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import ourAllOfMerge, { allOfMergeLoaded, loadAllOfMerge } from '../../../src/portal/runtime/forms/all-of-merge.ts';
import ourFields from '../../../src/portal/runtime/forms/theme/rjsf-defaults/fields.ts';
import { lazyRjsfFields, lazyRjsfWidgets, rjsfNeedsOf } from '../../../src/portal/runtime/forms/theme/rjsf-defaults/lazy.ts';
import ourTemplates from '../../../src/portal/runtime/forms/theme/rjsf-defaults/templates.ts';
import ourWidgets from '../../../src/portal/runtime/forms/theme/rjsf-defaults/widgets.ts';

// The portal's build gives RJSF's default registry these instead of RJSF's own (vite.config.ts,
// issue 21 item 2): a form must still find every widget and template by every name RJSF has, the
// theme's where the theme has one, else RJSF's own.
describe("RJSF's defaults in the portal's build", () => {
  it('register every widget RJSF has: the theme replaces those left out, and the rest are RJSF\'s own', () => {
    const defaults = ourWidgets();
    const theme = fluentTheme.widgets ?? {};
    for (const [name, widget] of Object.entries(rjsfWidgets())) {
      if (name in lazyRjsfWidgets) expect(defaults[name], name).toBe(lazyRjsfWidgets[name]);
      else if (name in defaults) expect(defaults[name], name).toBe(widget);
      else expect(theme[name], `${name}: neither the theme nor the defaults`).toBeDefined();
    }
    for (const name of Object.keys(defaults)) expect(theme[name], `${name} is the theme's: leave it out of the defaults`).toBeUndefined();
  });

  it('register every template RJSF has, buttons too, likewise', () => {
    const defaults = ourTemplates() as Record<string, unknown>;
    const theme = (fluentTheme.templates ?? {}) as Record<string, unknown>;
    const { ButtonTemplates: rjsfButtons, ...rjsf } = rjsfTemplates() as Record<string, unknown> & { ButtonTemplates: Record<string, unknown> };
    for (const [name, template] of Object.entries(rjsf)) {
      if (name in defaults) expect(defaults[name], name).toBe(template);
      else expect(theme[name], `${name}: neither the theme nor the defaults`).toBeDefined();
    }
    for (const name of Object.keys(defaults)) if (name !== 'ButtonTemplates') expect(theme[name], `${name} is the theme's: leave it out of the defaults`).toBeUndefined();
    const themeButtons = theme.ButtonTemplates as Record<string, unknown>;
    for (const name of Object.keys(rjsfButtons)) expect(themeButtons[name], `button ${name}`).toBeDefined();
    expect(defaults.ButtonTemplates).toEqual({});
  });

  it('register every field RJSF has: its own, those drawn on demand as lazy parts that load them', async () => {
    const defaults = ourFields() as Record<string, unknown>;
    const rjsf = rjsfFields() as Record<string, unknown>;
    expect(Object.keys(defaults).sort()).toEqual(Object.keys(rjsf).sort());
    for (const [name, field] of Object.entries(rjsf)) {
      if (name in lazyRjsfFields) {
        const part = defaults[name] as { preload: () => Promise<void>; loaded: () => boolean };
        await part.preload();
        expect(part.loaded(), name).toBe(true);
      } else expect(defaults[name], name).toBe(field);
    }
  });

  it("fetch the lazy parts a schema or uiSchema node names, and RJSF's allOf merge on demand", async () => {
    const part = (name: string) => (lazyRjsfFields[name] ?? lazyRjsfWidgets[name]) as unknown;
    expect(rjsfNeedsOf({ oneOf: [{ const: 'a' }] })).toEqual([part('OneOfField')]);
    expect(rjsfNeedsOf({ anyOf: [{ const: 'a' }] })).toEqual([part('AnyOfField')]);
    expect(rjsfNeedsOf({ 'ui:widget': 'radio' })).toEqual([part('RadioWidget')]);
    expect(rjsfNeedsOf({ format: 'alt-datetime' })).toEqual([part('AltDateTimeWidget'), part('AltDateWidget')]);
    expect(rjsfNeedsOf({ 'ui:field': 'LayoutGridField' })).toHaveLength(3);
    expect(rjsfNeedsOf({ 'ui:widget': 'textarea', type: 'string' })).toEqual([]);
    const schema: RJSFSchema = { allOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { properties: { b: { type: 'number' } } }] };
    if (!allOfMergeLoaded()) expect(() => ourAllOfMerge(schema)).toThrow();
    await loadAllOfMerge();
    expect(ourAllOfMerge(schema)).toEqual(rjsfAllOfMerge(schema));
  });
});
