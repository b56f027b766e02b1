import { functionalUpdate, useTable, type PaginationState, type SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { ListScreen } from '../../lib/screen-descriptors.ts';
import { columnsOf } from './columns.ts';
import { listFeatures, type ListRow } from './list-features.ts';
import { selectColumn } from './list-selection.tsx';
import type { ListState } from './list-state.ts';

type Update = (changes: Partial<Omit<ListState, 'tab'>>) => void;

/** The sorting state of an API `ordering` (`field`, `-field`, or none). */
export const sortingOf = (ordering: string): SortingState =>
  ordering ? [{ id: ordering.replace(/^-/, ''), desc: ordering.startsWith('-') }] : [];

/** The API `ordering` of a sorting state: `field` ascending, `-field` descending. */
export const orderingOf = (sorting: SortingState): string => (sorting[0] ? `${sorting[0].desc ? '-' : ''}${sorting[0].id}` : '');

/**
 * The TanStack table of a list. Sorting and pagination are controlled by the URL (`state` plus
 * `on*Change` writing the address back); `manual*` tells the table the server already sorted and
 * paged `rows`, and `rowCount` lets it compute the page count and previous/next availability.
 */
export function useListTable(screen: ListScreen, state: ListState, update: Update, rows: ListRow[], count: number, selectable = false) {
  // A list with bulk actions the caller may take starts with a checkbox column (list-selection.tsx).
  const columns = useMemo(() => (selectable ? [selectColumn, ...columnsOf(screen)] : columnsOf(screen)), [screen, selectable]);
  const sorting = useMemo(() => sortingOf(state.ordering), [state.ordering]);
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: state.pageIndex, pageSize: state.pageSize }),
    [state.pageIndex, state.pageSize],
  );
  return useTable({
    features: listFeatures,
    columns,
    data: rows,
    rowCount: count,
    getRowId: (row, index) => String(row.id ?? index),
    state: { sorting, pagination },
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    // The first click sorts ascending, the next descending; no third "unsorted" click, because an
    // unsorted list would silently fall back to the descriptor's default ordering.
    sortDescFirst: false,
    enableSortingRemoval: false,
    onSortingChange: (updater) => update({ ordering: orderingOf(functionalUpdate(updater, sorting)) }),
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      update({ pageSize: next.pageSize, pageIndex: next.pageSize === pagination.pageSize ? next.pageIndex : 0 });
    },
  });
}

/** The table type the list components receive. */
export type ListTableInstance = ReturnType<typeof useListTable>;
