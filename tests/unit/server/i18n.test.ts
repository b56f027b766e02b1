import { describe, expect, it } from 'vitest';
import { languageOf, translate } from '../../../src/server/platform/i18n.ts';

describe('server i18n', () => {
  it('picks the best supported language by q-value, Arabic by default', () => {
    expect(languageOf(undefined)).toBe('ar');
    expect(languageOf('')).toBe('ar');
    expect(languageOf('de-DE')).toBe('ar');
    expect(languageOf('en-US,en;q=0.9')).toBe('en');
    expect(languageOf('ar;q=0.4, en;q=0.8')).toBe('en');
    expect(languageOf('fr, ar-KW;q=0.1, en;q=0')).toBe('ar');
  });

  it('translates keys with parameters in both languages', () => {
    expect(translate('en', 'errors.too_long', { limit: 250 })).toBe('Enter at most 250 characters');
    expect(translate('ar', 'errors.required')).toBe('هذا الحقل مطلوب');
  });
});
