import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { act, fillRegistrationForm, loginLinkOf, registerEntity, sectionRow, submitNewEntity, shoot, signedIn, uploadSections, type NewEntity } from './support/foreign-entity.ts';
import { fixture, text } from './support/portal.ts';

// The foreign-entity journey in Arabic, one step per test on one entity: registration by the
// ministry, the entity's form through its link, the mission's review, approval, renewal,
// suspension and exclusion, then duplicates.
test.describe.configure({ mode: 'serial' });

const ar = 'ar' as const;
const entity: NewEntity = {
  name: 'Sunrise Relief Trust', name_ar: 'وقف شروق للإغاثة', email: 'sunrise@relief.example', mobile: '+962791112233',
  continent: 'آسيا', country: 'الأردن', city: 'Zarqa', mission: 'سفارة دولة الكويت في عمّان',
};
const PASSWORD = 'Sunrise&Aid2026';
let baseURL: string;
let staff: Page;
let id: number;
let link: string;

test.beforeAll(async ({ browser }, info) => {
  baseURL = String(info.project.use.baseURL);
  staff = await signedIn(browser, baseURL, ar, 'staff');
});

const openFile = (page: Page) => page.goto(`/portal/submitted_form/${id}`);
const tools = (page: Page) => page.getByRole('region', { name: text(ar, 'foreign_entity.tools.title') });

test('ministry staff registers an entity and sends it the link to its form', async () => {
  id = await registerEntity(staff, ar, entity);
  await expect(staff.getByRole('heading', { level: 1, name: entity.name_ar })).toBeVisible();
  await tools(staff).getByRole('button', { name: text(ar, 'foreign_entity.actions.resend_form') }).click();
  // The outcome is a status, or an alert with the server's message: a failure then says why.
  await expect(tools(staff).getByRole('status').or(tools(staff).getByRole('alert'))).toContainText(text(ar, 'foreign_entity.link.sent', { email: entity.email }));
  link = new URL(await tools(staff).getByLabel(text(ar, 'foreign_entity.link.address')).inputValue()).pathname;
  expect(link).toMatch(/^\/portal\/entity_form\/[0-9a-f-]{36}\/[\w-]+$/);
});

test('the entity fills the form through the link without an account, uploads its documents and submits', async ({ browser }) => {
  test.setTimeout(150_000); // the form, the uploads and four full-page screenshots
  const visitor = await signedIn(browser, baseURL, ar);
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: text(ar, 'foreign_entity.titles.entity_form') })).toBeVisible();
  await fillRegistrationForm(visitor, ar);

  // The contact data (the spec's form foreign_entity.contact) is corrected and saved through the link.
  const contact = visitor.getByRole('group', { name: text(ar, 'foreign_entity.sections.contact') });
  await contact.getByRole('textbox', { name: text(ar, 'foreign_entity.fields.custom_city_ar'), exact: true }).fill('عمّان');
  await visitor.getByRole('button', { name: text(ar, 'common.actions.save'), exact: true }).click();
  await expect(visitor.getByRole('status').filter({ hasText: text(ar, 'foreign_entity.link.contact_saved') })).toBeVisible();

  // A picture renamed .pdf passes the browser's check by name and is refused by its bytes, under the section.
  const statute = sectionRow(visitor, ar, 3);
  await statute.getByLabel(text(ar, 'foreign_entity.checklist.upload')).setInputFiles(fixture('picture-renamed.pdf'));
  await expect(statute.getByText(text(ar, 'errors.unsupported_file_extension'))).toBeVisible();

  const submit = visitor.getByRole('button', { name: text(ar, 'foreign_entity.actions.submit_form') });
  await expect(submit).toBeDisabled();
  await uploadSections(visitor, ar, [3, 4, 5, 6, 7, 8, 9, 10]);
  await expect(visitor.getByText(text(ar, 'foreign_entity.checklist.complete'))).toBeVisible();
  await shoot(visitor, 'foreign-entity-public-form', async (page, language) => {
    await expect(page.getByRole('heading', { level: 1, name: text(language, 'foreign_entity.titles.entity_form') })).toBeVisible();
  });
  await submit.click();
  await expect(visitor).toHaveURL(/\/portal\/entity_form\/submission-notification$/);
  await expect(visitor.getByText(text(ar, 'foreign_entity.link.submitted'))).toBeVisible();

  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: text(ar, 'foreign_entity.link.expired_title') })).toBeVisible();
  await visitor.context().close();
});

test('the diplomatic mission reviews a document and the registration, and never sees Modified or Archived', async ({ browser }) => {
  const mission = await signedIn(browser, baseURL, ar, 'mission');
  await openFile(mission);
  const row = sectionRow(mission, ar, 3);
  await row.getByLabel(text(ar, 'foreign_entity.checklist_remarks.status')).selectOption('verified');
  await row.getByRole('button', { name: text(ar, 'foreign_entity.checklist.save_review') }).click();
  await expect(row.getByText(text(ar, 'foreign_entity.review.verified'), { exact: true }).first()).toBeVisible();
  await act(mission, ar, 'dm_review', '6', 'زرنا الجهة وهي تعمل');
  const tabs = mission.getByRole('tablist', { name: text(ar, 'common.list.tabs') });
  await expect(tabs.getByRole('tab', { name: text(ar, 'workflows.foreign_entity.states.reviewed'), exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: text(ar, 'workflows.foreign_entity.states.modified'), exact: true })).toHaveCount(0);
  await expect(tabs.getByRole('tab', { name: text(ar, 'workflows.foreign_entity.states.archived'), exact: true })).toHaveCount(0);
  await expect(mission.getByRole('link', { name: entity.name })).toBeVisible();
  await mission.context().close();
});

test('the ministry approves and lands on the approved list; the file and the list look right', async () => {
  test.slow(); // eight full-page screenshots
  await openFile(staff);
  await act(staff, ar, 'approve', '2');
  await expect(staff.getByRole('link', { name: entity.name })).toBeVisible();
  await shoot(staff, 'foreign-entity-list', async (page) => {
    await expect(page.getByRole('link', { name: entity.name })).toBeVisible();
  });
  await openFile(staff);
  await shoot(staff, 'foreign-entity-file', async (page, language) => {
    await expect(page.getByRole('region', { name: text(language, 'foreign_entity.checklist.title') }).getByRole('link').first()).toBeVisible();
  });
});

test('the entity logs in with the e-mailed login, uploads its renewal certificates and asks to renew', async ({ browser, request }) => {
  test.setTimeout(90_000);
  await openFile(staff);
  await tools(staff).getByRole('button', { name: text(ar, 'foreign_entity.actions.resend_login') }).click();
  await expect(tools(staff).getByRole('status')).toContainText(text(ar, 'foreign_entity.link.login_sent', { email: entity.email }));

  const own = await signedIn(browser, baseURL, ar);
  await own.goto(await loginLinkOf(request, entity.email));
  await own.getByLabel(text(ar, 'auth.fields.new_password')).fill(PASSWORD);
  await own.getByLabel(text(ar, 'auth.fields.confirm_password')).fill(PASSWORD);
  await own.getByRole('button', { name: text(ar, 'auth.reset.submit') }).click();
  await expect(own.getByText(text(ar, 'auth.reset.done'))).toBeVisible();
  await own.goto('/portal/login');
  await own.getByLabel(text(ar, 'auth.fields.username')).fill(entity.email);
  await own.getByLabel(text(ar, 'auth.fields.password')).fill(PASSWORD);
  await own.getByRole('button', { name: text(ar, 'auth.login.submit') }).click();
  await expect(own).not.toHaveURL(/\/login/);

  await own.goto('/portal/foreign_entity_view');
  await expect(own).toHaveURL(new RegExp(`/portal/submitted_form/${id}$`));
  await own.getByRole('link', { name: text(ar, 'foreign_entity.actions.renewal') }).click();
  await expect(own).toHaveURL(new RegExp(`/portal/foreign_entity/${id}/renewal-certificate$`));
  await uploadSections(own, ar, [12, 13, 14, 15, 16]);
  await own.getByRole('button', { name: text(ar, 'workflows.foreign_entity.events.request_renewal') }).click();
  await expect(own).toHaveURL(/\/portal\/foreign_entity\/4$/);
  await own.context().close();
});

test('the ministry reads the renewal certificates, records its audit and approves the renewal', async () => {
  await openFile(staff);
  await staff.getByRole('link', { name: text(ar, 'foreign_entity.actions.view_renewal') }).click();
  await expect(sectionRow(staff, ar, 16).getByRole('link', { name: 'sample.pdf' })).toBeVisible();
  await staff.getByLabel(new RegExp(`^${text(ar, 'foreign_entity.audit.remarks')}`)).fill('الشهادات سليمة');
  await staff.getByRole('button', { name: text(ar, 'common.actions.save'), exact: true }).click();
  await expect(staff.getByText('الشهادات سليمة')).toBeVisible();
  await act(staff, ar, 'renew_to_approve', '2');
});

test('the ministry suspends the entity, re-approves it and excludes it from suspension', async () => {
  await openFile(staff);
  await act(staff, ar, 'suspend', '8', 'تأخر تقديم التقرير المالي');
  await openFile(staff);
  await act(staff, ar, 'reapprove', '2', 'قُدّم التقرير المالي');
  await openFile(staff);
  await act(staff, ar, 'exclude_from_suspension', '2', 'جهة شريكة في برنامج الإغاثة');
  await staff.goto('/portal/foreign_entity/fund_transfer_exclusions/all');
  await expect(staff.getByRole('link', { name: entity.name })).toBeVisible();
});

test('a second entity with the same six values is refused with the spec message', async () => {
  await submitNewEntity(staff, ar, { ...entity, name_ar: 'نسخة مكررة' });
  await expect(staff.getByRole('alert').getByText(text(ar, 'errors.duplicate_foreign_entity'))).toBeVisible();
  await expect(staff).toHaveURL(/\/portal\/foreign_entity\/new$/);
});

test('the super admin merges the seeded duplicates on the corrupted page', async ({ browser }) => {
  test.slow(); // four full-page screenshots
  const admin = await signedIn(browser, baseURL, ar, 'admin');
  await admin.goto('/portal/foreign_entity/corrupted/all');
  const group = admin.getByRole('region', { name: text(ar, 'foreign_entity.duplicates.group', { number: '1' }) });
  await expect(group.getByRole('row')).toHaveCount(3);
  await shoot(admin, 'foreign-entity-corrupted', async (page, language) => {
    await expect(page.getByRole('region', { name: text(language, 'foreign_entity.duplicates.group', { number: '1' }) })).toBeVisible();
  });
  await group.getByRole('button', { name: `${text(ar, 'foreign_entity.duplicates.merge')} – Al Huda Schools` }).first().click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByLabel(text(ar, 'foreign_entity.duplicates.keep_name'))).toHaveValue('Al Huda Schools');
  await dialog.getByLabel(text(ar, 'foreign_entity.duplicates.keep_name')).fill('Al Huda Schools Network');
  await dialog.getByLabel(text(ar, 'workflows.actions.comment')).fill('سجلان للجهة نفسها');
  await dialog.getByRole('button', { name: text(ar, 'workflows.actions.confirm') }).click();
  await expect(admin.getByRole('status')).toHaveText(text(ar, 'foreign_entity.duplicates.merged'));
  await expect(admin.getByText(text(ar, 'foreign_entity.duplicates.none'))).toBeVisible();
  await admin.goto('/portal/foreign_entity/all?search=Al%20Huda');
  await expect(admin.getByRole('link', { name: 'Al Huda Schools Network' })).toBeVisible();
  await admin.context().close();
});
