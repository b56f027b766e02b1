import { makeStyles, mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useNarrowLayout } from '../../lib/use-narrow-layout.ts';
import { ListCardField } from './list-card-field.tsx';
import { useListCardStyles } from './list-card-styles.ts';

/**
 * One column of a bespoke list: its label and how a record shows in it (table cell and card value
 * alike); `dir: 'ltr'` isolates a value that reads left to right (an e-mail, a phone) in Arabic too.
 */
export type RecordColumn<Row> = { key: string; label: ReactNode; value: (row: Row) => ReactNode; dir?: 'ltr' };

type Props<Row> = {
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: ReadonlyArray<RecordColumn<Row>>;
  /** The id of the heading that names the list (the table's, or the cards' list's name). */
  labelledBy: string;
  /** A record's buttons, `size` fitting the layout (small in a table row, a thumb's size on a card), headed by `actionsLabel`. */
  actions?: (row: Row, size: 'small' | 'medium') => ReactNode;
  actionsLabel?: string;
  /** The wide table's own class (a minimum width its scroller keeps, for instance). */
  tableClassName?: string;
};

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  // Columns as wide as their texts (Fluent's table is fixed-layout, equal columns).
  table: { tableLayout: 'auto' },
  rowActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

const shown = <Row,>(column: RecordColumn<Row>, row: Row) => (column.dir ? <bdi dir={column.dir}>{column.value(row)}</bdi> : column.value(row));

/**
 * A list a page draws itself (no descriptor: records of its own shape, buttons on each record): a
 * Fluent table, and at or below the layout breakpoint the generic list's cards (`list-card-styles.ts`,
 * `ListCardField`) — every column its label beside its value, the record's buttons under them.
 */
export function RecordList<Row>({ rows, rowKey, columns, labelledBy, actions, actionsLabel, tableClassName }: Props<Row>) {
  const narrow = useNarrowLayout();
  const styles = useStyles();
  const cardStyles = useListCardStyles();
  if (narrow) {
    return (
      <ul className={cardStyles.cards} aria-labelledby={labelledBy}>
        {rows.map((row, index) => (
          <li key={rowKey(row)} className={cardStyles.card} aria-posinset={index + 1} aria-setsize={rows.length}>
            <dl className={cardStyles.fields}>
              {columns.map((column) => (
                <ListCardField key={column.key} label={column.label}>
                  {shown(column, row)}
                </ListCardField>
              ))}
            </dl>
            {actions && (
              <div className={cardStyles.actions} role="group" aria-label={actionsLabel}>
                {actions(row, 'medium')}
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.scroller}>
      <Table size="small" className={mergeClasses(styles.table, tableClassName)} aria-labelledby={labelledBy}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => <TableHeaderCell key={column.key}>{column.label}</TableHeaderCell>)}
            {actions && <TableHeaderCell>{actionsLabel}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => <TableCell key={column.key}>{shown(column, row)}</TableCell>)}
              {actions && (
                <TableCell>
                  <div className={styles.rowActions}>{actions(row, 'small')}</div>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
