import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { apiAs } from './support/api.ts';
import { signIn, text, useLanguage } from './support/portal.ts';

// Issue 19's leak, repeated: the ministry's staff types an internal note on a foreign entity; the
// entity's own user opens its page and sees neither the note nor the sections it sits in
// (spec/access/confidential.yaml), nor the mission's opinion, while the ministry's staff reads both.
const note = `Suspicions about the sources of funding — internal use only ${Date.now() % 100000}`;

test('the entity never sees the ministry’s internal note on its own page (ar); the staff does (en)', async ({ page, request }) => {
  await (await apiAs(request, 'staff')).patch('/foreign-entities/2/', { comment: note });
  await (await apiAs(request, 'mission')).patch('/foreign-entities/2/', { opinion: 'Visited in May' }); // the mission's own field

  await useLanguage(page, 'ar');
  await signIn(page, 'approved', '/portal/foreign_entity_view');
  await expect(page.getByRole('heading', { level: 1, name: 'جمعية الهلال الأخضر' })).toBeVisible(); // its Arabic name on an Arabic page
  await expect(page.getByText(note)).toHaveCount(0);
  await expect(page.getByText('Visited in May')).toHaveCount(0);
  await expect(page.getByRole('region', { name: text('ar', 'foreign_entity.sections.enquiries'), exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: text('ar', 'foreign_entity.sections.review'), exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: text('ar', 'foreign_entity.sections.contact'), exact: true })).toBeVisible();

  // The staff, in English (a page of its own: the first one keeps opening in Arabic).
  const staffPage = await page.context().newPage();
  await useLanguage(staffPage, 'en');
  await signIn(staffPage, 'staff', '/portal/submitted_form/2');
  await expect(staffPage.getByRole('region', { name: text('en', 'foreign_entity.sections.enquiries'), exact: true })).toContainText(note);
  await expect(staffPage.getByRole('region', { name: text('en', 'foreign_entity.sections.review'), exact: true })).toContainText('Visited in May');
});
