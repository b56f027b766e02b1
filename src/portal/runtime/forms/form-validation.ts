import Ajv2020 from 'ajv/dist/2020.js';
import type Ajv from 'ajv';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { fieldErrors } from '../../../shared/validation/field-errors.ts';
import { addSchemaRules } from '../../../shared/validation/schema-rules.ts';
import type { Translate } from './schema-to-form.ts';

/**
 * One validator for every form, on Ajv's draft 2020-12 class like the server. Ajv caches a compiled
 * schema per schema object, and `schemaToForm` keeps one object per schema version and screen.
 */
export const formValidator = customizeValidator({ AjvClass: Ajv2020 as unknown as typeof Ajv, extenderFn: addSchemaRules });

/**
 * RJSF `transformErrors` body: one error per top-level field, its message the spec's text in the
 * current language, through the same `fieldErrors()` mapping the server answers with (`schema`
 * gives an absent rule field, an OTP say, its own message).
 */
export function toFieldMessages(errors: RJSFValidationError[], t: Translate, schema?: RJSFSchema): RJSFValidationError[] {
  return fieldErrors(errors, schema as Parameters<typeof fieldErrors>[1]).map(({ field, key, params }) => {
    const message = t(key, params);
    return { name: key, property: `.${field}`, message, stack: message, params };
  });
}
