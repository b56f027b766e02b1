/**
 * `export=1` on a list operation with `x-export`: the rows of page 1 at 9999 per page as an Excel
 * workbook with exactly the export screen's columns, headers and values in the caller's language,
 * right to left in Arabic — the same sheet the portal builds (src/shared/exports/list-workbook.ts).
 */
import type { FastifyReply } from 'fastify';
import type { OperationSchemas } from '../../../shared/operation-schemas.ts';
import type { ListScreen } from '../../../shared/spec-model.ts';
import { fillWorkbook } from '../../../shared/exports/list-workbook.ts';
import type { Language } from '../../../../generated/i18n/resources.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import { translate } from '../i18n.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Is this list call an export? Then it reads page 1 of 9999. */
export const wantsExport = (spec: OperationSchemas, query: Record<string, unknown>): boolean => spec.exportColumns !== undefined && Number(query.export) === 1;

/** Sends `rows` as the workbook of the operation's export screen. */
export async function replyWithWorkbook(reply: FastifyReply, spec: OperationSchemas, rows: Array<Record<string, unknown>>, language: Language, fileName: string): Promise<FastifyReply> {
  // exceljs is CommonJS: Node's import() puts it under `default` (bundlers and vitest also flatten it).
  const { default: exceljs } = await import('exceljs');
  const { Workbook } = exceljs;
  const workbook = new Workbook();
  const screen = { ...spec.exportColumns! } as unknown as ListScreen;
  const t = (key: string) => translate(language, key);
  await fillWorkbook(workbook, screen, rows, { language, translate: t, filters: [], texts: { sheet: t('shell.export.sheet'), filters: t('shell.export.filters') } });
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', contentDisposition(`${fileName}.xlsx`))
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}
