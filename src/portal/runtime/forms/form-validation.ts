import Ajv2020 from 'ajv/dist/2020.js';
import type Ajv from 'ajv';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFValidationError } from '@rjsf/utils';
import { fieldErrors } from '../../../shared/validation/field-errors.ts';
import type { Translate } from './schema-to-form.ts';

/**
 * One validator for every form, on Ajv's draft 2020-12 class like the server. Ajv caches a compiled
 * schema per schema object, and `schemaToForm` keeps one object per schema version and screen.
 */
export const formValidator = customizeValidator({ AjvClass: Ajv2020 as unknown as typeof Ajv });

/**
 * RJSF `transformErrors` body: one error per top-level field, its message the spec's text in the
 * current language, through the same `fieldErrors()` mapping the server answers with.
 */
export function toFieldMessages(errors: RJSFValidationError[], t: Translate): RJSFValidationError[] {
  return fieldErrors(errors).map(({ field, key, params }) => {
    const message = t(key, params);
    return { name: key, property: `.${field}`, message, stack: message, params };
  });
}
