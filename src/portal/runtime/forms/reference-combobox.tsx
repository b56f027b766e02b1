import { useT } from '../../lib/i18n.ts';
import { ComboboxOnFirstUse } from './lookups/light-combobox.tsx';
import { lazyPart } from './theme/lazy-part.tsx';

export type ReferenceMatch = { id: number; name: string; name_en?: string | null; name_ar?: string | null };

export type ReferenceComboboxProps = {
  entity: string;
  value: unknown;
  savedName?: string | undefined;
  id?: string;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** A record not to offer (the record a step is taken on, when it asks for another of its kind). */
  exclude?: number;
  onPick: (match: ReferenceMatch | undefined) => void;
  onBlur?: () => void;
  onFocus?: () => void;
};

/** Fluent's Combobox of the search (`fluent-reference-combobox.tsx`, with its listbox and positioning), fetched on first use. */
const FluentReferenceCombobox = lazyPart(() => import('./fluent-reference-combobox.tsx'));

/**
 * A record of `entity` picked by a server-side search (its `x-lookup` with `search`): the records whose
 * name matches what is typed, named in the page's language. The current value shows `savedName` (the
 * name the server sent with the record) until another is picked. Forms use it through the reference
 * widget; a workflow step's dialog, for a reference its step asks for (a merge's surviving ticket).
 * Until it is used, a light control drawn the same way shows that name (`lookups/light-combobox.tsx`),
 * and Fluent's Combobox is fetched as it is focused, pressed or typed into.
 */
export function ReferenceCombobox(props: ReferenceComboboxProps) {
  const { t } = useT();
  const present = props.value !== undefined && props.value !== null && props.value !== '';
  return (
    <ComboboxOnFirstUse
      part={FluentReferenceCombobox}
      props={props}
      light={{
        id: props.id,
        'aria-label': props.label,
        value: present ? (props.savedName ?? '') : '',
        placeholder: t('forms.widgets.lookups.search'),
        disabled: props.disabled,
        required: props.required,
        autoFocus: props.autoFocus,
        onClear: !props.required && present ? () => props.onPick(undefined) : undefined,
        onFocus: () => props.onFocus?.(),
        onBlur: () => props.onBlur?.(),
      }}
    />
  );
}
