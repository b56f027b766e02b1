import { Combobox, useComboboxFilter } from '@fluentui/react-components';
import { useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useHandoverFocus, type Handover } from './handover.ts';
import type { LookupComboboxProps } from './lookup-combobox.tsx';
import { lookupName } from './lookup-sources.ts';

/**
 * `LookupCombobox` once it is used (`lookup-combobox.tsx` draws the light control until then): Fluent's
 * `Combobox`, showing the chosen option's name, narrowing the options to what is typed, saying when
 * the list is loading, failed (opening it asks again) or has no match. A chunk of its own, with
 * Fluent's Combobox, its listbox and positioning; `handover` is what the light control was given.
 */
export default function FluentLookupCombobox({ lookup, value, onPick, leaveOut, onBlur, placeholder, handover, ...combobox }: LookupComboboxProps & { handover?: Handover | undefined }) {
  const { t, language } = useT();
  const { status, options, retry } = lookup;
  const [query, setQuery] = useState<string | undefined>(handover?.typed);
  const input = useHandoverFocus(handover);
  const selected = value === undefined ? undefined : options.find((option) => String(option.value) === value);
  const items = options.filter((option) => !leaveOut?.(option)).map((option) => ({ value: String(option.value), children: lookupName(option, language) }));
  const empty = t(status === 'loading' ? 'forms.widgets.lookups.loading' : status === 'failed' ? 'forms.widgets.lookups.failed' : 'forms.widgets.lookups.no_matches');
  const children = useComboboxFilter(query ?? '', items, { noOptionsMessage: empty, optionToText: (item) => item.children });
  return (
    <Combobox
      {...combobox}
      ref={input}
      defaultOpen={handover?.open}
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
