import { Field, Select } from '@fluentui/react-components';
import { useT } from '../../lib/i18n.ts';
import { orderingOf, sortingOf, type ListTableInstance } from './use-list-table.ts';

/**
 * The sorting of a list in its card layout, where no column header is drawn to click: one select of
 * each sortable column, ascending and descending, through the table's own sorting state (so the
 * address and the API's `ordering` follow as they do from a header). None without sortable columns.
 */
export function ListCardSort({ table }: { table: ListTableInstance }) {
  const { t, tKey } = useT();
  const columns = table.getAllLeafColumns().filter((column) => column.getCanSort());
  if (columns.length === 0) return null;
  const value = orderingOf(table.state.sorting);
  const options = columns.flatMap((column) => {
    const label = tKey(column.columnDef.meta?.column.label ?? column.id);
    return [
      { value: column.id, label: t('common.list.cards.ascending', { column: label }) },
      { value: `-${column.id}`, label: t('common.list.cards.descending', { column: label }) },
    ];
  });
  // The descriptor's default ordering may be on a column the user cannot sort by.
  const known = options.some((option) => option.value === value);
  return (
    <Field label={t('common.list.cards.sort')}>
      <Select value={value} onChange={(_, data) => table.setSorting(sortingOf(data.value))}>
        {!known && <option value={value}>{t('common.list.cards.default_order')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </Select>
    </Field>
  );
}
