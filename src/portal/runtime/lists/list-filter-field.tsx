import { Field, Input, Select } from '@fluentui/react-components';
import type { ListFilter } from '../../../shared/spec-model.ts';
import { useT } from '../../lib/i18n.ts';

type Props = { filter: ListFilter; value: string; onChange: (value: string) => void };

/** One filter input: text (a search box), select (the descriptor's options) or date. */
export function ListFilterField({ filter, value, onChange }: Props) {
  const { t, tKey } = useT();
  const label = tKey(filter.label);
  if (filter.kind === 'select') {
    return (
      <Field label={label}>
        <Select value={value} onChange={(_, data) => onChange(data.value)}>
          <option value="">{t('common.list.all')}</option>
          {filter.options?.map((option) => (
            <option key={option.value} value={option.value}>{tKey(option.label)}</option>
          ))}
        </Select>
      </Field>
    );
  }
  return (
    <Field label={label}>
      <Input type={filter.kind === 'date' ? 'date' : 'search'} value={value} onChange={(_, data) => onChange(data.value)} />
    </Field>
  );
}
