import { Field, Input, Select } from '@fluentui/react-components';
import type { ListFilter } from '../../lib/screen-descriptors.ts';
import { useT } from '../../lib/i18n.ts';
import { useFilterOptions } from './use-filter-options.ts';
import { DateInput } from '../dates/date-input.tsx';

type Props = { filter: ListFilter; userType: string | undefined; value: string; onChange: (value: string) => void };

/** One filter input: text (a search box), select (the descriptor's options or a lookup's) or date. */
export function ListFilterField({ filter, userType, value, onChange }: Props) {
  const { t, tKey } = useT();
  const options = useFilterOptions(filter, userType);
  const label = tKey(filter.label);
  if (filter.kind === 'select') {
    return (
      <Field label={label}>
        <Select value={value} onChange={(_, data) => onChange(data.value)}>
          <option value="">{t('common.list.all')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>{option.translated ? option.label : tKey(option.label)}</option>
          ))}
        </Select>
      </Field>
    );
  }
  if (filter.kind === 'date') {
    return (
      <Field label={label}>
        <DateInput value={value || undefined} onChange={(day) => onChange(day ?? '')} />
      </Field>
    );
  }
  return (
    <Field label={label}>
      <Input type="search" value={value} onChange={(_, data) => onChange(data.value)} />
    </Field>
  );
}
