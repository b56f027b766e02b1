import type { WidgetProps } from '@rjsf/utils';
import { useEffect } from 'react';
import type { I18nKey } from '../../../../../../generated/i18n-keys.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useSiblingValue } from '../../form-values-store.ts';
import { LookupCombobox } from '../../lookups/lookup-combobox.tsx';
import type { LookupName } from '../../lookups/lookup-sources.ts';
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
 * A searchable place select (`LookupCombobox`) over a lookup list, filtered by another field of
 * the form. A value the current list does not offer (the parent changed or was cleared) is
 * dropped. A failed load leaves it usable: opening it asks again.
 */
export function PlaceSelect({ widget, lookup, parentField, waitingHint }: PlaceSelectProps) {
  const { id, value, required, disabled, readonly, autofocus, registry, onChange, onBlur, onFocus } = widget;
  const { t } = useT();
  const parent = useSiblingValue(registry, parentField) as string | number | undefined;
  const list = useLookupOptions(lookup, parent, parentField !== undefined);
  const { status, options } = list;
  const present = value !== undefined && value !== null && value !== '';
  const stale = present && (status === 'waiting' || (status === 'ready' && !options.some((option) => String(option.value) === String(value))));
  useEffect(() => {
    if (stale) onChange(undefined);
  }, [stale, onChange]);

  const waiting = status === 'waiting';
  return (
    <LookupCombobox
      id={id}
      lookup={list}
      value={present ? String(value) : undefined}
      onPick={(option) => onChange(option?.value)}
      placeholder={waiting && waitingHint ? t(waitingHint) : undefined}
      disabled={disabled || readonly || waiting}
      required={required}
      autoFocus={autofocus}
      clearable={!required}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
