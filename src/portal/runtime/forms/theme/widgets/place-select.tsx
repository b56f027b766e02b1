import { Combobox, useComboboxFilter } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import type { I18nKey } from '../../../../../../generated/i18n-keys.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useSiblingValue } from '../../form-values-store.ts';
import type { LookupName, LookupOption } from '../../lookups/lookup-sources.ts';
import { useLookupOptions } from '../../lookups/use-lookup-options.ts';

type PlaceSelectProps = {
  widget: WidgetProps;
  lookup: LookupName;
  /** The field whose value filters this list; the select is disabled while it is empty. */
  parentField: string | undefined;
  /** What the disabled select says to do first ("Choose a continent first"). */
  waitingHint?: I18nKey;
};

/**
 * A searchable place select (Fluent `Combobox`) over a lookup list, filtered by another field of
 * the form. A value the current list does not offer (the parent changed or was cleared) is
 * dropped. A failed load leaves it usable: opening it asks again.
 */
export function PlaceSelect({ widget, lookup, parentField, waitingHint }: PlaceSelectProps) {
  const { id, value, required, disabled, readonly, autofocus, registry, onChange, onBlur, onFocus } = widget;
  const { t, language } = useT();
  const parent = useSiblingValue(registry, parentField) as string | number | undefined;
  const { status, options, retry } = useLookupOptions(lookup, parent, parentField !== undefined);
  const [query, setQuery] = useState<string>();
  const present = value !== undefined && value !== null && value !== '';
  const stale = present && (status === 'waiting' || (status === 'ready' && !options.some((option) => String(option.value) === String(value))));
  useEffect(() => {
    if (stale) onChange(undefined);
  }, [stale, onChange]);

  const nameOf = (option: LookupOption) => (language === 'ar' ? option.name_ar : option.name_en) || option.name_en;
  const selected = options.find((option) => String(option.value) === String(value));
  const items = options.map((option) => ({ value: String(option.value), children: nameOf(option) }));
  const empty = t(status === 'loading' ? 'forms.widgets.lookups.loading' : status === 'failed' ? 'forms.widgets.lookups.failed' : 'forms.widgets.lookups.no_matches');
  const children = useComboboxFilter(query ?? '', items, { noOptionsMessage: empty, optionToText: (item) => item.children });
  const waiting = status === 'waiting';
  return (
    <Combobox
      id={id}
      value={query ?? (selected ? nameOf(selected) : '')}
      selectedOptions={present ? [String(value)] : []}
      placeholder={waiting && waitingHint ? t(waitingHint) : t('forms.widgets.lookups.search')}
      disabled={disabled || readonly || waiting}
      required={required}
      autoFocus={autofocus}
      clearable={!required}
      onInput={(event) => setQuery((event.target as HTMLInputElement).value)}
      onOptionSelect={(_, data) => {
        setQuery(undefined);
        onChange(options.find((option) => String(option.value) === data.optionValue)?.value);
      }}
      onOpenChange={(_, data) => {
        if (data.open && status === 'failed') retry();
      }}
      onBlur={() => {
        setQuery(undefined);
        onBlur(id, value);
      }}
      onFocus={() => onFocus(id, value)}
    >
      {children}
    </Combobox>
  );
}
