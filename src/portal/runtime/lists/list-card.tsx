import type { Header, Row } from '@tanstack/react-table';
import { memo, type Ref } from 'react';
import { ListCardField } from './list-card-field.tsx';
import { useListCardStyles } from './list-card-styles.ts';
import type { ListFeatures, ListRow } from './list-features.ts';
import type { ListTableInstance } from './use-list-table.ts';

type Props = {
  row: Row<ListFeatures, ListRow>;
  table: ListTableInstance;
  /** The column headers by column id: each value's label is its column's header. */
  headers: ReadonlyMap<string, Header<ListFeatures, ListRow, unknown>>;
  /** 1-based position among all rows of the list, and their number (`aria-posinset`, `aria-setsize`). */
  position: number;
  total: number;
  /** Virtual cards: the index the virtualizer measures by, and its measuring ref. */
  virtualIndex?: number;
  measureRef?: Ref<HTMLLIElement>;
};

/**
 * One row of the list as a card: every column as its header's label over the cell the table would
 * show (the same renderers, so names, formats and row links are the table's). Memoised, as a row is.
 */
export const ListCard = memo(function ListCard({ row, table, headers, position, total, virtualIndex, measureRef }: Props) {
  const styles = useListCardStyles();
  // A list with bulk actions: the row's checkbox heads the card (list-selection.tsx), without a label of its own.
  const [first, ...rest] = row.getAllCells();
  const select = first?.column.id === 'select' ? first : undefined;
  const cells = select ? rest : row.getAllCells();
  return (
    <li className={styles.card} aria-posinset={position} aria-setsize={total} data-index={virtualIndex} ref={measureRef}>
      {select && <table.FlexRender cell={select} />}
      <dl className={styles.fields}>
        {cells.map((cell) => {
          const header = headers.get(cell.column.id);
          return (
            <ListCardField key={cell.id} label={header && <table.FlexRender header={header} />} number={cell.column.columnDef.meta?.column.format === 'number'}>
              <table.FlexRender cell={cell} />
            </ListCardField>
          );
        })}
      </dl>
    </li>
  );
});
