import { Combobox, useComboboxFilter } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useT } from '../../../../lib/i18n.ts';
import { useLookupOptions } from '../../lookups/use-lookup-options.ts';

/**
 * A name that is text, offered from a registry (`x-suggest: <entity>`, its `x-lookup`): a Kuwaiti bank
 * as written on the deposit receipt. The registry's names in the page's language are offered as the
 * user types; choosing one writes it, and a name the registry lacks may still be typed (the text is
 * what is kept, so a receipt's wording is never lost).
 */
export default function SuggestWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, options, onChange, onBlur, onFocus } = props;
  const { t, language } = useT();
  const { status, options: rows, retry } = useLookupOptions(`record:${String(options.entity)}`, undefined, false);
  const [open, setOpen] = useState(false);
  const text = typeof value === 'string' ? value : '';
  const names = [...new Set(rows.map((row) => (language === 'ar' ? row.name_ar : row.name_en) || row.name_en))];
  const empty = t(status === 'loading' ? 'forms.widgets.lookups.loading' : status === 'failed' ? 'forms.widgets.lookups.failed' : 'forms.widgets.lookups.no_matches');
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
