// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screenModules } from '../../../generated/screens/loaders.ts';
import { FIELD_WIDGETS } from '../../../src/portal/runtime/forms/theme/field-names.ts';
import { fluentTheme } from '../../../src/portal/runtime/forms/theme/registry.ts';
import { PLACE_PARENTS } from '../../../src/shared/place-selects.ts';
import { WIDGET_OF_TYPE } from '../../../src/shared/dynamic-forms/to-ui-schema.ts';

// Names descriptors and the dynamic converter use must exist in the theme, or RJSF would fall back
// to its unstyled default (or "unsupported widget") at run time.
const widgets = new Set(Object.keys(fluentTheme.widgets ?? {}));
const fields = new Set(Object.keys(fluentTheme.fields ?? {}));

describe('theme registry', () => {
  it('draws as fields exactly the names the converter sets as `ui:field`', () => {
    expect(fields).toEqual(new Set(FIELD_WIDGETS));
  });

  it('has every place select and every dynamic field type', () => {
    for (const name of Object.keys(PLACE_PARENTS)) expect(widgets, name).toContain(name);
    for (const name of Object.values(WIDGET_OF_TYPE)) expect(widgets.has(name) || fields.has(name), name).toBe(true);
  });

  it('has every widget a spec screen names', async () => {
    for (const load of Object.values(screenModules)) {
      for (const screen of (await load()).screens) {
        if (screen.kind !== 'form') continue;
        for (const [field, name] of Object.entries(screen.widgets)) expect(widgets.has(name) || fields.has(name), `${screen.name}.${field}: ${name}`).toBe(true);
      }
    }
  });
});
