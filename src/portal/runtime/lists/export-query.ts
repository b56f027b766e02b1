import type { ListScreen } from '../../lib/screen-descriptors.ts';
import { ALL_ROWS } from './list-features.ts';

/** The list's query for every row: same tab, filters and ordering; page 1 of 9999 (or limit 9999). */
export function exportQuery(screen: ListScreen, query: Record<string, string | number>): Record<string, string | number> {
  const rest = Object.fromEntries(Object.entries(query).filter(([key]) => !['page', 'page_size', 'limit', 'offset'].includes(key)));
  return screen.paging === 'offset' ? { ...rest, limit: ALL_ROWS, offset: 0 } : { ...rest, page: 1, page_size: ALL_ROWS };
}
