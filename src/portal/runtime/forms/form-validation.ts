import type { RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import { fieldErrors } from '../../../shared/validation/field-errors.ts';
import { fieldOfProperty, propertyOfField } from './field-ids.ts';
import type { Translate } from './schema-to-form.ts';
import { FormValidator } from './validation/form-validator.ts';

/**
 * One validator for every form, static and server-driven: `jsonschema` interprets the schema (no
 * code generated at run time, so the CSP needs no 'unsafe-eval') and judges as the server's Ajv does
 * (`validation/schema-check.ts`). Each schema object is prepared once (`inAjvOrder`), and
 * `schemaToForm` keeps one object per schema version and screen.
 */
export const formValidator: ValidatorType = new FormValidator();

type Properties = Record<string, { type?: unknown; items?: { properties?: unknown }; 'x-files'?: unknown }>;

/**
 * The top-level fields drawn as rows of fields (a list of objects the theme's array template draws:
 * travellers, partners), whose errors belong under the row's field, not under the whole list.
 * A list drawn by one widget (files, a social-media set) keeps its errors under itself.
 */
function rowFields(schema: RJSFSchema | undefined, uiSchema: UiSchema | undefined): Set<string> {
  const rows = new Set<string>();
  for (const [field, property] of Object.entries((schema?.properties ?? {}) as Properties)) {
    const drawnByOne = uiSchema?.[field]?.['ui:widget'] || uiSchema?.[field]?.['ui:field'] || property['x-files'];
    if (property.type === 'array' && property.items?.properties && !drawnByOne) rows.add(field);
  }
  return rows;
}

/** An error inside a row (`.travellers.1.passport_expiry_date`), not about the list itself. */
const inRow = (property = '') => /^\.?[^.[\]]+\.\d+\./.test(property);

/**
 * RJSF `transformErrors` body: the spec's text in the current language, through the same
 * `fieldErrors()` mapping the server answers with (`schema` gives an absent rule field, an OTP say,
 * its own message). One error per top-level field, except in the rows of a list of objects, where
 * each row's field gets its own, under it (the second traveller's passport that expires too soon).
 */
export function toFieldMessages(errors: RJSFValidationError[], t: Translate, schema?: RJSFSchema, uiSchema?: UiSchema): RJSFValidationError[] {
  const rows = rowFields(schema, uiSchema);
  const ofRow = (error: RJSFValidationError) => rows.has(fieldOfProperty(error.property)) && inRow(error.property);
  const shown = (property: string, key: string, params?: Record<string, unknown>): RJSFValidationError => {
    const message = t(key, params);
    return { name: key, property, message, stack: message, params };
  };
  // Each message keeps the place of its first error, so a list's first error comes first, row or not (as the server's).
  const firstIndex = (field: string) => {
    const index = errors.findIndex((error) => !ofRow(error) && (fieldOfProperty(error.property) === field || error.params?.missingProperty === field));
    return index < 0 ? errors.length : index;
  };
  const placed: Array<{ at: number; error: RJSFValidationError }> = fieldErrors(errors.filter((error) => !ofRow(error)), schema as Parameters<typeof fieldErrors>[1])
    .map(({ field, key, params }) => ({ at: firstIndex(field), error: shown(propertyOfField(field), key, params) }));
  const rowFieldsSeen = new Set<string>();
  errors.forEach((error, at) => {
    if (!ofRow(error) || rowFieldsSeen.has(error.property!)) return;
    rowFieldsSeen.add(error.property!);
    for (const { key, params } of fieldErrors([error])) placed.push({ at, error: shown(error.property!.replace(/^(?!\.)/, '.'), key, params) });
  });
  return placed.sort((a, b) => a.at - b.at).map(({ error }) => error);
}
