import { englishStringTranslator, TranslatableString } from '@rjsf/utils';

/** The part of i18next this needs, in the form's language. */
export type I18nLike = { t: (key: string, values?: Record<string, unknown>) => string; exists: (key: string) => boolean };

/** RJSF strings that already have a portal key; the others use `common.form.rjsf.<snake_name>`. */
const KNOWN_KEYS: Partial<Record<keyof typeof TranslatableString, string>> = {
  YesLabel: 'common.yes',
  NoLabel: 'common.no',
  ErrorsLabel: 'common.form.errors_title',
  AddButton: 'common.form.add_item',
  AddItemButton: 'common.form.add_item',
  RemoveButton: 'common.form.remove_item',
  ClearButton: 'common.form.rjsf.clear',
  ClearLabel: 'common.form.rjsf.clear',
};

const snake = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();

const keyByText = new Map<string, string>(
  Object.entries(TranslatableString).map(([name, text]) => [
    text,
    KNOWN_KEYS[name as keyof typeof TranslatableString] ?? `common.form.rjsf.${snake(name)}`,
  ]),
);

/** The locale key of an RJSF string (`TranslatableString.MoveUpButton` → `common.form.rjsf.move_up_button`). */
export const keyOfRjsfString = (text: TranslatableString): string => keyByText.get(text) ?? '';

/**
 * RJSF's `translateString` on our i18n: `%1`, `%2` become `{{p1}}`, `{{p2}}`. A string whose key is
 * not in the locale files yet falls back to RJSF's English (listed for the locale owners in README).
 */
export function createTranslateString(i18n: I18nLike) {
  return (text: TranslatableString, params: string[] = []): string => {
    const key = keyOfRjsfString(text);
    if (!key || !i18n.exists(key)) return englishStringTranslator(text, params);
    const values = Object.fromEntries(params.map((value, index) => [`p${index + 1}`, value]));
    return i18n.t(key, values);
  };
}
