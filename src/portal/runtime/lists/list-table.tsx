import { mergeClasses, Spinner } from '@fluentui/react-components';
import { useRef } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useNarrowLayout } from '../../lib/use-narrow-layout.ts';
import { ListCardSort } from './list-card-sort.tsx';
import { ListCards } from './list-cards.tsx';
import { ListHeaderCell } from './list-header-cell.tsx';
import { PageCheckbox } from './list-selection.tsx';
import { useListTableStyles } from './list-styles.ts';
import { PlainBody, VIRTUALIZE_ABOVE, VirtualBody } from './list-table-body.tsx';
import { ListTextsContext } from './list-texts.ts';
import type { ListTableInstance } from './use-list-table.ts';

type Props = { table: ListTableInstance; caption: string; loading: boolean };

/**
 * The list as a semantic <table>: captioned, sortable headers, formatted cells, empty and loading rows.
 * Below the layout breakpoint the same table instance is drawn as cards instead (`list-cards.tsx`).
 */
export function ListTable({ table, caption, loading }: Props) {
  const texts = useT();
  const { t } = texts;
  const styles = useListTableStyles();
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const { pageIndex, pageSize } = table.state.pagination;
  const virtual = rows.length > VIRTUALIZE_ABOVE;
  const Body = virtual ? VirtualBody : PlainBody;
  const columns = table.getAllLeafColumns().length;
  const message = rows.length > 0 ? null : loading ? <Spinner size="small" label={t('common.loading')} /> : t('common.list.empty');
  const narrow = useNarrowLayout();
  if (narrow) {
    return (
      <ListTextsContext.Provider value={texts}>
        {rows.length > 1 && <ListCardSort table={table} />}
        {rows.length > 0 && table.getAllLeafColumns()[0]?.id === 'select' && <PageCheckbox table={table} labelled />}
        <ListCards table={table} caption={caption} loading={loading} message={message} />
      </ListTextsContext.Provider>
    );
  }
  return (
    <ListTextsContext.Provider value={texts}>
      <div ref={scrollRef} className={mergeClasses(styles.scroller, virtual && styles.tall)}>
        <table className={styles.table} aria-rowcount={table.getRowCount() + 1} aria-busy={loading}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={1}>
                {group.headers.map((header) => (
                  <ListHeaderCell key={header.id} header={header} table={table} />
                ))}
              </tr>
            ))}
          </thead>
          {message ? (
            <tbody>
              <tr>
                <td colSpan={columns} className={styles.message}>{message}</td>
              </tr>
            </tbody>
          ) : (
            <Body table={table} firstRowIndex={pageIndex * pageSize} scrollRef={scrollRef} />
          )}
        </table>
      </div>
    </ListTextsContext.Provider>
  );
}
