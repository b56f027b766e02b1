import { useVirtualizer } from '@tanstack/react-virtual';
import { useState, type RefObject } from 'react';
import { ListBodyRow } from './list-row.tsx';
import { RowSizeEstimate } from './row-size-estimate.ts';
import type { ListTableInstance } from './use-list-table.ts';

/** Above this many rows the body is virtualized (the "All" option can bring 9999). */
export const VIRTUALIZE_ABOVE = 50;
// A one-line row, until rows are measured (then their mean height: row-size-estimate.ts).
const ROW_HEIGHT = 41;
// Pixels kept mounted beyond each edge of the viewport, as rows (one-line rows: 11; rows of twelve
// wrapped columns: 2). The rows for a scroll are rendered a frame after its scroll event, which comes
// a frame after the scroll: two frames of a fast fling (200 px each, `npm run bench`) must already be
// mounted, or the fling shows a blank band. More would only add rows to lay out after a jump.
const OVERSCAN_PX = 400;

type Props = { table: ListTableInstance; firstRowIndex: number; scrollRef: RefObject<HTMLDivElement | null> };

/** Every row of the page; for short pages. */
export function PlainBody({ table, firstRowIndex }: Props) {
  return (
    <tbody>
      {table.getRowModel().rows.map((row, index) => (
        <ListBodyRow key={row.id} row={row} table={table} rowIndex={firstRowIndex + index + 2} />
      ))}
    </tbody>
  );
}

/**
 * Only the rows in view (plus overscan), between two spacer rows that keep the scroll height.
 * It stays a real <tbody>/<tr>, so the table keeps its semantics and column widths; positions are
 * announced with `aria-rowindex` against the table's `aria-rowcount`.
 */
export function VirtualBody({ table, firstRowIndex, scrollRef }: Props) {
  const rows = table.getRowModel().rows;
  const [sizes] = useState(() => new RowSizeEstimate(ROW_HEIGHT));
  // useVirtualizer returns new functions each render, so the React Compiler leaves this component unmemoized; that is intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: sizes.estimate,
    measureElement: sizes.measure,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: sizes.overscan(OVERSCAN_PX),
    // Rendering inside the scroll event (flushSync) made frames of 50 ms and more; React batches
    // the scroll's re-render into the frame instead.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columns = table.getAllLeafColumns().length;
  return (
    <tbody>
      {before > 0 && <tr aria-hidden="true" style={{ blockSize: before }}><td colSpan={columns} /></tr>}
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        const rowIndex = firstRowIndex + item.index + 2;
        return <ListBodyRow key={row.id} row={row} table={table} rowIndex={rowIndex} virtualIndex={item.index} measureRef={virtualizer.measureElement} />;
      })}
      {after > 0 && <tr aria-hidden="true" style={{ blockSize: after }}><td colSpan={columns} /></tr>}
    </tbody>
  );
}
