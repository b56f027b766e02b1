/**
 * The PDF of a list (`x-export` on its operation): a table with exactly the export screen's
 * columns, headers and values in the caller's language as on screen — the same columns and
 * formatting as the Excel workbook (list-workbook-reply.ts) — right to left in Arabic.
 */
import type { OperationSchemas } from '../../../shared/operation-schemas.ts';
import { shownText } from '../../../shared/display/shown-text.ts';
import { propertySchema } from '../../../shared/format/property-schema.ts';
import type { Language } from '../../../../generated/i18n/resources.ts';
import { translate } from '../i18n.ts';
import { heading, keyValues } from './pdf/blocks.ts';
import { createPdf } from './pdf/pdf-document.ts';
import { table } from './pdf/table.ts';
import { PRINT_TIME_ZONE } from './print-context.ts';

/** The list's title, the footer line and the applied filters (label, value), already translated. */
export type ListPdfTexts = { title: string; footer: string; filters: Array<[string, string]> };

/** Renders `rows` as the table of the operation's export screen; more than five columns turn the page to landscape. */
export async function listPdf(spec: OperationSchemas, rows: Array<Record<string, unknown>>, language: Language, texts: ListPdfTexts): Promise<Buffer> {
  const screen = spec.exportColumns;
  if (!screen) throw new Error('listPdf needs an operation with x-export');
  const t = (key: string) => translate(language, key);
  const schemas = screen.columns.map((column) => propertySchema(screen.entity, column.field));
  const pdf = createPdf({ language, title: texts.title, footer: texts.footer, landscape: screen.columns.length > 5 });
  heading(pdf, texts.title, 1);
  if (texts.filters.length) keyValues(pdf, texts.filters);
  const cells = rows.map((row) =>
    screen.columns.map((column, i) => shownText(row, column.field, schemas[i], column.format, { language, translate: t, timeZone: PRINT_TIME_ZONE })),
  );
  table(pdf, screen.columns.map((column) => ({ header: t(column.label) })), cells);
  return pdf.finish();
}
