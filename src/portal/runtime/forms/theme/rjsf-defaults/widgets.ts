/**
 * What the portal's build gives RJSF's default registry for its widgets (vite.config.ts,
 * `rjsfDefaults`: only for `@rjsf/core/lib/getDefaultRegistry.js`): RJSF's own widgets but those our
 * Fluent theme replaces (theme/registry.ts), which a form then never draws, so that a form page does
 * not load them (issue 21 item 2). Every name RJSF has stays registered: the theme's or RJSF's
 * (tests/unit/forms/rjsf-defaults.test.ts). Tests and the server use RJSF's as it is.
 */
import type { RegistryWidgetsType } from '@rjsf/utils';
import AltDateTimeWidget from '@rjsf/core/lib/components/widgets/AltDateTimeWidget.js';
import AltDateWidget from '@rjsf/core/lib/components/widgets/AltDateWidget.js';
import ColorWidget from '@rjsf/core/lib/components/widgets/ColorWidget.js';
import DateTimeWidget from '@rjsf/core/lib/components/widgets/DateTimeWidget.js';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import PasswordWidget from '@rjsf/core/lib/components/widgets/PasswordWidget.js';
import RadioWidget from '@rjsf/core/lib/components/widgets/RadioWidget.js';
import RangeWidget from '@rjsf/core/lib/components/widgets/RangeWidget.js';
import RatingWidget from '@rjsf/core/lib/components/widgets/RatingWidget.js';
import TimeWidget from '@rjsf/core/lib/components/widgets/TimeWidget.js';
import URLWidget from '@rjsf/core/lib/components/widgets/URLWidget.js';

/** RJSF's widgets the theme does not replace (theme/registry.ts replaces Checkbox(es), Date, File, Select, Text, Textarea and UpDown). */
export default function widgets(): RegistryWidgetsType {
  return { AltDateTimeWidget, AltDateWidget, ColorWidget, DateTimeWidget, EmailWidget, HiddenWidget, PasswordWidget, RadioWidget, RangeWidget, RatingWidget, TimeWidget, URLWidget } as RegistryWidgetsType;
}
