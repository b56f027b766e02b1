import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { screens } from '../../../generated/screens/references.ts';
import type { ListScreen } from '../../../src/portal/lib/screen-descriptors.ts';
import { i18n } from '../../../src/portal/lib/i18n.ts';
import { fillWorkbook } from '../../../src/shared/exports/list-workbook.ts';
import { exportQuery } from '../../../src/portal/runtime/lists/export-query.ts';

const list = screens.find((s) => s.kind === 'list') as ListScreen;
const rows = [
  { id: 1, title: 'Annual report', author: 'Audit', published_date: '2026-03-05', visible: true, views: 12, user_types: ['le'] },
  { id: 2, title: 'تقرير', author: 'مكتب', published_date: '2026-01-31', visible: false, views: 0, user_types: ['fe', 'dm'] },
];

async function roundTrip(language: 'ar' | 'en') {
  const translate = (key: string) => i18n.getFixedT(language)(key) as string;
  const workbook = new ExcelJS.Workbook();
  const progress: number[] = [];
  await fillWorkbook(workbook, list, rows, { language, translate, filters: [['Search', 'report']], texts: { sheet: 'Export', filters: 'Filters' } }, (f) => progress.push(f));
  const read = new ExcelJS.Workbook();
  await read.xlsx.load((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
  return { read, progress, translate };
}

describe('Excel export of a list', () => {
  it('has exactly the visible columns with translated headers, and the rows as shown', async () => {
    const { read, progress, translate } = await roundTrip('en');
    const sheet = read.getWorksheet('Export')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(list.columns.map((c) => translate(c.label)));
    expect(sheet.rowCount).toBe(3);
    const first = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(first[list.columns.findIndex((c) => c.field === 'title')]).toBe('Annual report');
    const dateIndex = list.columns.findIndex((c) => c.format === 'date');
    if (dateIndex >= 0) expect(first[dateIndex]).toBe('05/03/2026');
    expect(sheet.views[0]?.rightToLeft).toBeFalsy();
    expect(progress.at(-1)).toBe(1);
  });

  it('writes Arabic sheets right to left with Arabic headers, and lists the applied filters', async () => {
    const { read, translate } = await roundTrip('ar');
    const sheet = read.getWorksheet('Export')!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect((sheet.getRow(1).values as unknown[])[1]).toBe(translate(list.columns[0]!.label));
    expect(String((sheet.getRow(1).values as unknown[])[1])).toMatch(/[\u0600-\u06FF]/);
    expect((read.getWorksheet('Filters')!.getRow(1).values as unknown[]).slice(1)).toEqual(['Search', 'report']);
  });

  it('asks the API for every row: page 1 of 9999, or limit 9999 from offset 0', () => {
    expect(exportQuery(list, { page: 3, page_size: 10, search: 'x', ordering: '-id' })).toEqual({ search: 'x', ordering: '-id', page: 1, page_size: 9999 });
    expect(exportQuery({ ...list, paging: 'offset' }, { limit: 15, offset: 30, visible: 'true' })).toEqual({ visible: 'true', limit: 9999, offset: 0 });
  });
});
