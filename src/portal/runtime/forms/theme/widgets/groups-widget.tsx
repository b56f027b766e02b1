import { Spinner } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../../../lib/i18n.ts';
import { LoadError } from '../../../screens/load-error.tsx';
import { useLookupOptions } from '../../lookups/use-lookup-options.ts';
import { labelId } from '../templates/field-template.tsx';
import { CodeCheckboxes } from './code-checkboxes.tsx';

/** A user's groups (`groups/`, ids) as checkboxes named in the page's language; a failed load says so and offers a retry. */
export default function GroupsWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur } = props;
  const { t, language } = useT();
  const { status, options, retry } = useLookupOptions('groups', undefined, false);
  const held: number[] = Array.isArray(value) ? value : [];
  if (status === 'loading') return <Spinner size="tiny" label={t('common.loading')} />;
  if (status === 'failed') return <LoadError error={{ code: 'server_error', message: '' }} onRetry={retry} />;
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
