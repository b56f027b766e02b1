import type { ColumnFormat, JsonSchema } from '../spec-model.ts';
import { formatDate, formatDateTime } from './format-date.ts';
import { menuPermissionLabel, permissionLabel } from '../identity/permission-labels.ts';
import { formatNumber, listSeparatorOf } from './locale.ts';
import { formatAmount, formatMoney } from './money.ts';

/** What formatting needs besides the value: the language, a translator, the property's schema. */
export type FormatContext = {
  language: string;
  translate: (key: string) => string;
  /** The property's schema; enum and list values find their `x-enum-labels` here. */
  schema?: JsonSchema;
  /** Time zone for date-times; the viewer's when absent. */
  timeZone?: string;
};

/** A country's name by its ISO code (`JO` → Jordan, الأردن), from the runtime's own region names. */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** A code shown by name (`x-labels` of its property): a country, a continent, a permission, a menu permission. */
function codeLabel(value: unknown, schema: JsonSchema | undefined, context: FormatContext): string | undefined {
  const code = String(value);
  switch (schema?.['x-labels']) {
    case 'countries':
      return countryName(code, context.language);
    case 'continents':
      return context.translate(`lookups.continents.${code}`);
    case 'permissions':
      return permissionLabel(code, context.translate);
    case 'menus':
      return menuPermissionLabel(code, context.translate);
    default:
      return undefined;
  }
}

// `x-enum-labels` holds one locale key per `enum` value, in the same order.
function enumLabel(value: unknown, schema: JsonSchema | undefined, translate: (key: string) => string): string {
  const index = schema?.enum?.indexOf(value) ?? -1;
  const key = index >= 0 ? schema?.['x-enum-labels']?.[index] : undefined;
  return key ? translate(key) : String(value);
}

/** Formats a value for display by column format and language; empty values give ''. */
export function formatValue(value: unknown, format: ColumnFormat, context: FormatContext): string {
  const { language, translate, schema } = context;
  if (value === null || value === undefined || value === '') return '';
  switch (format) {
    case 'date':
      return formatDate(String(value), language);
    case 'datetime':
      return formatDateTime(String(value), language, context.timeZone);
    case 'number': {
      if (typeof value !== 'number' && Number.isNaN(Number(value))) return String(value);
      // An amount keeps its currency's decimals (`x-currency`: KWD three, USD two; product spec section 9).
      const currency = schema?.['x-currency'];
      return currency ? formatAmount(Number(value), currency, language) : formatNumber(Number(value), language);
    }
    case 'yesNo':
      return translate(value === true || value === 'true' ? 'common.yes' : 'common.no');
    case 'enum':
      return enumLabel(value, schema, translate);
    case 'list':
      return (Array.isArray(value) ? value : [value])
        .map((item) => codeLabel(item, schema, context) ?? codeLabel(item, schema?.items, context) ?? enumLabel(item, schema?.items, translate))
        .join(listSeparatorOf(language));
    default:
      return codeLabel(value, schema, context) ?? codeAndAmount(value, schema, language) ?? String(value);
  }
}

/** `x-money: code/amount` (a total cost in any currency, `USD/82000.00`): the amount with that currency's decimals and sign. */
function codeAndAmount(value: unknown, schema: JsonSchema | undefined, language: string): string | undefined {
  if (schema?.['x-money'] !== 'code/amount') return undefined;
  const match = /^([A-Z]{3})\/(\d+(?:\.\d+)?)$/.exec(String(value));
  return match ? formatMoney(Number(match[2]), match[1]!, language) : undefined;
}
