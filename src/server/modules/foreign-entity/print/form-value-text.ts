/** One value of the registration form as the reader should see it, by field type, in the caller's language. */
import type { Language } from '../../../../../generated/i18n/resources.ts';
import { FIELD_TYPES, type DynamicField } from '../../../../shared/dynamic-forms/definitions.ts';
import { formatDate } from '../../../../shared/format/format-date.ts';
import { formatNumber, listSeparatorOf } from '../../../../shared/format/locale.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { translate } from '../../../platform/i18n.ts';

/** `USD/1000.00` → the amount with its currency (KWD and USD in their own format). */
function currencyText(value: string, language: Language): string {
  const [currency = '', amount = ''] = value.split('/');
  const number = Number(amount);
  if (Number.isNaN(number) || amount === '') return value;
  return currency === 'KWD' || currency === 'USD' ? formatMoney(number, currency, language) : `${formatNumber(number, language)} ${currency}`;
}

/** A social field: each chosen network with its account. */
function socialText(value: unknown, language: Language): string {
  const { networks = '', accounts = {} } = (value ?? {}) as { networks?: string; accounts?: Record<string, string> };
  return networks.split('/').filter(Boolean).map((network) => (accounts[network] ? `${network}: ${accounts[network]}` : network)).join(listSeparatorOf(language));
}

/** The text of `value` (form data, as `toFormData` gives it) for `field`; '' when not given. */
export function formValueText(field: DynamicField, value: unknown, language: Language): string {
  if (value === undefined || value === null || value === '') return '';
  switch (field.field_type) {
    case FIELD_TYPES.date:
      return formatDate(String(value), language);
    case FIELD_TYPES.select:
    case FIELD_TYPES.radio: {
      const option = field.select_data?.find((o) => o.value === String(value));
      return option ? (language === 'ar' ? option.label_ar : option.label) : String(value);
    }
    case FIELD_TYPES.decimal:
      return Number.isNaN(Number(value)) ? String(value) : formatNumber(Number(value), language);
    case FIELD_TYPES.currency:
      return currencyText(String(value), language);
    case FIELD_TYPES.social:
      return socialText(value, language);
    case FIELD_TYPES.file:
      return translate(language, 'foreign_entity.print.uploaded');
    default:
      return String(value);
  }
}
