import { TranslatableString } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/portal/lib/i18n.ts';
import { createTranslateString, keyOfRjsfString } from '../../../src/portal/runtime/forms/translate-string.ts';

describe('translateString', () => {
  it('gives the strings our theme shows in the current language', async () => {
    const translate = createTranslateString({ t: (key, values) => i18n.t(key, values ?? {}) as string, exists: (key) => i18n.exists(key) });
    await i18n.changeLanguage('ar');
    const arabic = [TranslatableString.YesLabel, TranslatableString.NoLabel, TranslatableString.AddItemButton, TranslatableString.RemoveButton, TranslatableString.ErrorsLabel].map((text) => translate(text));
    expect(arabic).toEqual(['نعم', 'لا', 'إضافة', 'حذف', 'يوجد خطأ']);
    await i18n.changeLanguage('en');
    expect(translate(TranslatableString.AddItemButton)).toBe('Add');
  });

  it('names a key for every RJSF string and falls back to English with parameters until it exists', () => {
    expect(keyOfRjsfString(TranslatableString.MoveUpButton)).toBe('common.form.rjsf.move_up_button');
    expect(keyOfRjsfString(TranslatableString.UnsupportedFieldWithId)).toBe('common.form.rjsf.unsupported_field_with_id');
    const translate = createTranslateString({ exists: () => false, t: () => '' });
    expect(translate(TranslatableString.OptionPrefix, ['2'])).toBe('Option 2');
  });

  it('passes %1, %2 to the locale text as {{p1}}, {{p2}}', () => {
    const seen: unknown[] = [];
    const translate = createTranslateString({ exists: () => true, t: (key, values) => (seen.push(key, values), 'ok') });
    translate(TranslatableString.TitleOptionPrefix, ['Title', '3']);
    expect(seen).toEqual(['common.form.rjsf.title_option_prefix', { p1: 'Title', p2: '3' }]);
  });
});
