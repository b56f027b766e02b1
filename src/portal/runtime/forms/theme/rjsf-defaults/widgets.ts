/**
 * What the portal's build gives RJSF's default registry for its widgets (vite.config.ts,
 * `rjsfDefaults`: only for `@rjsf/core/lib/getDefaultRegistry.js`): RJSF's own widgets but those our
 * Fluent theme replaces (theme/registry.ts), which a form then never draws, so that a form page does
 * not load them (issue 21 item 2); those a form draws only when it names them come on demand
 * (`lazy.ts`). Every name RJSF has stays registered: the theme's or RJSF's (tests/unit/forms/rjsf-defaults.test.ts). Tests and the server use RJSF's as it is.
 */
import type { RegistryWidgetsType } from '@rjsf/utils';
import ColorWidget from '@rjsf/core/lib/components/widgets/ColorWidget.js';
import DateTimeWidget from '@rjsf/core/lib/components/widgets/DateTimeWidget.js';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import PasswordWidget from '@rjsf/core/lib/components/widgets/PasswordWidget.js';
import RangeWidget from '@rjsf/core/lib/components/widgets/RangeWidget.js';
import TimeWidget from '@rjsf/core/lib/components/widgets/TimeWidget.js';
import URLWidget from '@rjsf/core/lib/components/widgets/URLWidget.js';
import { lazyRjsfWidgets } from './lazy.ts';

/** RJSF's widgets the theme does not replace (theme/registry.ts replaces Checkbox(es), Date, File, Select, Text, Textarea and UpDown). */
export default function widgets(): RegistryWidgetsType {
  return { ColorWidget, DateTimeWidget, EmailWidget, HiddenWidget, PasswordWidget, RangeWidget, TimeWidget, URLWidget, ...lazyRjsfWidgets } as RegistryWidgetsType;
}
