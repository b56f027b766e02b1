import type { ComboboxProps } from '@fluentui/react-components';
import { useT } from '../../../lib/i18n.ts';
import { lazyPart } from '../theme/lazy-part.tsx';
import { ComboboxOnFirstUse } from './light-combobox.tsx';
import { lookupName, type LookupOption } from './lookup-sources.ts';
import type { useLookupOptions } from './use-lookup-options.ts';

type Lookup = Pick<ReturnType<typeof useLookupOptions>, 'status' | 'options' | 'retry'>;

export type LookupComboboxProps = Omit<ComboboxProps, 'value' | 'selectedOptions' | 'onInput' | 'onOptionSelect' | 'onOpenChange' | 'children'> & {
  /** The list and its state (`useLookupOptions`). */
  lookup: Lookup;
  /** The chosen option's value, as a string; nothing chosen when undefined. */
  value: string | undefined;
  /** The option picked (undefined when it is not in the list). */
  onPick: (option: LookupOption | undefined) => void;
  /** Options not offered (e.g. those already on the page's list); the chosen one still shows its name. */
  leaveOut?: (option: LookupOption) => boolean;
};

export { lookupName };

/** Fluent's Combobox of a lookup (`fluent-lookup-combobox.tsx`: with its listbox and positioning, about 20 kB gzip), fetched on first use. */
const FluentLookupCombobox = lazyPart(() => import('./fluent-lookup-combobox.tsx'));

/**
 * A searchable pick from a lookup list (Fluent `Combobox`): shows the chosen option's name, narrows
 * the options to what is typed, says when the list is loading, failed (opening it asks again) or
 * has no match. The forms' place selects (theme/widgets/place-select.tsx) and the bespoke pages
 * that pick a country use it, so every lookup behaves the same. Until it is used, a light control
 * drawn the same way shows the chosen option's name (`light-combobox.tsx`), and the Combobox is
 * fetched as it is focused, pressed or typed into.
 */
export function LookupCombobox(props: LookupComboboxProps) {
  const { t, language } = useT();
  const { lookup, value } = props;
  const selected = value === undefined ? undefined : lookup.options.find((option) => String(option.value) === value);
  const disabled = props.disabled ?? false;
  return (
    <ComboboxOnFirstUse
      part={FluentLookupCombobox}
      props={props}
      light={{
        id: props.id,
        'aria-label': props['aria-label'],
        'aria-labelledby': props['aria-labelledby'],
        className: props.className,
        value: selected ? lookupName(selected, language) : '',
        placeholder: props.placeholder ?? t('forms.widgets.lookups.search'),
        disabled,
        required: props.required,
        autoFocus: props.autoFocus,
        onClear: props.clearable && value !== undefined ? () => props.onPick(undefined) : undefined,
        onFocus: props.onFocus,
        onBlur: props.onBlur,
        // Opening a list that failed to load asks again, as the Combobox's opening does.
        onOpen: () => lookup.status === 'failed' && lookup.retry(),
      }}
    />
  );
}
