import { Button, Field, makeStyles, mergeClasses, Select, tokens, useFluent } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useT } from '../../lib/i18n.ts';
import { formatNumber } from '../../../shared/format/locale.ts';
import { ALL_ROWS } from './list-features.ts';
import type { ListTableInstance } from './use-list-table.ts';

const useStyles = makeStyles({
  nowrap: { whiteSpace: 'nowrap' },
  // A horizontal Field gives its label a third of the width, too little for "Rows per page".
  rows: { gridTemplateColumns: 'max-content minmax(5rem, auto)' },
  bar: {
    display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalM,
    // Below the layout breakpoint (390 px phones): rows per page on a line of its own, then
    // previous, the range and next across the width, so nothing runs off the edge.
    '@media (max-width: 991px)': { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', gridTemplateAreas: '"rows rows rows" "previous range next"', gap: tokens.spacingVerticalS },
  },
  rowsArea: { '@media (max-width: 991px)': { gridArea: 'rows', justifySelf: 'start' } },
  rangeArea: { '@media (max-width: 991px)': { gridArea: 'range', textAlign: 'center' } },
  previousArea: { '@media (max-width: 991px)': { gridArea: 'previous' } },
  nextArea: { '@media (max-width: 991px)': { gridArea: 'next' } },
});

/** Rows-per-page choices: All, 10, 20, 30, plus the screen's default and the current size when different. */
export function pageSizeOptions(defaultSize: number, current: number): number[] {
  return [...new Set([10, 20, 30, defaultSize, current])].filter((size) => size !== ALL_ROWS).sort((a, b) => a - b);
}

/** Rows per page, "first – last of total", and previous/next; all go through the table's pagination API. */
export function ListPagination({ table, defaultPageSize }: { table: ListTableInstance; defaultPageSize: number }) {
  const { t, language } = useT();
  const { dir } = useFluent();
  const styles = useStyles();
  const rangeId = useId();
  const { pageIndex, pageSize } = table.state.pagination;
  const total = table.getRowCount();
  const first = total === 0 ? 0 : Math.min(pageIndex * pageSize + 1, total);
  const last = Math.min((pageIndex + 1) * pageSize, total);
  const number = (value: number) => formatNumber(value, language);
  // Chevrons point the way the page turns: in right-to-left, "previous" points right.
  const [Previous, Next] = dir === 'rtl' ? [ChevronRightRegular, ChevronLeftRegular] : [ChevronLeftRegular, ChevronRightRegular];
  return (
    <nav className={styles.bar} aria-label={t('common.list.pagination')}>
      <Field className={mergeClasses(styles.rows, styles.rowsArea)} label={{ children: t('common.list.rows_per_page'), className: styles.nowrap }} orientation="horizontal">
        <Select value={String(pageSize)} onChange={(_, data) => table.setPageSize(Number(data.value))}>
          <option value={ALL_ROWS}>{t('common.list.all')}</option>
          {pageSizeOptions(defaultPageSize, pageSize).map((size) => (
            <option key={size} value={size}>{number(size)}</option>
          ))}
        </Select>
      </Field>
      <span id={rangeId} className={styles.rangeArea} aria-live="polite">
        {t('common.list.range', { first: number(first), last: number(last), total: number(total) })}
      </span>
      <Button className={styles.previousArea} icon={<Previous />} disabled={!table.getCanPreviousPage()} onClick={() => table.previousPage()} aria-describedby={rangeId}>
        {t('common.actions.previous')}
      </Button>
      <Button className={styles.nextArea} icon={<Next />} iconPosition="after" disabled={!table.getCanNextPage()} onClick={() => table.nextPage()} aria-describedby={rangeId}>
        {t('common.actions.next')}
      </Button>
    </nav>
  );
}
