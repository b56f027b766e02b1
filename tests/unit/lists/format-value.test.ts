// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/portal/lib/i18n.ts';
import { shownText } from '../../../src/shared/display/shown-text.ts';
import { formatFileSize } from '../../../src/shared/format/file-size.ts';
import { formatOfSchema } from '../../../src/shared/format/format-of-schema.ts';
import { formatValue } from '../../../src/shared/format/format-value.ts';
import { formatMoney, roundMoney } from '../../../src/shared/format/money.ts';
import { propertySchema } from '../../../src/shared/format/property-schema.ts';

const context = (language: 'ar' | 'en', schema = propertySchema('reference', 'user_types')) => ({
  language,
  translate: (key: string) => i18n.getFixedT(language)(key),
  schema,
  timeZone: 'UTC',
});
// Arabic dates carry right-to-left marks around the slashes; compare the visible characters.
const visible = (text: string) => text.replace(/\u200f/g, '');

describe('formatValue', () => {
  it('writes dates day/month/year: en-GB in English, Arabic-Indic digits in Arabic', () => {
    expect(formatValue('2024-03-05', 'date', context('en'))).toBe('05/03/2024');
    expect(visible(formatValue('2024-03-05', 'date', context('ar')))).toBe('٠٥/٠٣/٢٠٢٤');
  });

  it('never shifts a calendar date by the time zone', () => {
    expect(formatValue('2024-12-31', 'date', { ...context('en'), timeZone: 'Pacific/Kiritimati' })).toBe('31/12/2024');
  });

  it('writes date-times with the time in the given zone', () => {
    expect(formatValue('2024-03-05T14:30:00Z', 'datetime', context('en'))).toBe('05/03/2024, 14:30');
  });

  it('groups numbers by language', () => {
    expect(formatValue(1234567, 'number', context('en'))).toBe('1,234,567');
    expect(formatValue(1234, 'number', context('ar'))).toBe('١٬٢٣٤');
  });

  it('translates yes/no in both languages', () => {
    expect(formatValue(true, 'yesNo', context('en'))).toBe('Yes');
    expect(formatValue(false, 'yesNo', context('en'))).toBe('No');
    expect(formatValue(true, 'yesNo', context('ar'))).toBe('نعم');
    expect(formatValue(false, 'yesNo', context('ar'))).toBe('لا');
  });

  it('translates enum values through x-enum-labels in both languages', () => {
    const userType = propertySchema('user', 'user_type');
    expect(formatValue('mofa_staff', 'enum', context('en', userType))).toBe('MOFA Staff');
    expect(formatValue('le', 'enum', context('ar', userType))).toBe('جهة كويتية');
    expect(formatValue('unknown', 'enum', context('en', userType))).toBe('unknown');
  });

  it('joins translated list values with the language separator', () => {
    expect(formatValue(['le', 'fe'], 'list', context('en'))).toBe('Kuwaiti Entity, Foreign Entity');
    expect(formatValue(['le', 'fe'], 'list', context('ar'))).toBe('جهة كويتية، جهة أجنبية');
  });

  it('shows nothing for empty values', () => {
    expect(formatValue(null, 'date', context('en'))).toBe('');
    expect(formatValue(undefined, 'yesNo', context('en'))).toBe('');
  });
});

describe('formatOfSchema', () => {
  it('derives the format of a property from its schema', () => {
    expect(formatOfSchema(propertySchema('reference', 'published_date'))).toBe('date');
    expect(formatOfSchema(propertySchema('reference', 'created'))).toBe('datetime');
    expect(formatOfSchema(propertySchema('reference', 'views'))).toBe('number');
    expect(formatOfSchema(propertySchema('reference', 'visible'))).toBe('yesNo');
    expect(formatOfSchema(propertySchema('reference', 'user_types'))).toBe('list');
    expect(formatOfSchema(propertySchema('user', 'user_type'))).toBe('enum');
    expect(formatOfSchema(propertySchema('reference', 'title'))).toBe('text');
  });
});

describe('money and sizes', () => {
  it('gives KWD three decimals and USD two', () => {
    // Intl puts a no-break space between code and amount.
    expect(formatMoney(1234.5, 'KWD', 'en').replace(/\s/g, ' ')).toBe('KWD 1,234.500');
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('US$1,234.50');
    expect(formatMoney(2, 'KWD', 'ar')).toMatch(/٢٫٠٠٠/);
    expect(roundMoney(1.0005, 'KWD')).toBe(1.001);
    expect(roundMoney(1.005, 'USD')).toBe(1.01);
  });

  it('shows an amount with its currency’s decimals wherever a column or a page shows it (x-currency)', () => {
    const kwd = propertySchema('fund-transfer', 'amount');
    const usd = propertySchema('fund-transaction', 'amount_usd');
    expect(formatValue(2500.75, 'number', context('en', kwd))).toBe('2,500.750');
    expect(formatValue(2500.75, formatOfSchema(kwd), context('en', kwd))).toBe('2,500.750');
    expect(formatValue(8125.8, 'number', context('en', usd))).toBe('8,125.80');
    expect(formatValue(2, 'number', context('ar', kwd))).toBe('٢٫٠٠٠');
    expect(formatValue(2500.75, 'number', context('en', propertySchema('reference', 'user_types')))).toBe('2,500.75'); // no currency: as written
  });

  it('shows an amount in its row\'s currency (x-currency-field) and a code/amount total (x-money) with that currency\'s decimals', () => {
    const amount = propertySchema('support-donation', 'amount');
    const show = (row: Record<string, unknown>, language: 'ar' | 'en') => shownText(row, 'amount', amount, 'number', { language, translate: (key: string) => key });
    expect(show({ amount: 7000, currency: 'KWD' }, 'en')).toBe('7,000.000');
    expect(show({ amount: 7000, currency: 'USD' }, 'en')).toBe('7,000.00');
    expect(show({ amount: 5000.5, currency: 'KWD' }, 'ar')).toBe('٥٬٠٠٠٫٥٠٠');
    const total = propertySchema('support-request', 'total_cost');
    expect(formatValue('USD/82000.5', formatOfSchema(total), context('en', total))).toBe('US$82,000.50');
    expect(formatValue('KWD/1500', formatOfSchema(total), context('en', total))).toBe('KWD\u00a01,500.000');
    expect(formatValue('not money', formatOfSchema(total), context('en', total))).toBe('not money');
  });

  it('shows countries and continents by name in the language, never their codes (x-labels)', () => {
    const country = propertySchema('diplomatic-mission', 'country');
    const continent = propertySchema('diplomatic-mission', 'continent');
    expect(formatValue('JO', 'text', context('en', country))).toBe('Jordan');
    expect(formatValue('JO', 'text', context('ar', country))).toBe('الأردن');
    expect(formatValue('AS', 'text', context('en', continent))).toBe('Asia');
    expect(formatValue('AS', 'text', context('ar', continent))).not.toBe('AS');
  });

  it('writes file sizes with localized units', () => {
    expect(formatFileSize(12_345, 'en')).toBe('12.3 kB');
    expect(formatFileSize(512, 'en')).toBe('512 bytes');
  });
});
