/**
 * What the portal's build gives RJSF's default registry for its templates (vite.config.ts,
 * `rjsfDefaults`: only for `@rjsf/core/lib/getDefaultRegistry.js`): RJSF's own templates but those
 * our Fluent theme replaces (theme/registry.ts), its buttons among them, which a form then never
 * draws, so that a form page does not load them (issue 21 item 2). Every name RJSF has stays
 * registered: the theme's or RJSF's (tests/unit/forms/rjsf-defaults.test.ts).
 */
import type { TemplatesType } from '@rjsf/utils';
import ArrayFieldDescriptionTemplate from '@rjsf/core/lib/components/templates/ArrayFieldDescriptionTemplate.js';
import ArrayFieldItemButtonsTemplate from '@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js';
import ArrayFieldTitleTemplate from '@rjsf/core/lib/components/templates/ArrayFieldTitleTemplate.js';
import CyclicSchemaExpandTemplate from '@rjsf/core/lib/components/templates/CyclicSchemaExpandTemplate.js';
import DescriptionField from '@rjsf/core/lib/components/templates/DescriptionField.js';
import FallbackFieldTemplate from '@rjsf/core/lib/components/templates/FallbackFieldTemplate.js';
import FieldErrorTemplate from '@rjsf/core/lib/components/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import GridTemplate from '@rjsf/core/lib/components/templates/GridTemplate.js';
import MultiSchemaFieldTemplate from '@rjsf/core/lib/components/templates/MultiSchemaFieldTemplate.js';
import OptionalDataControlsTemplate from '@rjsf/core/lib/components/templates/OptionalDataControlsTemplate.js';
import TitleField from '@rjsf/core/lib/components/templates/TitleField.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import WrapIfAdditionalTemplate from '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js';

/**
 * RJSF's templates the theme does not replace (theme/registry.ts replaces the array field and item,
 * base input, error list, field and object field templates, and every button, which Form adds).
 */
export default function templates(): Partial<TemplatesType> {
  return {
    ArrayFieldDescriptionTemplate,
    ArrayFieldItemButtonsTemplate,
    ArrayFieldTitleTemplate,
    ButtonTemplates: {} as TemplatesType['ButtonTemplates'],
    CyclicSchemaExpandTemplate,
    DescriptionFieldTemplate: DescriptionField,
    FallbackFieldTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    GridTemplate,
    MultiSchemaFieldTemplate,
    OptionalDataControlsTemplate,
    TitleFieldTemplate: TitleField,
    UnsupportedFieldTemplate: UnsupportedField,
    WrapIfAdditionalTemplate,
  } as Partial<TemplatesType>;
}
