import type { RJSFValidationError } from '@rjsf/utils';
import { mergeVerdicts, validateFormValues, visibleKeys, type DynamicField } from '../../../shared/dynamic-forms/index.ts';
import { fieldErrors } from '../../../shared/validation/field-errors.ts';
import type { Translate } from './schema-to-form.ts';

/**
 * RJSF `transformErrors` body of a dynamic form: the schema's errors (the form validator's) merged
 * with the shared rules' for the current values, only for fields that show, one translated message
 * per field — the same verdict the server's `validateFormValues` gives.
 */
export function dynamicFieldMessages(
  errors: RJSFValidationError[], fields: readonly DynamicField[], values: Record<string, unknown>, t: Translate,
): RJSFValidationError[] {
  const merged = mergeVerdicts(fieldErrors(errors), validateFormValues(fields, values), visibleKeys(fields, values));
  return merged.map(({ field, key, params }) => {
    const message = t(key, params);
    return { name: key, property: `.${field}`, message, stack: message, params };
  });
}
