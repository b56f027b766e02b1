import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { act, fillRegistrationForm, registerEntity, sectionRow, submitNewEntity, signedIn, uploadSections, type NewEntity } from './support/foreign-entity.ts';
import { fixture, text } from './support/portal.ts';

// The journey's key steps in English (the Arabic spec walks all of it): registration and link,
// the entity's form with a refused file, review and approval, suspension and exclusion, a
// duplicate refused, and the dashboard cards.
test.describe.configure({ mode: 'serial' });

const en = 'en' as const;
const entity: NewEntity = {
  name: 'Riverbank Water Aid', name_ar: 'مياه ضفة النهر', email: 'office@riverbank.example', mobile: '+221771112233',
  continent: 'Africa', country: 'Senegal', city: 'Dakar', mission: 'Embassy of the State of Kuwait in Amman',
};
let baseURL: string;
let staff: Page;
let id: number;
let link: string;

test.beforeAll(async ({ browser }, info) => {
  baseURL = String(info.project.use.baseURL);
  staff = await signedIn(browser, baseURL, en, 'staff');
});

const openFile = () => staff.goto(`/portal/submitted_form/${id}`);

test('staff registers an entity and creates the link to its form', async () => {
  id = await registerEntity(staff, en, entity);
  const tools = staff.getByRole('region', { name: text(en, 'foreign_entity.tools.title') });
  await tools.getByRole('button', { name: text(en, 'foreign_entity.actions.generate_url') }).click();
  await expect(tools.getByRole('status')).toContainText(text(en, 'foreign_entity.link.created'));
  link = new URL(await tools.getByLabel(text(en, 'foreign_entity.link.address')).inputValue()).pathname;
});

test('the entity fills the form, a renamed picture is refused under its section, and the submitted link expires', async ({ browser }) => {
  test.setTimeout(120_000);
  const visitor = await signedIn(browser, baseURL, en);
  await visitor.goto(link);
  await fillRegistrationForm(visitor, en);
  const row = sectionRow(visitor, en, 4);
  await row.getByLabel(text(en, 'foreign_entity.checklist.upload')).setInputFiles(fixture('picture-renamed.pdf'));
  await expect(row.getByText('Unsupported file extension')).toBeVisible();
  await uploadSections(visitor, en, [3, 4, 5, 6, 7, 8, 9, 10]);
  await visitor.getByRole('button', { name: text(en, 'foreign_entity.actions.submit_form') }).click();
  await expect(visitor.getByText(text(en, 'foreign_entity.link.submitted'))).toBeVisible();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Link Expired' })).toBeVisible();
  await visitor.context().close();
});

test('the ministry reviews and approves, then suspends and re-approves the entity and excludes it from suspension', async () => {
  await openFile();
  await act(staff, en, 'review', '6');
  await openFile();
  await act(staff, en, 'approve', '2');
  await openFile();
  await act(staff, en, 'suspend', '8', 'Annual report overdue');
  await openFile();
  await act(staff, en, 'reapprove', '2', 'Report received');
  await openFile();
  await act(staff, en, 'exclude_from_suspension', '2', 'Partner of the relief programme');
  await openFile();
  const identity = staff.getByRole('region', { name: text(en, 'foreign_entity.sections.identity') });
  const excluded = identity.locator('dt', { hasText: text(en, 'workflows.foreign_entity.flags.excluded_from_suspension') }).locator('+ dd');
  await expect(excluded).toHaveText(text(en, 'common.yes'));
});

test('a second entity with the same six values is refused with the spec message', async () => {
  await submitNewEntity(staff, en, { ...entity, name_ar: 'نسخة' });
  await expect(staff.getByRole('alert').getByText('As per our record a recent Foreign Entity with all 6 same information is already created or in-progress')).toBeVisible();
  await expect(staff).toHaveURL(/\/portal\/foreign_entity\/new$/);
});

test('an approved entity asks to modify its data from its file; the ministry accepts and sees its requests', async ({ browser }) => {
  const approved = await signedIn(browser, baseURL, en, 'approved');
  await approved.goto('/portal/foreign_entity_view');
  await approved.getByRole('link', { name: text(en, 'foreign_entity.actions.request_modify') }).click();
  await expect(approved).toHaveURL(/\/portal\/request_to_modify\/2$/);
  await expect(approved.getByRole('textbox', { name: text(en, 'foreign_entity.fields.name'), exact: true })).toHaveValue('Green Crescent Society');
  await approved.getByRole('textbox', { name: text(en, 'foreign_entity.fields.name'), exact: true }).fill('Green Crescent Relief Society');
  await approved.getByRole('textbox', { name: text(en, 'foreign_entity.modify.reason') }).fill('The general assembly renamed the society');
  await approved.getByRole('button', { name: text(en, 'common.actions.save') }).click();
  await expect(approved).toHaveURL(/\/portal\/modify_request\/\d+$/);
  const request = approved.url().replace(/^.*\/portal/, '/portal');
  await approved.goto('/portal/submitted_form/2');
  await expect(approved.getByRole('region', { name: text(en, 'foreign_entity.sections.identity') }).getByText(text(en, 'workflows.foreign_entity.states.modified'))).toBeVisible();
  await expect(approved.getByRole('link', { name: text(en, 'foreign_entity.actions.request_modify') })).toHaveCount(0);
  await approved.context().close();

  await staff.goto(request);
  await act(staff, en, 'accept', 'modify_requests/2', undefined, 'modify_request');
  await expect(staff.getByRole('cell', { name: text(en, 'foreign_entity.modify.states.accepted') })).toBeVisible();
  await staff.goto('/portal/submitted_form/2');
  await expect(staff.getByRole('heading', { level: 1, name: 'Green Crescent Relief Society' })).toBeVisible();
});

test('the dashboard cards count foreign entities by status and open the matching list', async () => {
  await staff.goto('/portal/dashboard');
  const cards = staff.getByTestId('figure-cards');
  await cards.getByRole('link', { name: new RegExp(text(en, 'foreign_entity.cards.approved')) }).click();
  await expect(staff).toHaveURL(/\/portal\/foreign_entity\/2$/);
  await expect(staff.getByRole('link', { name: entity.name })).toBeVisible();
});

test('the approved list prints as a PDF opened with a link token, never the session token', async () => {
  await staff.goto('/portal/foreign_entity/2');
  const pdf = staff.context().waitForEvent('response', (response) => response.url().includes('/export-pdf/'));
  await staff.getByRole('button', { name: text(en, 'shell.export.pdf') }).click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const url = new URL(response.url());
  expect(url.pathname).toBe('/api/v1/foreign-entities/export-pdf/');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ status: '2', lang: 'en' });
  expect(url.searchParams.get('auth_token')).toBeTruthy();
  for (const page of staff.context().pages()) if (page !== staff) await page.close();
});
