import { metaHelper, rowPaginationFeature, rowSortingFeature, tableFeatures } from '@tanstack/react-table';
import type { ListColumn } from '../../lib/screen-descriptors.ts';

/**
 * TanStack Table v9 features of every list: sorting and pagination state only. No sorted or
 * paginated row model is registered because the server sorts and pages (manual mode).
 */
export const listFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnMeta: metaHelper<{ column: ListColumn }>(),
});

/** The feature registry type, for column defs and table props. */
export type ListFeatures = typeof listFeatures;

/** One record of a list as the API returns it. */
export type ListRow = Record<string, unknown>;

/** Rows-per-page value meaning "All" (product spec section 9). */
export const ALL_ROWS = 9999;
