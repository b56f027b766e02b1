import { Combobox, useComboboxFilter } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import type { I18nKey } from '../../../../../../generated/i18n-keys.ts';
import { listSeparatorOf } from '../../../../../shared/format/locale.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useSiblingValue } from '../../form-values-store.ts';
import type { LookupName, LookupOption } from '../../lookups/lookup-sources.ts';
import { useLookupOptions, type ParentValue } from '../../lookups/use-lookup-options.ts';

type PlaceMultiSelectProps = {
  widget: WidgetProps;
  lookup: LookupName;
  /** The field whose value (one, or a list: the accredited countries) filters this list; none: the whole list. */
  parentField: string | undefined;
  /** What the disabled select says to do first ("Choose a country first"). */
  waitingHint?: I18nKey;
};

/**
 * Several places of a lookup list (countries, the provinces of the chosen countries), a searchable
 * multiple choice (Fluent `Combobox multiselect`) named in the page's language; the value is the
 * list of their codes or ids. Filtered by another field of the form when `parentField` is given: while
 * it is empty the select waits, and a chosen place the current list does not offer (its country was
 * taken out) is dropped. A failed load leaves it usable: opening it asks again.
 */
export function PlaceMultiSelect({ widget, lookup, parentField, waitingHint }: PlaceMultiSelectProps) {
  const { id, value, required, disabled, readonly, registry, onChange, onBlur, onFocus } = widget;
  const { t, language } = useT();
  const parent = useSiblingValue(registry, parentField) as ParentValue;
  const { status, options, retry } = useLookupOptions(lookup, parent, parentField !== undefined);
  const [query, setQuery] = useState<string>();
  const held: Array<string | number> = Array.isArray(value) ? value : [];
  const offered = (code: string | number) => options.some((option) => String(option.value) === String(code));
  const stale = held.length > 0 && (status === 'waiting' || (status === 'ready' && !held.every(offered)));
  useEffect(() => {
    if (stale) onChange(status === 'waiting' ? [] : held.filter(offered));
  });

  const nameOf = (code: string | number) => {
    const option: LookupOption | undefined = options.find((candidate) => String(candidate.value) === String(code));
    return option ? (language === 'ar' ? option.name_ar : option.name_en) || option.name_en : String(code);
  };
  const items = options.map((option) => ({ value: String(option.value), children: nameOf(option.value) }));
  const empty = t(status === 'loading' ? 'forms.widgets.lookups.loading' : status === 'failed' ? 'forms.widgets.lookups.failed' : 'forms.widgets.lookups.no_matches');
  const children = useComboboxFilter(query ?? '', items, { noOptionsMessage: empty, optionToText: (item) => item.children });
  const waiting = status === 'waiting';
  // The stored values keep their type (ISO codes, numeric ids); the Combobox speaks strings.
  const valueOf = (text: string) => options.find((option) => String(option.value) === text)?.value ?? held.find((code) => String(code) === text) ?? text;
  return (
    <Combobox
      id={id}
      multiselect
      value={query ?? held.map(nameOf).join(listSeparatorOf(language))}
      selectedOptions={held.map(String)}
      placeholder={waiting && waitingHint ? t(waitingHint) : t('forms.widgets.lookups.search')}
      disabled={disabled || readonly || waiting}
      required={required}
      onInput={(event) => setQuery((event.target as HTMLInputElement).value)}
      onOptionSelect={(_, data) => {
        setQuery(undefined);
        onChange(data.selectedOptions.map(valueOf));
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
