import { Spinner } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../../../lib/i18n.ts';
import { useLookupOptions } from '../../lookups/use-lookup-options.ts';
import { labelId } from '../templates/field-template.tsx';
import { CodeCheckboxes } from './code-checkboxes.tsx';

/** A user's groups (`groups/`, ids) as checkboxes named in the page's language. */
export default function GroupsWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur } = props;
  const { language } = useT();
  const { status, options } = useLookupOptions('groups', undefined, false);
  const held: number[] = Array.isArray(value) ? value : [];
  if (status === 'loading') return <Spinner size="tiny" />;
  return (
    <div role="group" id={id} aria-labelledby={labelId(id)}>
      <CodeCheckboxes
        id={id}
        options={options.map((option) => ({ code: String(option.value), label: language === 'ar' ? option.name_ar : option.name_en }))}
        isChecked={(code) => held.includes(Number(code))}
        onToggle={(code, checked) => onChange(checked ? [...held, Number(code)] : held.filter((group) => group !== Number(code)))}
        disabled={disabled || readonly}
        onBlur={() => onBlur(id, held)}
      />
    </div>
  );
}
