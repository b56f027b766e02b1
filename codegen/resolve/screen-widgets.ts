/**
 * A form screen's `widgets:` — a widget name per field, or `{ widget, options }` — split into the
 * descriptor's `widgets` (names) and `widgetOptions` (`ui:options`). The field a select depends on
 * (`dependsOn`, or a place select's default parent) must be on the same form, so a typo fails the
 * check rather than leaving a select disabled for ever.
 */
import { parentFieldOf, PLACE_PARENTS } from '../../src/shared/place-selects.ts';

type RawWidget = string | { widget: string; options?: Record<string, unknown> };

/** Splits and checks the raw `widgets` map; `problem` is called once per mistake, with the field whose widget it is. */
export function resolveWidgets(raw: unknown, formFields: ReadonlySet<string>, problem: (text: string, field: string) => void) {
  const widgets: Record<string, string> = {};
  const widgetOptions: Record<string, Record<string, unknown>> = {};
  for (const [field, entry] of Object.entries((raw ?? {}) as Record<string, RawWidget>)) {
    if (!formFields.has(field)) problem(`widget for ${field}, which the form does not show`, field);
    const widget = typeof entry === 'string' ? entry : entry.widget;
    const options = typeof entry === 'string' ? undefined : entry.options;
    widgets[field] = widget;
    if (options) widgetOptions[field] = options;
    const named = options?.dependsOn;
    if (named !== undefined && (typeof named !== 'string' || !formFields.has(named))) {
      problem(`widget ${widget} of ${field}: dependsOn names ${String(named)}, which the form does not show`, field);
    } else if (named === undefined && widget in PLACE_PARENTS) {
      const parent = parentFieldOf(widget, options);
      if (parent && !formFields.has(parent)) problem(`widget ${widget} of ${field} follows ${parent}, which the form does not show (set dependsOn or independent)`, field);
    }
  }
  return { widgets, widgetOptions };
}
