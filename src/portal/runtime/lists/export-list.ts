import type { ListScreen } from '../../lib/screen-descriptors.ts';
import { callAnyOperation } from '../../lib/api-client.ts';
import { exportQuery } from './export-query.ts';
import type { ListRow } from './list-features.ts';
import { fillWorkbook, type ExportContext } from '../../../shared/exports/list-workbook.ts';

/** Progress of an export: fetching the rows, then writing the sheet; 0..1. */
export type ExportProgress = (fraction: number) => void;

/** Fetches every row the list selects and returns the .xlsx bytes; throws the API error on failure. */
export async function exportList(
  screen: ListScreen,
  params: Record<string, string>,
  query: Record<string, string | number>,
  context: ExportContext,
  onProgress: ExportProgress,
): Promise<Blob> {
  onProgress(0.05);
  const [result, { Workbook }] = await Promise.all([
    callAnyOperation(screen.operation, { params, query: exportQuery(screen, query) }),
    import('exceljs'),
  ]);
  if (!result.ok) throw result.error;
  onProgress(0.4);
  // A list operation answers a page of rows, or a bare array.
  const page = result.data as { results: ListRow[] } | ListRow[];
  const rows = Array.isArray(page) ? page : page.results;
  const workbook = new Workbook();
  await fillWorkbook(workbook, screen, rows, context, (fraction) => onProgress(0.4 + fraction * 0.5));
  const buffer = await workbook.xlsx.writeBuffer();
  onProgress(1);
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
