import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import type { SummaryEntry } from './error-summary.tsx';
import { fieldId, fieldOfProperty } from './field-ids.ts';

/**
 * The summary's entries in form order: the form-level message, then one per field (the schema's
 * error from the last submit first, else the server's or a widget's), then server errors about
 * fields this form does not show.
 */
export function summaryEntries(
  submitErrors: RJSFValidationError[],
  fieldMessages: Record<string, string>,
  formError: string | undefined,
  fields: readonly string[],
  uiSchema: UiSchema,
): SummaryEntry[] {
  // The first error of each field, and the control it is about: a row's field (`root_travellers_1_passport_expiry_date`) or the field's own.
  const fromSubmit = new Map<string, { message: string; target: string }>();
  for (const error of submitErrors) {
    const field = fieldOfProperty(error.property);
    if (field && !fromSubmit.has(field)) fromSubmit.set(field, { message: error.message ?? error.stack, target: `root${(error.property ?? '').replace(/^(?!\.)/, '.').replace(/\./g, '_')}` });
  }
  const entries: SummaryEntry[] = formError ? [{ key: '', message: formError }] : [];
  for (const field of fields) {
    const submitted = fromSubmit.get(field);
    const message = submitted?.message ?? fieldMessages[field];
    if (message) entries.push({ key: field, message, label: uiSchema[field]?.['ui:title'], target: submitted?.target ?? fieldId(field) });
  }
  for (const [field, message] of Object.entries(fieldMessages)) {
    if (!fields.includes(field)) entries.push({ key: field, message });
  }
  return entries;
}
