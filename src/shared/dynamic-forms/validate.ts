/**
 * The one check of a dynamic form's values, run by the portal (before sending) and by the server
 * (before storing): required, then the field type's rule of `src/shared/validation/rules`.
 * Fields that do not show are skipped (their values are never stored).
 */
import type { FieldError } from '../validation/field-errors.ts';
import {
  checkCurrency, checkDate, checkDecimal, checkEmail, checkPhone, checkSocial, checkUrl, fail, isBlank, isEmptySocial, type RuleResult,
} from '../validation/rules/index.ts';
import { FIELD_TYPES, fieldKey, type DynamicField } from './definitions.ts';
import { visibleKeys } from './visibility.ts';

/** Longest accepted text per type: char 255, text 5000. */
export const TEXT_LIMITS: Partial<Record<number, number>> = { [FIELD_TYPES.char]: 255, [FIELD_TYPES.text]: 5000 };

/** Whether a value counts as not given for its field type. */
export function isEmptyValue(field: DynamicField, value: unknown): boolean {
  if (field.field_type === FIELD_TYPES.social) return isEmptySocial(value);
  return isBlank(value);
}

function checkText(field: DynamicField, value: unknown): RuleResult {
  if (typeof value !== 'string') return fail('errors.invalid');
  const limit = TEXT_LIMITS[field.field_type] ?? 255;
  return value.length > limit ? fail('errors.too_long', { limit }) : null;
}

/** The rule of one non-empty value by field type. */
export function checkFieldValue(field: DynamicField, value: unknown): RuleResult {
  switch (field.field_type) {
    case FIELD_TYPES.char:
    case FIELD_TYPES.text:
      return checkText(field, value);
    case FIELD_TYPES.date:
      return checkDate(value);
    case FIELD_TYPES.email:
      return checkEmail(value);
    case FIELD_TYPES.phone:
      return checkPhone(value);
    case FIELD_TYPES.select:
    case FIELD_TYPES.radio:
      return field.select_data?.some((option) => option.value === value) ? null : fail('errors.invalid_choice');
    case FIELD_TYPES.decimal:
      return checkDecimal(value);
    case FIELD_TYPES.currency:
      return checkCurrency(value);
    case FIELD_TYPES.social:
      return checkSocial(value);
    case FIELD_TYPES.url:
      return checkUrl(value);
    case FIELD_TYPES.file:
      return Number.isInteger(value) && Number(value) > 0 ? null : fail('errors.invalid');
    default:
      return fail('errors.invalid');
  }
}

/** One message per shown field that is missing or breaks its rule, keyed `field_<id>`. */
export function validateFormValues(fields: readonly DynamicField[], values: Record<string, unknown>): FieldError[] {
  const shown = visibleKeys(fields, values);
  const errors: FieldError[] = [];
  for (const field of fields) {
    const key = fieldKey(field);
    if (!shown.has(key)) continue;
    const value = values[key];
    const verdict = isEmptyValue(field, value) ? (field.is_required ? fail('errors.required') : null) : checkFieldValue(field, value);
    if (verdict) errors.push({ field: key, ...verdict });
  }
  return errors;
}
