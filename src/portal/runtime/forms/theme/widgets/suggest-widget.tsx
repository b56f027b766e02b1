import { Combobox, useComboboxFilter } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useT } from '../../../../lib/i18n.ts';
import { useSiblingValue } from '../../form-values-store.ts';
import type { LookupName } from '../../lookups/lookup-sources.ts';
import { useLookupOptions } from '../../lookups/use-lookup-options.ts';

/** Its `ui:options`: a registry (`x-suggest`), or a place lookup under another field of the form. */
export type SuggestOptions = { entity?: string; lookup?: LookupName; dependsOn?: string };

/**
 * A name that is text, offered from a registry (`x-suggest: <entity>`, its `x-lookup`): a Kuwaiti bank
 * as written on the deposit receipt. The registry's names in the page's language are offered as the
 * user types; choosing one writes it, and a name the registry lacks may still be typed (the text is
 * what is kept, so a receipt's wording is never lost).
 *
 * With `lookup` and `dependsOn` (`{ widget: suggest, options: { lookup: cities, dependsOn: province } }`)
 * it offers the names under another field's value: the cities of the chosen province, where the
 * ministry keeps them. A city the lookups lack (most countries have none) is typed.
 */
export default function SuggestWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, options, onChange, onBlur, onFocus } = props;
  const { t, language } = useT();
  const { entity, lookup, dependsOn } = options as SuggestOptions;
  const parent = useSiblingValue(props.registry, dependsOn) as string | number | undefined;
  const { status, options: rows, retry } = useLookupOptions(lookup ?? `record:${String(entity)}`, parent, dependsOn !== undefined);
  const [open, setOpen] = useState(false);
  const text = typeof value === 'string' ? value : '';
  const names = [...new Set(rows.map((row) => (language === 'ar' ? row.name_ar : row.name_en) || row.name_en))];
  const empty = t(status === 'loading' ? 'forms.widgets.lookups.loading' : status === 'failed' ? 'forms.widgets.lookups.failed' : status === 'waiting' || rows.length === 0 ? 'forms.widgets.lookups.type_the_name' : 'forms.widgets.lookups.no_matches');
  const children = useComboboxFilter(open ? text : '', names.map((name) => ({ value: name, children: name })), { noOptionsMessage: empty, optionToText: (item) => item.children });
  return (
    <Combobox
      id={id}
      freeform
      value={text}
      selectedOptions={text && names.includes(text) ? [text] : []}
      placeholder={t('forms.widgets.lookups.search')}
      disabled={disabled || readonly}
      required={required}
      autoFocus={autofocus}
      onInput={(event) => onChange((event.target as HTMLInputElement).value || undefined)}
      onOptionSelect={(_, data) => { if (data.optionText !== undefined) onChange(data.optionText); }}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        if (data.open && status === 'failed') retry();
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      {children}
    </Combobox>
  );
}
