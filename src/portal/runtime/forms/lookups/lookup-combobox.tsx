import { Combobox, useComboboxFilter, type ComboboxProps } from '@fluentui/react-components';
import { useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import type { LookupOption } from './lookup-sources.ts';
import type { useLookupOptions } from './use-lookup-options.ts';

type Lookup = Pick<ReturnType<typeof useLookupOptions>, 'status' | 'options' | 'retry'>;

type LookupComboboxProps = Omit<ComboboxProps, 'value' | 'selectedOptions' | 'onInput' | 'onOptionSelect' | 'onOpenChange' | 'children'> & {
  /** The list and its state (`useLookupOptions`). */
  lookup: Lookup;
  /** The chosen option's value, as a string; nothing chosen when undefined. */
  value: string | undefined;
  /** The option picked (undefined when it is not in the list). */
  onPick: (option: LookupOption | undefined) => void;
  /** Options not offered (e.g. those already on the page's list); the chosen one still shows its name. */
  leaveOut?: (option: LookupOption) => boolean;
};

/** An option's name in the page's language (the English one where the Arabic is missing). */
export const lookupName = (option: LookupOption, language: string): string => (language === 'ar' ? option.name_ar : option.name_en) || option.name_en;

/**
 * A searchable pick from a lookup list (Fluent `Combobox`): shows the chosen option's name, narrows
 * the options to what is typed, says when the list is loading, failed (opening it asks again) or
 * has no match. The forms' place selects (theme/widgets/place-select.tsx) and the bespoke pages
 * that pick a country use it, so every lookup behaves the same.
 */
export function LookupCombobox({ lookup, value, onPick, leaveOut, onBlur, placeholder, ...combobox }: LookupComboboxProps) {
  const { t, language } = useT();
  const { status, options, retry } = lookup;
  const [query, setQuery] = useState<string>();
  const selected = value === undefined ? undefined : options.find((option) => String(option.value) === value);
  const items = options.filter((option) => !leaveOut?.(option)).map((option) => ({ value: String(option.value), children: lookupName(option, language) }));
  const empty = t(status === 'loading' ? 'forms.widgets.lookups.loading' : status === 'failed' ? 'forms.widgets.lookups.failed' : 'forms.widgets.lookups.no_matches');
  const children = useComboboxFilter(query ?? '', items, { noOptionsMessage: empty, optionToText: (item) => item.children });
  return (
    <Combobox
      {...combobox}
      placeholder={placeholder ?? t('forms.widgets.lookups.search')}
      value={query ?? (selected ? lookupName(selected, language) : '')}
      selectedOptions={value === undefined ? [] : [value]}
      onInput={(event) => setQuery((event.target as HTMLInputElement).value)}
      onOptionSelect={(_, data) => {
        setQuery(undefined);
        onPick(options.find((option) => String(option.value) === data.optionValue));
      }}
      onOpenChange={(_, data) => {
        if (data.open && status === 'failed') retry();
      }}
      onBlur={(event) => {
        setQuery(undefined);
        onBlur?.(event);
      }}
    >
      {children}
    </Combobox>
  );
}
