import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { createElement } from 'react';
import type { ListScreen } from '../../lib/screen-descriptors.ts';
import { ListCell, ListHeaderLabel } from './list-cell.tsx';
import type { ListFeatures, ListRow } from './list-features.ts';

const helper = createColumnHelper<ListFeatures, ListRow>();

/**
 * TanStack column defs of a list descriptor: one accessor column per descriptor column, with the
 * column id = the API field (so sorting state maps straight to `ordering`), the translated label as
 * header, the formatted value as cell, and the descriptor column kept in `meta`.
 * Call once per descriptor (memoise): new column arrays make the table rebuild its models.
 */
export function columnsOf(screen: ListScreen): ColumnDef<ListFeatures, ListRow, unknown>[] {
  return screen.columns.map((column) =>
    helper.accessor((row) => row[column.field], {
      id: column.field,
      header: () => createElement(ListHeaderLabel, { column }),
      cell: (context) => createElement(ListCell, { column, entity: screen.entity, row: context.row.original }),
      enableSorting: column.sortable,
      meta: { column },
    }),
  ) as ColumnDef<ListFeatures, ListRow, unknown>[];
}
