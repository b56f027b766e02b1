/** A dynamic form's stored value as a reader sees it (read-only views, print): option labels, dates, accounts. */
import { formatDate } from '../format/format-date.ts';
import { formatNumber } from '../format/locale.ts';
import { formatAmount } from '../format/money.ts';
import { FIELD_TYPES, type DynamicField } from './definitions.ts';

/** A field's label in the language (English when the Arabic one is missing). */
export const labelOf = (field: Pick<DynamicField, 'label_en' | 'label_ar'>, language: string): string =>
  (language === 'ar' ? field.label_ar : field.label_en) || field.label_en;

/**
 * The text of a form-data value (`toFormData`), or '' when it has none: a select or radio shows
 * its option's label, a date dd/mm/yyyy, a currency with its decimals (`1,000.00 USD`, `2,500.750 KWD`), a social field its networks
 * with their accounts, a decimal in the language's digits. A file field's value is a file id,
 * shown as given (files have their own download links).
 */
export function displayValue(field: DynamicField, value: unknown, language: string): string {
  if (value === undefined || value === null || value === '') return '';
  switch (field.field_type) {
    case FIELD_TYPES.select:
    case FIELD_TYPES.radio: {
      const option = field.select_data?.find((o) => o.value === String(value));
      return option ? (language === 'ar' ? option.label_ar || option.label : option.label) : String(value);
    }
    case FIELD_TYPES.date:
      return formatDate(String(value), language);
    case FIELD_TYPES.decimal:
      return Number.isFinite(Number(value)) ? formatNumber(Number(value), language, { maximumFractionDigits: 20 }) : String(value);
    case FIELD_TYPES.currency: {
      const [code, amount] = String(value).split('/');
      const number = Number(amount);
      return amount !== undefined && Number.isFinite(number) ? `${formatAmount(number, code ?? '', language)} ${code}` : String(value);
    }
    case FIELD_TYPES.social: {
      const social = value as { networks?: string; accounts?: Record<string, string> };
      return (social.networks ?? '').split('/').filter(Boolean).map((network) => `${network}: ${social.accounts?.[network] ?? ''}`).join('\n');
    }
    default:
      return String(value);
  }
}
