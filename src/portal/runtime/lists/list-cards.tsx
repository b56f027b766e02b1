import { mergeClasses } from '@fluentui/react-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { ListCard } from './list-card.tsx';
import { useListCardStyles } from './list-card-styles.ts';
import { useListTableStyles } from './list-styles.ts';
import { VIRTUALIZE_ABOVE } from './list-table-body.tsx';
import type { ListTableInstance } from './use-list-table.ts';

// A card's height before it is measured: about one line per column, plus its padding.
const LINE_HEIGHT = 26;
const CARD_GAP = 8; // the cards' `gap` (list-card-styles.ts)
const OVERSCAN = 3;

type Props = { table: ListTableInstance; caption: string; loading: boolean; message: ReactNode };

/**
 * The list below the layout breakpoint: a list (`<ul>` named by the caption) of cards, one per row
 * of the same table instance the wide layout renders. More than VIRTUALIZE_ABOVE rows (the All
 * option) mount only the cards in view, inside a scroller of 70vh, as the table's body does.
 */
export function ListCards({ table, caption, loading, message }: Props) {
  const styles = useListCardStyles();
  const tableStyles = useListTableStyles();
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const virtual = !message && rows.length > VIRTUALIZE_ABOVE;
  return (
    <div ref={scrollRef} className={mergeClasses(virtual && tableStyles.tall)}>
      {message ? (
        <div className={styles.message} aria-busy={loading}>{message}</div>
      ) : (
        <Cards table={table} caption={caption} loading={loading} virtual={virtual} scrollRef={scrollRef} />
      )}
    </div>
  );
}

type CardsProps = { table: ListTableInstance; caption: string; loading: boolean; virtual: boolean; scrollRef: RefObject<HTMLDivElement | null> };

function Cards({ table, caption, loading, virtual, scrollRef }: CardsProps) {
  const styles = useListCardStyles();
  const rows = table.getRowModel().rows;
  const leafHeaders = table.getLeafHeaders();
  const headers = useMemo(() => new Map(leafHeaders.map((header) => [header.column.id, header])), [leafHeaders]);
  const { pageIndex, pageSize } = table.state.pagination;
  const first = pageIndex * pageSize + 1;
  const total = table.getRowCount();
  // useVirtualizer returns new functions each render, so the React Compiler leaves this component unmemoized; that is intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => table.getAllLeafColumns().length * LINE_HEIGHT + 24,
    getItemKey: (index) => rows[index]?.id ?? index,
    gap: CARD_GAP,
    overscan: OVERSCAN,
    useFlushSync: false,
  });
  const virtualItems = virtual ? virtualizer.getVirtualItems() : [];
  const indexes = virtual ? virtualItems.map((item) => item.index) : rows.map((_, index) => index);
  // The cards out of view are padding, so the scroll height stays that of every card.
  const before = virtual ? (virtualItems[0]?.start ?? 0) : 0;
  const after = virtual ? virtualizer.getTotalSize() - (virtualItems.at(-1)?.end ?? 0) : 0;
  return (
    <ul className={styles.cards} data-testid="list-cards" aria-label={caption} aria-busy={loading} style={virtual ? { paddingBlockStart: before, paddingBlockEnd: after } : undefined}>
      {indexes.map((index) => {
        const row = rows[index];
        return row ? (
          <ListCard
            key={row.id}
            row={row}
            table={table}
            headers={headers}
            position={first + index}
            total={total}
            virtualIndex={virtual ? index : undefined}
            measureRef={virtual ? virtualizer.measureElement : undefined}
          />
        ) : null;
      })}
    </ul>
  );
}
