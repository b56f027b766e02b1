import { Combobox, useComboboxFilter } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useT } from '../../../../lib/i18n.ts';
import { listSeparatorOf } from '../../../../../shared/format/locale.ts';
import { useLookupOptions } from '../../lookups/use-lookup-options.ts';

/**
 * Several countries (`countries/`, all continents), searchable, named in the page's language; the
 * value is their ISO codes (`['JO', 'SY']`). A mission's accredited countries, say.
 */
export default function CountriesWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  const { t, language } = useT();
  const { status, options, retry } = useLookupOptions('countries', undefined, false);
  const [query, setQuery] = useState<string>();
  const held: string[] = Array.isArray(value) ? value.map(String) : [];
  const nameOf = (code: string) => {
    const option = options.find((candidate) => String(candidate.value) === code);
    return option ? (language === 'ar' ? option.name_ar : option.name_en) || option.name_en : code;
  };
  const items = options.map((option) => ({ value: String(option.value), children: nameOf(String(option.value)) }));
  const empty = t(status === 'loading' ? 'forms.widgets.lookups.loading' : status === 'failed' ? 'forms.widgets.lookups.failed' : 'forms.widgets.lookups.no_matches');
  const children = useComboboxFilter(query ?? '', items, { noOptionsMessage: empty, optionToText: (item) => item.children });
  return (
    <Combobox
      id={id}
      multiselect
      value={query ?? held.map(nameOf).join(listSeparatorOf(language))}
      selectedOptions={held}
      placeholder={t('forms.widgets.lookups.search')}
      disabled={disabled || readonly}
      required={required}
      onInput={(event) => setQuery((event.target as HTMLInputElement).value)}
      onOptionSelect={(_, data) => {
        setQuery(undefined);
        onChange(data.selectedOptions);
      }}
      onOpenChange={(_, data) => {
        if (data.open && status === 'failed') retry();
      }}
      onBlur={() => {
        setQuery(undefined);
        onBlur(id, held);
      }}
      onFocus={() => onFocus(id, held)}
    >
      {children}
    </Combobox>
  );
}
