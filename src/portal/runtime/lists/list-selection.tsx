import { Checkbox } from '@fluentui/react-components';
import { createColumnHelper, type ColumnDef, type Table } from '@tanstack/react-table';
import { createContext, createElement, useCallback, useContext, useMemo, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import type { ListFeatures, ListRow } from './list-features.ts';

/** The rows ticked for a bulk action (kept across pages, by id) and how to change them. */
export type ListSelection = {
  rows: ReadonlyMap<number, ListRow>;
  toggle: (row: ListRow, on: boolean) => void;
  /** Ticks or clears every row of the page shown. */
  setMany: (rows: ListRow[], on: boolean) => void;
  clear: () => void;
};

const SelectionContext = createContext<ListSelection | undefined>(undefined);
export const ListSelectionProvider = SelectionContext.Provider;

/** The selection state of a list with bulk actions; it lives as long as the list screen. */
export function useListSelection(): ListSelection {
  const [rows, setRows] = useState<ReadonlyMap<number, ListRow>>(new Map());
  const setMany = useCallback((many: ListRow[], on: boolean) => setRows((old) => {
    const next = new Map(old);
    for (const row of many) if (on) next.set(rowId(row), row); else next.delete(rowId(row));
    return next;
  }), []);
  const toggle = useCallback((row: ListRow, on: boolean) => setMany([row], on), [setMany]);
  const clear = useCallback(() => setRows(new Map()), []);
  return useMemo(() => ({ rows, toggle, setMany, clear }), [rows, toggle, setMany, clear]);
}

const rowId = (row: ListRow) => Number(row.id);

/** The checkbox of one row (its label names the row by its number, for screen readers). */
function RowCheckbox({ row }: { row: ListRow }) {
  const selection = useContext(SelectionContext);
  const { t } = useT();
  if (!selection) return null;
  const id = rowId(row);
  return <Checkbox checked={selection.rows.has(id)} onChange={(_, data) => selection.toggle(row, data.checked === true)} aria-label={t('common.list.select_row', { id })} />;
}

/**
 * The header's checkbox: ticks or clears the page's rows (mixed when some are ticked). Above the
 * cards of a narrow window it carries its label in view.
 */
export function PageCheckbox({ table, labelled = false }: { table: Table<ListFeatures, ListRow>; labelled?: boolean }) {
  const selection = useContext(SelectionContext);
  const { t } = useT();
  if (!selection) return null;
  const rows = table.getRowModel().rows.map((row) => row.original);
  const ticked = rows.filter((row) => selection.rows.has(rowId(row))).length;
  const checked = ticked === 0 ? false : ticked === rows.length ? true : 'mixed';
  const label = t('common.list.select_page');
  return <Checkbox checked={checked} disabled={rows.length === 0} onChange={() => selection.setMany(rows, checked !== true)} {...(labelled ? { label } : { 'aria-label': label })} />;
}

const helper = createColumnHelper<ListFeatures, ListRow>();

/** The first column of a list with bulk actions: a checkbox per row, one for the page in the header. */
export const selectColumn = helper.display({
  id: 'select',
  header: (context) => createElement(PageCheckbox, { table: context.table }),
  cell: (context) => createElement(RowCheckbox, { row: context.row.original }),
  enableSorting: false,
}) as ColumnDef<ListFeatures, ListRow, unknown>;
