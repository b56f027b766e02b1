import type { Workbook } from 'exceljs';
import type { ListScreen } from '../spec-model.ts';
import { shownValue } from '../format/shown-value.ts';
import { propertySchema } from '../format/property-schema.ts';
import { shownText } from '../display/shown-text.ts';
type ListRow = Record<string, unknown>;

/** What an export needs besides the rows: language, translator, applied filters and the export's own texts. */
export type ExportContext = {
  language: string;
  translate: (key: string) => string;
  /** Applied filters and tab, already translated: label → value. */
  filters: Array<[label: string, value: string]>;
  texts: { sheet: string; filters: string };
};

/** Yields to the browser so a progress bar can paint between chunks. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Fills an ExcelJS workbook with exactly the list's visible columns (translated headers, values
 * formatted as on screen, numbers kept numeric) and a second sheet naming the applied filters.
 * Arabic sheets are right to left. `onProgress` gets 0..1 as rows are written.
 */
export async function fillWorkbook(
  workbook: Workbook,
  screen: ListScreen,
  rows: ListRow[],
  context: ExportContext,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<void> {
  const rightToLeft = context.language === 'ar';
  const sheet = workbook.addWorksheet(context.texts.sheet, { views: [{ rightToLeft, state: 'frozen', ySplit: 1 }] });
  sheet.columns = screen.columns.map((column) => ({ header: context.translate(column.label), key: column.field, width: 24 }));
  sheet.getRow(1).font = { bold: true };
  const schemas = screen.columns.map((column) => propertySchema(screen.entity, column.field));
  const CHUNK = 500;
  for (let start = 0; start < rows.length; start += CHUNK) {
    for (const row of rows.slice(start, start + CHUNK)) {
      sheet.addRow(
        screen.columns.map((column, index) => {
          const value = shownValue(row, column.field, schemas[index]);
          if (column.format === 'number' && typeof value === 'number') return value;
          return shownText(row, column.field, schemas[index], column.format, { language: context.language, translate: context.translate });
        }),
      );
    }
    onProgress(Math.min(1, (start + CHUNK) / Math.max(rows.length, 1)));
    await pause();
  }
  if (context.filters.length) {
    const filters = workbook.addWorksheet(context.texts.filters, { views: [{ rightToLeft }] });
    filters.columns = [{ width: 28 }, { width: 40 }];
    for (const [label, value] of context.filters) filters.addRow([label, value]);
  }
}
