import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { DEMO_PASSWORD, signIn, text, useLanguage } from './support/portal.ts';
import { safeTravelBody } from '../api/safe-travel-example.ts';

test('a Kuwaiti entity sees only the actions its role may take on its notification, and cancels it', async ({ page }) => {
  // Filed through the API (tests/e2e/workflow-safe-travel-journey.spec.ts fills the form).
  const login = await page.request.post('/api/v1/login/', { data: { username: 'kuwaiti', password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { token: string }).token;
  const created = await page.request.post('/api/v1/safe-travel/', { headers: { authorization: `Token ${token}` }, data: safeTravelBody() });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.context().clearCookies();
  await useLanguage(page, 'en');
  await signIn(page, 'kuwaiti', `/portal/safe_travel/item/${id}`);
  await expect(page).toHaveURL(/\/portal\/safe_travel\/item\/\d+$/);

  const actions = page.getByRole('toolbar', { name: text('en', 'workflows.actions.title') });
  await expect(actions.getByRole('button')).toHaveText([text('en', 'workflows.safe_travel.events.cancel')]);
  await actions.getByRole('button', { name: text('en', 'workflows.safe_travel.events.cancel') }).click();
  await page.getByRole('button', { name: text('en', 'workflows.actions.confirm') }).click();

  await expect(page.getByText(text('en', 'workflows.safe_travel.states.cancelled')).first()).toBeVisible();
  await expect(actions).toHaveCount(0);
  const history = page.getByRole('region', { name: text('en', 'workflows.history.title') });
  await expect(history.getByRole('cell', { name: text('en', 'workflows.safe_travel.events.cancel'), exact: true })).toBeVisible();
});

test('ministry staff sends remarks in Arabic: the comment is required, then the state and history change', async ({ page }) => {
  const login = await page.request.post('/api/v1/login/', { data: { username: 'kuwaiti', password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { token: string }).token;
  const created = await page.request.post('/api/v1/safe-travel/', {
    headers: { authorization: `Token ${token}` },
    data: safeTravelBody({ travel_country: 'OM', purpose: 'Field visit' }),
  });
  const { id } = (await created.json()) as { id: number };
  await page.context().clearCookies();

  await useLanguage(page, 'ar');
  await signIn(page, 'staff', `/portal/safe_travel/item/${id}`);
  const actions = page.getByRole('toolbar', { name: text('ar', 'workflows.actions.title') });
  await expect(actions.getByRole('button')).toHaveText(['accept', 'reject', 'remark'].map((e) => text('ar', `workflows.safe_travel.events.${e}`)));

  await actions.getByRole('button', { name: text('ar', 'workflows.safe_travel.events.remark') }).click();
  await page.getByRole('button', { name: text('ar', 'workflows.actions.confirm') }).click();
  await expect(page.getByText(text('ar', 'errors.comment_required'))).toBeVisible();
  await page.getByLabel(text('ar', 'workflows.actions.comment')).fill('يرجى إضافة بيانات الفندق');
  await page.getByRole('button', { name: text('ar', 'workflows.actions.confirm') }).click();

  await expect(actions.getByRole('button')).toHaveText([text('ar', 'workflows.safe_travel.events.reject')]);
  const history = page.getByRole('region', { name: text('ar', 'workflows.history.title') });
  await expect(history.getByRole('cell', { name: 'يرجى إضافة بيانات الفندق' })).toBeVisible();
});
