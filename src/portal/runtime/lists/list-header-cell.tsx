import { Button, mergeClasses } from '@fluentui/react-components';
import { ArrowSortDownRegular, ArrowSortRegular, ArrowSortUpRegular } from '@fluentui/react-icons';
import type { Header } from '@tanstack/react-table';
import type { ListFeatures, ListRow } from './list-features.ts';
import { useListTableStyles } from './list-styles.ts';
import type { ListTableInstance } from './use-list-table.ts';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ICONS = { asc: <ArrowSortUpRegular />, desc: <ArrowSortDownRegular /> } as const;

/** A column header; sortable columns are a button that toggles `ordering`, with `aria-sort` on the cell. */
export function ListHeaderCell({ header, table }: { header: Header<ListFeatures, ListRow, unknown>; table: ListTableInstance }) {
  const styles = useListTableStyles();
  const { column } = header;
  const sorted = column.getIsSorted();
  const isNumber = column.columnDef.meta?.column.format === 'number';
  const className = mergeClasses(styles.th, isNumber && styles.number);
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={className}>
        <table.FlexRender header={header} />
      </th>
    );
  }
  return (
    <th scope="col" className={className} aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
      <Button
        appearance="transparent"
        className={styles.sortButton}
        icon={sorted ? ICONS[sorted] : <ArrowSortRegular />}
        iconPosition="after"
        onClick={column.getToggleSortingHandler()}
      >
        <table.FlexRender header={header} />
      </Button>
    </th>
  );
}
