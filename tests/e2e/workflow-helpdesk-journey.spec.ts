/**
 * Issue 16, the helpdesk as people use it: a Kuwaiti entity opens a ticket and copies someone on it;
 * ministry staff add a private follow-up and a dependency, hand the ticket to a colleague, and close
 * three tickets at once (in English, on a phone), a refused bulk step naming the ticket that blocks it.
 * Pictures for a reviewer: tests/artifacts/screenshots/helpdesk-*-<language>-<width>.png.
 */
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { apiAs } from './support/api.ts';
import { DEMO_PASSWORD, escapeRegExp, listRows, pick, signIn, text, useLanguage, type Language } from './support/portal.ts';

const folder = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
const shot = (page: Page, name: string, language: Language, width: number) =>
  page.screenshot({ path: join(folder, `helpdesk-${name}-${language}-${width}.png`), fullPage: true });
const region = (page: Page, language: Language, key: string) => page.getByRole('region', { name: text(language, key) });

test('a Kuwaiti entity opens a ticket with a CC; staff add a private follow-up and a dependency and assign it (ar)', async ({ page, request }) => {
  const suffix = String(Date.now() % 100000);
  const title = `تعذر رفع إيصال الإيداع ${suffix}`;
  const blocker = `ترقية خادم الملفات ${suffix}`;
  await (await apiAs(request, 'staff')).post('/corp/tickets/', { title: blocker, queue: 'technical', description: 'صيانة مجدولة', priority: 2 });

  await useLanguage(page, 'ar');
  await signIn(page, 'kuwaiti', '/portal/helpdesk/tickets/new');
  await page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(text('ar', 'helpdesk.fields.title'))}`) }).fill(title);
  await pick(page, text('ar', 'helpdesk.fields.queue'), 'استفسار عام', 'استفسار');
  // Normal until the reporter chooses another, as django-helpdesk opens a ticket; an empty select says so.
  const priority = page.getByRole('combobox', { name: text('ar', 'helpdesk.fields.priority') });
  await expect(priority.locator('option:checked')).toHaveText(text('ar', 'helpdesk.priorities.normal'));
  await expect(priority.locator('option').first()).toHaveText(text('ar', 'forms.widgets.choose'));
  await priority.selectOption({ label: text('ar', 'helpdesk.priorities.high') });
  await page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(text('ar', 'helpdesk.fields.description'))}`) }).fill('يظهر خطأ عند رفع الإيصال');
  await page.getByRole('button', { name: text('ar', 'common.actions.save'), exact: true }).click();
  await expect(page).toHaveURL(/\/helpdesk\/tickets\/preview\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);

  // The reporter copies the charity's board on it, with the right to add follow-ups.
  const cc = region(page, 'ar', 'helpdesk.panels.cc');
  await cc.getByRole('textbox', { name: text('ar', 'helpdesk.fields.cc_email') }).fill('board@example.org');
  await cc.getByRole('checkbox', { name: text('ar', 'helpdesk.fields.can_update') }).check();
  await cc.getByRole('button', { name: text('ar', 'helpdesk.actions.add_cc') }).click();
  await expect(cc.getByText('board@example.org')).toBeVisible();

  // Staff: a private follow-up, a dependency picked by title, the ticket handed to a colleague.
  await signIn(page, 'staff', `/portal/helpdesk/tickets/preview/${id}`);
  const followups = region(page, 'ar', 'helpdesk.panels.followups');
  await followups.getByRole('textbox', { name: text('ar', 'helpdesk.fields.comment') }).fill('نراجع سجل الخادم أولًا');
  await followups.getByRole('switch', { name: text('ar', 'helpdesk.panels.private') }).check();
  await followups.getByRole('button', { name: text('ar', 'helpdesk.actions.add_followup') }).click();
  await expect(followups.getByText('نراجع سجل الخادم أولًا')).toBeVisible();
  await expect(followups.getByText(text('ar', 'helpdesk.panels.private')).first()).toBeVisible();
  const dependencies = region(page, 'ar', 'helpdesk.panels.dependencies');
  const picker = dependencies.getByRole('combobox', { name: text('ar', 'helpdesk.fields.dependency') });
  await picker.click();
  await picker.fill(`خادم الملفات ${suffix}`);
  await page.getByRole('listbox').getByRole('option', { name: blocker }).click();
  await dependencies.getByRole('button', { name: text('ar', 'helpdesk.actions.add_dependency') }).click();
  await expect(dependencies.getByText(blocker)).toBeVisible();
  await shot(page, 'preview', 'ar', 1280);

  await page.getByRole('link', { name: text('ar', 'helpdesk.actions.edit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('ar', 'helpdesk.titles.edit') })).toBeVisible();
  await pick(page, text('ar', 'helpdesk.fields.assigned_to'), 'Fahad Al-Sabah', 'Fahad');
  await page.getByRole('textbox', { name: text('ar', 'helpdesk.fields.resolution') }).fill('ننتظر ترقية الخادم');
  await shot(page, 'edit', 'ar', 1280);
  await page.getByRole('button', { name: text('ar', 'common.actions.save'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/helpdesk/tickets/preview/${id}$`));
  await expect(page.getByTestId('feedback')).toBeVisible();
  await expect(page.getByRole('main').getByText('Fahad Al-Sabah')).toBeVisible();

  // The reporter never reads the private follow-up.
  await signIn(page, 'kuwaiti', `/portal/helpdesk/tickets/preview/${id}`);
  await expect(region(page, 'ar', 'helpdesk.panels.followups')).toBeVisible();
  await expect(page.getByText('نراجع سجل الخادم أولًا')).toHaveCount(0);
});

test('staff close three tickets at once on a phone (en); a bulk resolve blocked by a dependency names the ticket and changes nothing', async ({ page, request }) => {
  const reporter = await apiAs(request, 'kuwaiti');
  const staff = await apiAs(request, 'staff');
  const suffix = `batch-${Date.now() % 100000}`;
  const ids: number[] = [];
  for (const n of [1, 2, 3]) ids.push((await reporter.post('/corp/tickets/', { title: `Printer ${n} ${suffix}`, queue: 'general', description: 'Jammed', priority: 3 })).id);
  const blocker = (await staff.post('/corp/tickets/', { title: `Toner order ${suffix}`, queue: 'general', description: 'Waiting', priority: 3 })).id;
  const login = await request.post('/api/v1/login/', { data: { username: 'staff', password: DEMO_PASSWORD } });
  const headers = { authorization: `Token ${(await login.json()).token}` };
  expect((await request.put(`/api/v1/helpdesk/tickets/${ids[0]}/dependencies/`, { headers, data: { dependency_id: blocker } })).status()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'en');
  await signIn(page, 'staff', `/portal/helpdesk/tickets/all?search=Printer`);
  await expect(listRows(page)).not.toHaveCount(0);
  const cards = listRows(page).filter({ hasText: suffix });
  await expect(cards).toHaveCount(3);
  for (const n of [1, 2, 3]) await cards.filter({ hasText: `Printer ${n} ` }).getByRole('checkbox').check();
  const bar = region(page, 'en', 'common.bulk.region');
  await expect(bar.getByText(text('en', 'common.bulk.selected_other', { shown: '3' }))).toBeVisible();

  // Resolving refuses all three: the first depends on an open ticket.
  await bar.getByRole('button', { name: text('en', 'helpdesk.bulk.resolve') }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: new RegExp(text('en', 'workflows.actions.comment')) }).fill('Fixed the paper path');
  await dialog.getByRole('button', { name: text('en', 'workflows.actions.confirm') }).click();
  await expect(dialog.getByRole('alert').or(dialog.locator('.fui-MessageBar'))).toContainText(String(ids[0]));
  await dialog.getByRole('button', { name: text('en', 'workflows.actions.cancel') }).click();
  for (const id of ids) expect(((await staff.get(`/tickets/${id}`)) as { status: number }).status).toBe(1);

  // Closing them works: one request, a toast, the list asked again.
  await bar.getByRole('button', { name: text('en', 'helpdesk.bulk.close') }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Printer 1 ${suffix}`)).toBeVisible();
  await shot(page, 'bulk-close', 'en', 390);
  await dialog.getByRole('button', { name: text('en', 'workflows.actions.confirm') }).click();
  await expect(dialog.getByText(text('en', 'errors.comment_required'))).toBeVisible();
  await dialog.getByRole('textbox', { name: new RegExp(text('en', 'workflows.actions.comment')) }).fill('Duplicates of one printer fault');
  await dialog.getByRole('button', { name: text('en', 'workflows.actions.confirm') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('feedback')).toContainText(text('en', 'common.bulk.done_other', { shown: '3' }));
  await expect(cards.filter({ hasText: text('en', 'workflows.helpdesk_ticket.states.closed') })).toHaveCount(3);
  await expect(bar).toHaveCount(0);
  for (const id of ids) expect(((await staff.get(`/tickets/${id}`)) as { status: number }).status).toBe(4);
  await shot(page, 'list', 'en', 390);
});

test('a reporter has no bulk actions: no checkboxes on their list', async ({ page, request }) => {
  await (await apiAs(request, 'kuwaiti')).post('/corp/tickets/', { title: 'Own ticket', queue: 'general', description: 'x', priority: 3 });
  await useLanguage(page, 'ar');
  await signIn(page, 'kuwaiti', '/portal/helpdesk/tickets/all');
  await expect(listRows(page)).not.toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});
