/**
 * What the portal's build gives RJSF's default registry for its fields (vite.config.ts,
 * `rjsfDefaults`: only for `@rjsf/core/lib/getDefaultRegistry.js`): RJSF's own, those that a form of
 * ours draws only when its schema asks for them as chunks fetched then (`lazy.ts`). Every name RJSF
 * has stays registered (tests/unit/forms/rjsf-defaults.test.ts). Tests and the server use RJSF's as it is.
 */
import type { RegistryFieldsType } from '@rjsf/utils';
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import CyclicSchemaField from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { lazyRjsfFields } from './lazy.ts';

export default function fields(): RegistryFieldsType {
  return { ArrayField, BooleanField, CyclicSchemaField, NullField, NumberField, ObjectField, OptionalDataControlsField, SchemaField, StringField, ...lazyRjsfFields } as RegistryFieldsType;
}
