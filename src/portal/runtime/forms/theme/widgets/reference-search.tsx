import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../../../lib/i18n.ts';
import { useSiblingValue } from '../../form-values-store.ts';
import { ReferenceCombobox } from '../../reference-combobox.tsx';

/**
 * A reference picked by a server-side search (`x-lookup` with `search`), as a form widget: the value
 * shows the name the server sent with the record (`<field>_name`) until another is picked.
 */
export function ReferenceSearch({ widget, entity }: { widget: WidgetProps; entity: string }) {
  const { id, name, value, required, disabled, readonly, autofocus, registry, onChange, onBlur, onFocus } = widget;
  const { language } = useT();
  const savedName = useSiblingValue(registry, `${name}_name`) as string | undefined;
  return (
    <ReferenceCombobox
      id={id}
      entity={entity}
      value={value}
      savedName={savedName}
      required={Boolean(required)}
      disabled={Boolean(disabled || readonly)}
      autoFocus={Boolean(autofocus)}
      onPick={(match) => {
        // A widget embedding this picker (a permission binding a record) may keep the picked name.
        if (match) (widget.options.onNamed as ((id: number, name: string) => void) | undefined)?.(match.id, (language === 'ar' ? match.name_ar : match.name_en) || match.name);
        onChange(match?.id);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
