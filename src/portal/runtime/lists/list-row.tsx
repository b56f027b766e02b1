import { mergeClasses } from '@fluentui/react-components';
import type { Row } from '@tanstack/react-table';
import { memo, type Ref } from 'react';
import type { ListFeatures, ListRow } from './list-features.ts';
import { useListTableStyles } from './list-styles.ts';
import type { ListTableInstance } from './use-list-table.ts';

type Props = {
  row: Row<ListFeatures, ListRow>;
  table: ListTableInstance;
  /** 1-based position among all rows of the list, header row included (`aria-rowindex`). */
  rowIndex: number;
  /** Virtual rows: the index the virtualizer measures by, and its measuring ref. */
  virtualIndex?: number;
  measureRef?: Ref<HTMLTableRowElement>;
};

/**
 * One body row of the list table. Memoised: a scroll frame of a virtual list re-renders the body,
 * and only the rows that came into view need rendering (a row's cells follow the language through
 * their own `useT`).
 */
export const ListBodyRow = memo(function ListBodyRow({ row, table, rowIndex, virtualIndex, measureRef }: Props) {
  const styles = useListTableStyles();
  return (
    <tr aria-rowindex={rowIndex} data-index={virtualIndex} ref={measureRef}>
      {row.getAllCells().map((cell) => (
        <td key={cell.id} className={mergeClasses(styles.td, cell.column.columnDef.meta?.column.format === 'number' && styles.number)}>
          <table.FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
});
