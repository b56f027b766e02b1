import { expect, type Page } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { formatDate } from '../../src/shared/format/format-date.ts';
import { typeDate } from './support/date-picker.ts';
import { shoot } from './support/foreign-entity.ts';
import { combobox, escapeRegExp, pick, signIn, startIn, text, type Language } from './support/portal.ts';
import { test } from './support/test.ts';

// Issue 19 item 2: references are picked by name and shown by name, in Arabic and English; a list
// of objects (travellers) is a table. Screenshots at 1280 and 390 px with SCREENSHOTS=1.

const greenCrescent = { ar: 'جمعية الهلال الأخضر', en: 'Green Crescent Society' };
const amman = { ar: 'سفارة دولة الكويت في عمّان', en: 'Embassy of the State of Kuwait in Amman' };
const charityLicence = { ar: 'جمعية خيرية', en: 'Charity' };

/** The value shown beside a label on a record's page. */
const valueOf = (page: Page, language: Language, key: string) =>
  page.locator('dt', { hasText: new RegExp(`^${escapeRegExp(text(language, key))}$`) }).locator('xpath=following-sibling::dd[1]');

test('a fund transfer picks its foreign entity, country and mission by name and shows them by name', async ({ page }) => {
  const en = (key: string) => text('en', key);
  await startIn(page, 'en');
  await signIn(page, 'ftstaff', '/portal/ft/new/r/1');
  await page.getByLabel(new RegExp(`^${escapeRegExp(en('fund_transfer.fields.amount'))}`)).fill('300.500');
  await page.getByRole('textbox', { name: en('fund_transfer.fields.deposit_receipt'), exact: true }).fill(`DR-NAMES-${Date.now()}`);
  await page.getByRole('textbox', { name: en('fund_transfer.fields.purpose'), exact: true }).fill('School books');
  await pick(page, en('fund_transfer.fields.foreign_entity'), greenCrescent.en, 'Green');
  await pick(page, en('fund_transfer.fields.country'), 'Iraq');
  await pick(page, en('fund_transfer.fields.mission'), amman.en, 'Amman');
  // The bank is text as on the receipt, offered from the registry's names.
  await pick(page, en('fund_transfer.fields.kuwaiti_bank'), 'National Bank of Kuwait', 'National Bank');
  await page.getByRole('button', { name: en('common.actions.save'), exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/ft\/preview\/\d+$/);
  await shoot(page, 'names-fund-transfer', async (p, language) => {
    await expect(valueOf(p, language, 'fund_transfer.fields.foreign_entity')).toHaveText(greenCrescent[language]);
    await expect(valueOf(p, language, 'fund_transfer.fields.mission')).toHaveText(amman[language]);
    await expect(valueOf(p, language, 'fund_transfer.fields.country')).toHaveText(language === 'ar' ? 'العراق' : 'Iraq');
    await expect(valueOf(p, language, 'fund_transfer.fields.kuwaiti_bank')).toHaveText('National Bank of Kuwait');
  });
  await expect(valueOf(page, 'en', 'fund_transfer.fields.foreign_entity')).toHaveText(greenCrescent.en);
});

test('a registration picks its mission and licence type by name; the entity\'s page names them (ar)', async ({ page }) => {
  const ar = (key: string) => text('ar', key);
  const suffix = Date.now() % 100000;
  await startIn(page, 'ar');
  await signIn(page, 'staff', '/portal/foreign_entity/new');
  const field = (name: string) => page.getByRole('textbox', { name: ar(`foreign_entity.fields.${name}`), exact: true });
  await field('name').fill(`Names Relief ${suffix}`);
  await field('name_en').fill(`Names Relief ${suffix}`);
  await field('name_ar').fill(`إغاثة الأسماء ${suffix}`);
  await field('email').fill(`names${suffix}@relief.example`);
  await field('mobile').fill(`+9627912${String(suffix).padStart(5, '0')}`);
  await pick(page, ar('foreign_entity.fields.license_type'), charityLicence.ar, 'خيري');
  await pick(page, ar('foreign_entity.fields.continent'), 'آسيا');
  await pick(page, ar('foreign_entity.fields.country'), 'الأردن');
  await field('custom_city_en').fill('Amman');
  await pick(page, ar('foreign_entity.fields.mission'), amman.ar, 'عمّان');
  await page.getByRole('button', { name: ar('common.actions.save') }).click();
  await expect(page).toHaveURL(/\/portal\/submitted_form\/\d+$/);
  await shoot(page, 'names-foreign-entity', async (p, language) => {
    await expect(valueOf(p, language, 'foreign_entity.fields.mission')).toHaveText(amman[language]);
    await expect(valueOf(p, language, 'foreign_entity.fields.license_type')).toHaveText(charityLicence[language]);
    await expect(valueOf(p, language, 'foreign_entity.fields.country')).toHaveText(language === 'ar' ? 'الأردن' : 'Jordan');
  });
  await expect(valueOf(page, 'ar', 'foreign_entity.fields.license_type')).toHaveText(charityLicence.ar);
});

test('a safe-travel notification picks countries by name and shows its travellers as a table', async ({ page }) => {
  const en = (key: string) => text('en', key);
  await startIn(page, 'en');
  await signIn(page, 'kuwaiti', '/portal/safe_travel/apply');
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const label = (key: string) => page.getByLabel(new RegExp(`^${escapeRegExp(en(`safe_travel.fields.${key}`))}\\s*\\*?$`));
  await pick(page, en('safe_travel.fields.continent'), 'Asia');
  await pick(page, en('safe_travel.fields.travel_country'), 'Jordan');
  await typeDate(label('departure_date'), 'en', day(10));
  await typeDate(label('return_date'), 'en', day(20));
  await page.getByLabel(en('safe_travel.fields.purpose')).fill('Relief visit');
  await page.getByRole('button', { name: en('common.form.add_item') }).first().click();
  await page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(en('safe_travel.fields.traveller_name'))}`) }).fill('Ali Hasan');
  await page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(en('safe_travel.fields.passport_number'))}`) }).fill('P1234567');
  await typeDate(label('passport_issue_date'), 'en', '2022-03-01');
  await typeDate(label('passport_expiry_date'), 'en', day(5 * 365));
  await pick(page, en('safe_travel.fields.nationality'), 'Egypt');
  await typeDate(label('birth_date'), 'en', '1985-06-15');
  await label('coordinator_name').fill('Fahad Al-Sabah');
  await label('coordinator_phone').fill('55123456');
  await label('emergency_contact').fill('Maha Al-Sabah');
  await label('emergency_phone').fill('99887766');
  await page.getByRole('button', { name: en('common.actions.save') }).click();
  await expect(page).toHaveURL(/\/portal\/safe_travel\/item\/\d+$/);
  await shoot(page, 'names-safe-travel', async (p, language) => {
    const labels = ['traveller_name', 'passport_number', 'passport_issue_date', 'passport_expiry_date', 'nationality', 'birth_date', 'birth_place'].map((key) => text(language, `safe_travel.fields.${key}`));
    const shownDay = (value: string) => formatDate(value, language);
    const values = ['Ali Hasan', 'P1234567', shownDay('2022-03-01'), shownDay(day(5 * 365)), language === 'ar' ? 'مصر' : 'Egypt', shownDay('1985-06-15'), ''];
    if ((p.viewportSize()?.width ?? 1280) > 991) {
      const travellers = p.getByRole('table', { name: text(language, 'safe_travel.fields.travellers') });
      await expect(travellers.getByRole('columnheader')).toHaveText(labels);
      await expect(travellers.getByRole('row').nth(1).getByRole('cell')).toHaveText(values);
    } else {
      // A phone: one card per traveller, each field a label and its value.
      const traveller = p.getByRole('list', { name: text(language, 'safe_travel.fields.travellers') }).getByRole('listitem');
      await expect(traveller).toHaveCount(1);
      await expect(traveller.getByRole('term')).toHaveText(labels);
      await expect(traveller.getByRole('definition')).toHaveText(values);
    }
    await expect(p.getByText('[object Object]')).toHaveCount(0);
  });
  await expect(page.getByRole('table', { name: en('safe_travel.fields.travellers') }).getByRole('cell', { name: 'Egypt' })).toBeVisible();
  await expect(combobox(page, en('safe_travel.fields.nationality'))).toHaveCount(0);
});

test('a mission\'s country, province and city show by name in both languages', async ({ page, request }) => {
  const staff = await apiAs(request, 'staff');
  const provinces = (await staff.get('/provinces/?country=KW')) as { results: Array<{ id: number; name_en: string; name_ar: string }> };
  const province = provinces.results[0]!;
  const cities = (await staff.get(`/cities/?province=${province.id}`)) as { results: Array<{ id: number; name_en: string; name_ar: string }> };
  const city = cities.results[0]!;
  const suffix = Date.now() % 100000;
  const { id } = await staff.post('/diplomatic-mission/', {
    type: 'general', name: `قنصلية الأسماء ${suffix}`, name_ar: `قنصلية الأسماء ${suffix}`, name_en: `Names consulate ${suffix}`,
    email: `names${suffix}@mofa.example`, continent: 'AS', country: 'KW', province: province.id, city: city.id,
  });
  await startIn(page, 'ar');
  await signIn(page, 'staff', `/portal/diplomatic-mission/${id}`);
  await shoot(page, 'names-mission', async (p, language) => {
    await expect(valueOf(p, language, 'mission.fields.country')).toHaveText(language === 'ar' ? 'الكويت' : 'Kuwait');
    await expect(valueOf(p, language, 'mission.fields.continent')).toHaveText(text(language, 'lookups.continents.AS'));
    await expect(valueOf(p, language, 'mission.fields.province')).toHaveText(province[language === 'ar' ? 'name_ar' : 'name_en']);
    await expect(valueOf(p, language, 'mission.fields.city')).toHaveText(city[language === 'ar' ? 'name_ar' : 'name_en']);
  });
  await expect(valueOf(page, 'ar', 'mission.fields.province')).toHaveText(province.name_ar);
});
