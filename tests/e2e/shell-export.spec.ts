import ExcelJS from 'exceljs';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { seriousViolations } from './support/axe.ts';
import { signIn, text, useLanguage } from './support/portal.ts';

for (const language of ['ar', 'en'] as const) {
  test(`Excel export of the references list in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await useLanguage(page, language);
    await signIn(page, 'staff', '/portal/references/published?page_size=10');
    // Record rows only (they carry aria-rowindex), once the list is no longer loading: the
    // loading row is a <tr> too, and counting it made this test flaky on a busy machine.
    const rows = page.locator('table[aria-busy="false"] tbody tr[aria-rowindex]');
    await expect(rows.first()).toBeVisible();
    const headers = await page.locator('table thead th').allInnerTexts();
    const visibleRows = await rows.count();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text(language, 'shell.export.button') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.worksheets[0]!;
    // Same columns and headers as on screen, every published row, right to left in Arabic.
    expect((sheet.getRow(1).values as unknown[]).slice(1).map(String)).toEqual(headers.map((h) => h.trim()));
    expect(sheet.rowCount - 1).toBe(visibleRows);
    expect(Boolean(sheet.views[0]?.rightToLeft)).toBe(language === 'ar');
    const filters = workbook.worksheets[1]!;
    expect((filters.getRow(1).values as unknown[]).slice(1)).toEqual([text(language, 'common.list.tabs'), text(language, 'references.tabs.published')]);
    await expect(page.getByRole('button', { name: text(language, 'shell.export.button') })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
