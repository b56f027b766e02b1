import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { signIn, text, useLanguage, type Language } from './support/portal.ts';

// The seeded foreign entity «مؤسسة الأمل للإغاثة» (Al Amal Relief Foundation).
const ENTITY = { ar: 'مؤسسة الأمل للإغاثة', en: 'Al Amal Relief Foundation' };

/** The group of hits of one kind, by its heading. */
const group = (page: Page, language: Language, kind: string) => page.getByRole('region', { name: text(language, `search.kinds.${kind}`) });

test('global search in Arabic finds an entity typed with other alif and ta marbuta forms, from the header', async ({ page }) => {
  await useLanguage(page, 'ar');
  await signIn(page, 'staff');
  // Plain alif for أ and ه for ة, as people often type them.
  const header = page.getByRole('banner').getByRole('search', { name: text('ar', 'shell.search.label') });
  await header.getByRole('searchbox').fill('مؤسسه الامل');
  await header.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/portal\/search\?q=/);
  await expect(page.getByRole('heading', { level: 1, name: text('ar', 'shell.titles.search') })).toBeVisible();
  const entities = group(page, 'ar', 'foreign_entity');
  await expect(entities.getByRole('link', { name: ENTITY.ar })).toBeVisible();

  // The page's own box: hamza forms and diacritics find the same record.
  const box = page.getByRole('main').getByRole('searchbox');
  await box.fill('مُؤَسَّسَة الأَمَل');
  await page.getByRole('main').getByRole('button', { name: text('ar', 'search.submit') }).click();
  await expect(page).toHaveURL(/q=%D9%85%D9%8F/);
  await entities.getByRole('link', { name: ENTITY.ar }).click();
  await expect(page).toHaveURL(/\/portal\/submitted_form\/\d+$/);
});

test('global search in English: names in English, numbers and e-mails, and a translated empty state', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'staff', `/portal/search?q=${encodeURIComponent('al amal')}`);
  const entities = group(page, 'en', 'foreign_entity');
  await expect(entities.getByRole('link', { name: ENTITY.en })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/result/);

  await page.goto(`/portal/search?q=${encodeURIComponent('FOREIGN@portal.example')}`);
  await expect(entities.getByRole('link', { name: ENTITY.en })).toBeVisible();

  // Every seeded entity's e-mail ends in .example: more than a group shows, so it links to all of them.
  await page.goto(`/portal/search?q=example`);
  await entities.getByRole('link', { name: text('en', 'search.more', { kind: text('en', 'search.kinds.foreign_entity') }) }).click();
  await expect(page).toHaveURL(/kind=foreign-entity/);
  await expect(entities.getByRole('listitem')).toHaveCount(8);
  await expect(page.getByRole('link', { name: text('en', 'search.all_kinds') })).toBeVisible();

  const nothing = 'zqxv nowhere';
  await page.goto(`/portal/search?q=${encodeURIComponent(nothing)}`);
  await expect(page.getByText(text('en', 'search.empty', { q: nothing }))).toBeVisible();
  await page.goto('/portal/search?q=a');
  await expect(page.getByText(text('en', 'search.too_short'))).toBeVisible();
});

test('a Kuwaiti entity finds no foreign entity: it may not list them', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'kuwaiti', `/portal/search?q=${encodeURIComponent('al amal')}`);
  await expect(page.getByText(text('en', 'search.empty', { q: 'al amal' }))).toBeVisible();
  await expect(group(page, 'en', 'foreign_entity')).toHaveCount(0);
});

// Pictures for a reviewer (SCREENSHOTS=1): tests/artifacts/screenshots/search-<language>-<width>.png
const folder = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
for (const language of ['ar', 'en'] as const) {
  for (const width of [1280, 390]) {
    test(`search page pictures in ${language} at ${width} px`, async ({ page }) => {
      test.skip(process.env.SCREENSHOTS !== '1', 'pictures only with SCREENSHOTS=1');
      await page.setViewportSize({ width, height: 900 });
      await useLanguage(page, language);
      await signIn(page, 'admin', `/portal/search?q=${encodeURIComponent(language === 'ar' ? 'الخيريه' : 'society')}`);
      await expect(page.getByRole('status')).toBeVisible();
      await page.screenshot({ path: join(folder, `search-${language}-${width}.png`), fullPage: true });
    });
  }
}
