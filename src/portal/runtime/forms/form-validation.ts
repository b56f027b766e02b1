import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { fieldErrors } from '../../../shared/validation/field-errors.ts';
import type { Translate } from './schema-to-form.ts';
import { FormValidator } from './validation/form-validator.ts';

/**
 * One validator for every form, static and server-driven: `jsonschema` interprets the schema (no
 * code generated at run time, so the CSP needs no 'unsafe-eval') and judges as the server's Ajv does
 * (`validation/schema-check.ts`). Each schema object is prepared once (`inAjvOrder`), and
 * `schemaToForm` keeps one object per schema version and screen.
 */
export const formValidator: ValidatorType = new FormValidator();

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
