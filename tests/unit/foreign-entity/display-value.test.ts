import { describe, expect, it } from 'vitest';
import { displayValue, type DynamicField } from '../../../src/shared/dynamic-forms/index.ts';

const field = (field_type: number, extra: Partial<DynamicField> = {}) => ({ id: 1, form_tab: 1, label_en: 'L', label_ar: 'ل', field_type, ...extra }) as DynamicField;
const arabicDigits = /[٠-٩]/;

describe('a dynamic form value as a reader sees it', () => {
  it('shows the chosen option by its label in the language', () => {
    const radio = field(8, { select_data: [{ value: 'yes', label: 'Yes', label_ar: 'نعم' }] });
    expect(displayValue(radio, 'yes', 'en')).toBe('Yes');
    expect(displayValue(radio, 'yes', 'ar')).toBe('نعم');
  });

  it('shows dates day-month-year, currency with its code, decimals in the language digits', () => {
    expect(displayValue(field(3), '2026-03-05', 'en')).toBe('05/03/2026');
    expect(displayValue(field(9), 'USD/1000.5', 'en')).toBe('1,000.50 USD');
    expect(displayValue(field(9), 'KWD/2500.75', 'en')).toBe('2,500.750 KWD'); // dinars have three decimals
    expect(displayValue(field(7), '12', 'ar')).toMatch(arabicDigits);
  });

  it('lists a social field network by network, and gives nothing for an empty value', () => {
    expect(displayValue(field(10), { networks: 'facebook/linkedin', accounts: { facebook: 'amal', linkedin: 'amal-org' } }, 'en')).toBe('facebook: amal\nlinkedin: amal-org');
    expect(displayValue(field(1), '', 'en')).toBe('');
    expect(displayValue(field(1), null, 'en')).toBe('');
  });
});
