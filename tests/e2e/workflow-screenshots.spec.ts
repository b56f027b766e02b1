import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { apiAs } from './support/api.ts';
import { listRows, listTabs, signIn, text, useLanguage } from './support/portal.ts';

// Pictures of the newly bound workflows for a reviewer: tests/artifacts/screenshots/<page>-<language>-<width>.png
const folder = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

for (const language of ['ar', 'en'] as const) {
  for (const width of [1280, 390]) {
    test(`workflow lists, a transfer with its OTP dialog and an awqaf request in ${language} at ${width} px`, async ({ page, request }) => {
      const staff = await apiAs(request, 'ftstaff');
      const { id } = await staff.post('/ft/fund-transfer/', { request_type: 'r', amount: 2750, deposit_receipt: `DR-${language}-${width}`, purpose: 'Orphan sponsorship', foreign_entity: 2, country: 'JO', mission: 1 });
      await staff.post(`/ft/fund-transfer/${id}/submit/`, { comment: 'Ready for approval' });
      const mission = await apiAs(request, 'mission');
      const awqaf = await mission.post('/aq/request/', { state_type: 9, first_name: 'Ahmad', last_name: 'Saleh', nationality: 'EG', email: 'ahmad@example.org', mobile: `+2010012345${language === 'ar' ? 6 : 7}${width === 1280 ? 0 : 1}`, passport_number: 'A1234567', place_of_work: 'Al-Azhar' });
      await (await apiAs(request, 'staff')).post(`/aq/request/${awqaf.id}/review/`, { comment: 'Documents complete' });

      await page.setViewportSize({ width, height: 900 });
      await useLanguage(page, language);
      await signIn(page, 'kuwaiti', '/portal/ft/requests/all');
      await expect(listRows(page).first()).toBeVisible();
      await page.screenshot({ path: join(folder, `ft-requests-${language}-${width}.png`), fullPage: true });
      await page.goto(`/portal/ft/request/${id}`);
      await page.getByRole('button', { name: text(language, 'workflows.fund_transfer.events.approve') }).click();
      await page.getByRole('dialog').getByRole('button', { name: text(language, 'workflows.actions.otp_send') }).click();
      await expect(page.getByRole('dialog').getByText(/\*+0004/)).toBeVisible();
      await page.screenshot({ path: join(folder, `ft-approve-otp-${language}-${width}.png`), fullPage: true });
      await page.getByRole('dialog').getByRole('button', { name: text(language, 'workflows.actions.cancel') }).click();

      await page.context().clearCookies();
      await signIn(page, 'staff', `/portal/awqaf/request/${awqaf.id}`);
      await expect(page.getByRole('region', { name: text(language, 'workflows.history.title') })).toBeVisible();
      await page.screenshot({ path: join(folder, `awqaf-request-${language}-${width}.png`), fullPage: true });
      await page.goto('/portal/helpdesk/tickets/all');
      await expect(listTabs(page, language)).toBeVisible();
      await page.screenshot({ path: join(folder, `helpdesk-tickets-${language}-${width}.png`), fullPage: true });
      await page.goto('/portal/support-request/new');
      await expect(page.getByLabel(text(language, 'support_request.fields.project_name'))).toBeVisible();
      await page.screenshot({ path: join(folder, `support-request-new-${language}-${width}.png`), fullPage: true });
    });
  }
}
