import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { apiAs } from './support/api.ts';
import { shoot } from './support/foreign-entity.ts';
import { escapeRegExp, fixture, pick, signIn, startIn, text, type Language } from './support/portal.ts';

// An awqaf nominee request's whole way (issue 17): a mission files it in Arabic from the module's start page
// through steps 1-2 (the person; the place and the work), the submission notification, step 3 (its documents,
// two through the page, the rest through the API) and step 4 (the preview), then adds a remark; the ministry
// (in English) reviews it on the administrative section, remarks for the ministries only and pre-approves it;
// the awqaf ministry (Arabic) reads both remarks, adds its own and hires the nominee from the hire-reject page.
// The mission never sees the ministries' remark. With SCREENSHOTS=1 each new screen is pictured in both
// languages at 1280 and 390 px. Each test goes on from what the one before left.
test.describe.configure({ mode: 'serial' });

const suffix = String(Date.now() % 10000).padStart(4, '0');
const mobile = `6${suffix}123`; // a Kuwaiti mobile no other request uses
let id = 0;

const label = (language: Language, key: string) => new RegExp(`^${escapeRegExp(text(language, key))}`);
/** The request's heading: the nominee's name as written (Arabic letters on both pages). */
const name = (_language: Language) => 'عبد الرحمن الحسيني';
const region = (page: Page, language: Language, key: string) => page.getByRole('region', { name: text(language, key) });
/** The step of the request the page shows (the numbered steps above it). */
const currentStep = (page: Page) => page.locator('li[aria-current="step"]');
/** The request's page has drawn its panels (remarks, documents) and its history. */
async function panelsShown(page: Page, language: Language, keys: string[]): Promise<void> {
  for (const key of [...keys, 'workflows.history.title']) await expect(region(page, language, key)).toBeVisible();
  await expect(page.getByText(text(language, 'common.loading'))).toHaveCount(0);
}
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);

/** Adds a document of `type` through step 3's form, back on step 3. */
async function addDocument(page: Page, language: Language, type: number, file: Parameters<Page['setInputFiles']>[1], name: string): Promise<void> {
  await page.getByRole('link', { name: text(language, 'awqaf.documents.add') }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/awqaf/request/${id}/documents/new$`));
  if (type === 0) {
    await shoot(page, 'awqaf-document-new', async (p, l) => {
      await expect(p.getByLabel(label(l, 'awqaf.documents.attachment_type'))).toBeVisible();
    });
  }
  await page.getByLabel(label(language, 'awqaf.documents.attachment_type')).selectOption({ label: text(language, `awqaf.documents.types.${type}`) });
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByRole('button', { name: text(language, 'common.actions.save'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/awqaf/request/${id}/documents$`));
}

/** Takes a workflow step of the open request from its action bar, confirming its dialog with a comment. */
async function step(page: Page, language: Language, event: string, comment: string): Promise<void> {
  await page.getByRole('button', { name: text(language, `workflows.awqaf.events.${event}`) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: new RegExp(escapeRegExp(text(language, 'workflows.actions.comment'))) }).fill(comment);
  await dialog.getByRole('button', { name: text(language, 'workflows.actions.confirm') }).click();
  await expect(dialog).toBeHidden();
}

/** Adds a remark through its form (for the ministries only when `ministries`), ending at the remark notification. */
async function remark(page: Page, language: Language, comment: string, ministries = false): Promise<void> {
  await region(page, language, 'awqaf.comments.title').getByRole('link', { name: text(language, 'awqaf.comments.add') }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/awqaf/request/${id}/comment$`));
  if (!ministries && language === 'ar') {
    await shoot(page, 'awqaf-comment', async (p, l) => {
      await expect(p.getByLabel(label(l, 'awqaf.comments.comment'))).toBeVisible();
    });
  }
  await page.getByLabel(label(language, 'awqaf.comments.comment')).fill(comment);
  if (ministries) await page.getByRole('radio', { name: text(language, 'awqaf.comments.audiences.ministries') }).check();
  await page.getByRole('button', { name: text(language, 'common.actions.save'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/awqaf/submission-notification/remark\\?id=${id}$`));
  await expect(page.getByRole('status').getByText(text(language, 'awqaf.notices.remark_body'))).toBeVisible();
}

test('a mission files a nominee request through steps 1 to 4 with its documents and a remark (ar)', async ({ page, request }) => {
  const ar = (key: string) => text('ar', key);
  await startIn(page, 'ar');
  await signIn(page, 'mission', '/portal/awqaf/index');
  await shoot(page, 'awqaf-index', async (p, language) => {
    await expect(p.getByRole('heading', { level: 1, name: text(language, 'awqaf.titles.index') })).toBeVisible();
  });
  await page.getByRole('link', { name: ar('awqaf.actions.new_nominee') }).click();
  await expect(page).toHaveURL(/\/portal\/awqaf\/new\/nominee$/);
  await shoot(page, 'awqaf-new-nominee', async (p, language) => {
    await expect(p.getByLabel(label(language, 'awqaf.fields.first_name'))).toBeVisible();
  });

  // Steps 1 and 2: the person, then the place and the work.
  await page.getByLabel(label('ar', 'awqaf.fields.first_name')).fill('عبد الرحمن');
  await page.getByLabel(label('ar', 'awqaf.fields.last_name')).fill('الحسيني');
  await pick(page, ar('awqaf.fields.nationality'), 'الأردن');
  await page.getByLabel(label('ar', 'awqaf.fields.passport_number')).fill(`N${suffix}567`);
  await page.getByLabel(label('ar', 'awqaf.fields.email')).fill(`imam${suffix}@example.org`);
  await page.getByLabel(label('ar', 'awqaf.fields.mobile')).fill(mobile);
  await page.getByLabel(label('ar', 'awqaf.fields.address')).fill('عمّان، جبل اللويبدة');
  await expect(currentStep(page)).toContainText(ar('awqaf.steps.person'));
  await page.getByRole('button', { name: ar('common.steps.next'), exact: true }).click();
  // Step 2; Back keeps what step 1 holds.
  await expect(currentStep(page)).toContainText(ar('awqaf.steps.place'));
  await page.getByRole('button', { name: ar('common.steps.back'), exact: true }).click();
  await expect(page.getByLabel(label('ar', 'awqaf.fields.passport_number'))).toHaveValue(`N${suffix}567`);
  await page.getByRole('button', { name: ar('common.steps.next'), exact: true }).click();
  await pick(page, ar('awqaf.fields.continent'), 'آسيا');
  await pick(page, ar('awqaf.fields.country'), 'الأردن');
  await page.getByLabel(label('ar', 'awqaf.fields.city')).fill('عمّان');
  await page.getByLabel(label('ar', 'awqaf.fields.place_of_work')).fill('المسجد الحسيني الكبير');
  await page.getByLabel(label('ar', 'awqaf.fields.reason_to_nominate')).fill('إمام وخطيب منذ عشر سنوات، حافظ للقرآن الكريم');
  await page.getByRole('button', { name: ar('common.actions.save'), exact: true }).click();

  // The nominee's submission notification, then step 3.
  await expect(page).toHaveURL(/\/portal\/awqaf\/submission-notification\/nominee\?id=\d+$/);
  id = Number(/id=(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('status').getByText(ar('awqaf.notices.nominee_body'))).toBeVisible();
  await shoot(page, 'awqaf-submitted-nominee', async (p, language) => {
    await expect(p.getByRole('heading', { level: 1, name: text(language, 'awqaf.notices.nominee_title') })).toBeVisible();
  });
  await page.getByRole('link', { name: ar('awqaf.actions.add_documents') }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/awqaf/request/${id}/documents$`));
  await expect(currentStep(page)).toContainText(ar('awqaf.steps.documents'));
  await addDocument(page, 'ar', 0, fixture('sample.pdf'), 'sample.pdf');
  await addDocument(page, 'ar', 3, { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: JPEG }, 'photo.jpg');
  // The other three as the mission's colleague would add them.
  const mission = await apiAs(request, 'mission');
  const login = await request.post('/api/v1/login/', { data: { username: 'mission', password: 'Portal@2026demo' } });
  const headers = { authorization: `Token ${(await login.json()).token}` };
  for (const type of [1, 2, 4]) {
    const uploaded = await request.post('/api/v1/aq/attachment/file/', { headers, multipart: { file: { name: `document-${type}.pdf`, mimeType: 'application/pdf', buffer: (await import('node:fs')).readFileSync(fixture('sample.pdf')) } } });
    expect(uploaded.status()).toBe(201);
    await mission.post('/aq/attachment/', { awqaf_request: id, attachment_type: type, file: [{ id: (await uploaded.json()).id }] });
  }
  await page.reload();
  const documents = region(page, 'ar', 'awqaf.documents.title');
  for (const type of [0, 1, 2, 3, 4]) await expect(documents.getByText(ar(`awqaf.documents.types.${type}`)).first()).toBeVisible();
  await shoot(page, 'awqaf-documents', async (p, language) => {
    await expect(region(p, language, 'awqaf.documents.title').getByText(text(language, 'awqaf.documents.types.4')).first()).toBeVisible();
    await panelsShown(p, language, ['awqaf.documents.title']);
  });

  // Step 4: the preview, then the request's page.
  await page.getByRole('link', { name: ar('awqaf.actions.to_preview') }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/awqaf/request/${id}/preview$`));
  await expect(currentStep(page)).toContainText(ar('awqaf.steps.preview'));
  await expect(page.getByText('المسجد الحسيني الكبير')).toBeVisible();
  await shoot(page, 'awqaf-preview', async (p, language) => {
    await expect(p).toHaveTitle(label(language, 'awqaf.titles.preview'));
    await expect(p.getByRole('heading', { level: 1, name: name(language) })).toBeVisible();
    await panelsShown(p, language, ['awqaf.documents.title']);
  });
  await page.getByRole('link', { name: ar('awqaf.actions.finish') }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/awqaf/request/${id}$`));
  await remark(page, 'ar', 'تم تجديد جواز السفر الشهر الماضي');
  await shoot(page, 'awqaf-submitted-remark', async (p, language) => {
    await expect(p.getByRole('heading', { level: 1, name: text(language, 'awqaf.notices.remark_title') })).toBeVisible();
  });
  await page.getByRole('link', { name: ar('awqaf.actions.open_request') }).click();
  await expect(region(page, 'ar', 'awqaf.comments.title').getByText('تم تجديد جواز السفر الشهر الماضي')).toBeVisible();
  await shoot(page, 'awqaf-request', (p, language) => panelsShown(p, language, ['awqaf.documents.title', 'awqaf.comments.title']));
  await page.getByRole('link', { name: ar('awqaf.actions.history') }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/awqaf/request/${id}/history$`));
  await shoot(page, 'awqaf-history', async (p, language) => {
    await expect(p).toHaveTitle(label(language, 'awqaf.titles.history'));
    await expect(p.getByRole('heading', { level: 1, name: name(language) })).toBeVisible();
  });
});

test('the ministry reviews the request, remarks for the ministries only and pre-approves it (en)', async ({ page }) => {
  await startIn(page, 'en');
  await signIn(page, 'staff', `/portal/awqaf/administrative-section/${id}`);
  await expect(page).toHaveTitle(label('en', 'awqaf.titles.administrative'));
  await shoot(page, 'awqaf-administrative', async (p, language) => {
    await expect(p.getByRole('button', { name: text(language, 'workflows.awqaf.events.review') })).toBeVisible();
    await panelsShown(p, language, ['awqaf.documents.title', 'awqaf.comments.title']);
  });
  await step(page, 'en', 'review', 'Documents checked');
  await remark(page, 'en', 'Security clearance received from the embassy', true);
  await page.goto(`/portal/awqaf/administrative-section/${id}`);
  await step(page, 'en', 'pre_approve', 'Forwarded to the awqaf ministry');
  await expect(page.getByText(text('en', 'workflows.awqaf.states.pre_approved')).first()).toBeVisible();
});

test('the awqaf ministry remarks and hires the nominee; the mission never reads the ministries’ remark (ar)', async ({ page }) => {
  const ar = (key: string) => text('ar', key);
  await startIn(page, 'ar');
  await signIn(page, 'awqaf', `/portal/awqaf/pre-approved-section-nominee/${id}`);
  const remarks = region(page, 'ar', 'awqaf.comments.title');
  await expect(remarks.getByText('Security clearance received from the embassy')).toBeVisible();
  await expect(remarks.getByText('تم تجديد جواز السفر الشهر الماضي')).toBeVisible();
  await shoot(page, 'awqaf-pre-approved-nominee', (p, language) => panelsShown(p, language, ['awqaf.documents.title', 'awqaf.comments.title']));
  await remark(page, 'ar', 'المقابلة يوم الأحد القادم');
  await page.goto(`/portal/awqaf/pre-approved-section-nominee/${id}`);
  await page.getByRole('link', { name: ar('awqaf.actions.decide') }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/awqaf/hire-reject-nominee/${id}$`));
  await shoot(page, 'awqaf-hire-reject-nominee', async (p, language) => {
    await expect(p.getByRole('button', { name: text(language, 'workflows.awqaf.events.hire') })).toBeVisible();
    await panelsShown(p, language, ['awqaf.comments.title']);
  });
  await page.getByRole('button', { name: ar('workflows.awqaf.events.hire') }).click();
  await page.getByRole('dialog').getByRole('button', { name: ar('workflows.actions.confirm') }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/awqaf/request/${id}$`));
  await expect(page.getByText(ar('workflows.awqaf.states.hired')).first()).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, 'mission', `/portal/awqaf/request/${id}`);
  const seen = region(page, 'ar', 'awqaf.comments.title');
  await expect(seen.getByText('المقابلة يوم الأحد القادم')).toBeVisible();
  await expect(seen.getByText('Security clearance received from the embassy')).toHaveCount(0);
});

test('a preacher request: the mission files and corrects it, the awqaf ministry declines it with a reason (ar, en)', async ({ page, request }) => {
  const mission = await apiAs(request, 'mission');
  const login = await request.post('/api/v1/login/', { data: { username: 'mission', password: 'Portal@2026demo' } });
  const headers = { authorization: `Token ${(await login.json()).token}` };
  const filed = await mission.post('/aq/request/', {
    state_type: 0, first_name: 'Yusuf', last_name: 'Al-Amin', nationality: 'EG', email: `preacher${suffix}@example.org`, mobile: `+9655${suffix}321`,
    passport_number: `P${suffix}111`, continent: 'AF', country: 'EG', city: 'Cairo', place_of_work: 'Al-Azhar Mosque',
  });
  for (const type of [0, 1, 2, 3]) {
    const file = type === 3 ? { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: JPEG } : { name: `document-${type}.pdf`, mimeType: 'application/pdf', buffer: (await import('node:fs')).readFileSync(fixture('sample.pdf')) };
    const uploaded = await request.post('/api/v1/aq/attachment/file/', { headers, multipart: { file } });
    await mission.post('/aq/attachment/', { awqaf_request: filed.id, attachment_type: type, file: [{ id: (await uploaded.json()).id }] });
  }
  await startIn(page, 'ar');
  // The mission's preacher form, the list of one request type and the edit form while new.
  await signIn(page, 'mission', '/portal/awqaf/new/normal');
  await shoot(page, 'awqaf-new-normal', async (p, language) => {
    await expect(p.getByLabel(label(language, 'awqaf.fields.first_name'))).toBeVisible();
  });
  // The preacher's mobile is taken by its open request (the hired nominee's is free again): the section 8
  // messages, on top and under the field, and nothing filed.
  await page.getByLabel(label('ar', 'awqaf.fields.first_name')).fill('محمد');
  await page.getByLabel(label('ar', 'awqaf.fields.last_name')).fill('الشريف');
  await pick(page, text('ar', 'awqaf.fields.nationality'), 'مصر');
  await page.getByLabel(label('ar', 'awqaf.fields.passport_number')).fill(`Q${suffix}222`);
  await page.getByLabel(label('ar', 'awqaf.fields.email')).fill(`second${suffix}@example.org`);
  await page.getByLabel(label('ar', 'awqaf.fields.mobile')).fill(`5${suffix}321`);
  await page.getByRole('button', { name: text('ar', 'common.steps.next'), exact: true }).click();
  await page.getByRole('button', { name: text('ar', 'common.actions.save'), exact: true }).click();
  // Refused for a field of step 1: the form is back on step 1, the message under the mobile.
  await expect(currentStep(page)).toContainText(text('ar', 'awqaf.steps.person'));
  await expect(page.getByText(text('ar', 'errors.mobile_exists_request')).first()).toBeVisible();
  await expect(page.getByText(text('ar', 'errors.try_another_number')).first()).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/awqaf\/new\/normal$/);
  await page.goto('/portal/awqaf/list/all/0');
  await expect(page.getByRole('link', { name: String(filed.request_number) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'عبد الرحمن' })).toHaveCount(0); // the nominee is of the other type
  await shoot(page, 'awqaf-list-preachers', async (p) => {
    await expect(p.getByRole('link', { name: String(filed.request_number) }).first()).toBeVisible();
  });
  await page.goto(`/portal/awqaf/request/${filed.id}/edit`);
  await page.getByLabel(label('ar', 'awqaf.fields.place_of_work')).fill('جامع الأزهر الشريف');
  await shoot(page, 'awqaf-edit', async (p, language) => {
    await expect(p.getByLabel(label(language, 'awqaf.fields.place_of_work'))).toBeVisible();
  });
  await page.getByLabel(label('ar', 'awqaf.fields.place_of_work')).fill('جامع الأزهر الشريف');
  await page.getByRole('button', { name: text('ar', 'common.actions.save'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/awqaf/request/${filed.id}/documents$`));
  await page.goto(`/portal/awqaf/submission-notification/preachers?id=${filed.id}`);
  await shoot(page, 'awqaf-submitted-preachers', async (p, language) => {
    await expect(p.getByRole('heading', { level: 1, name: text(language, 'awqaf.notices.preachers_title') })).toBeVisible();
  });

  const staff = await apiAs(request, 'staff');
  await staff.post(`/aq/request/${filed.id}/review/`, { comment: 'Complete' });
  await staff.post(`/aq/request/${filed.id}/pre-approve/`, { comment: 'For the awqaf ministry' });
  await page.context().clearCookies();
  await signIn(page, 'awqaf', `/portal/awqaf/pre-approved-section/${filed.id}`);
  await expect(page.getByText('جامع الأزهر الشريف')).toBeVisible();
  await shoot(page, 'awqaf-pre-approved', (p, language) => panelsShown(p, language, ['awqaf.documents.title', 'awqaf.comments.title']));
  await page.getByRole('link', { name: text('ar', 'awqaf.actions.decide') }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/awqaf/hire-reject-request/${filed.id}$`));
  await shoot(page, 'awqaf-hire-reject', (p, language) => panelsShown(p, language, ['awqaf.comments.title']));
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await step(page, 'en', 'awqaf_reject', 'The position was filled locally');
  await expect(page).toHaveURL(new RegExp(`/portal/awqaf/request/${filed.id}$`));
  await expect(page.getByText(text('en', 'workflows.awqaf.states.awqaf_rejected')).first()).toBeVisible();
});
