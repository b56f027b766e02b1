import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { apiAs, smsCodeFor } from './support/api.ts';
import { shoot } from './support/foreign-entity.ts';
import { combobox, DEMO_PASSWORD, escapeRegExp as escape, logIn, pick, signIn, startIn, text, type Language } from './support/portal.ts';

// Kuwaiti entities and diplomatic missions, end to end: the super admin registers a Kuwaiti entity
// and an embassy accredited for Iraq and Jordan, then binds a new user to each by picking the record
// by its name; the entity's FT staff files a transfer to a foreign entity picked by name; the
// ministry moves it to the mission through the API; the mission's user reads it, every party named.
// Each test goes on from what the one before left.
test.describe.configure({ mode: 'serial' });

const suffix = String(Date.now() % 100000);
const entity = { name: `جمعية النور الخيرية ${suffix}`, name_en: `Al-Noor Charitable Society ${suffix}` };
const embassy = { name: `سفارة دولة الكويت في بغداد ${suffix}`, name_en: `Embassy of Kuwait in Baghdad ${suffix}` };
const staffUser = `e2e.le.${suffix}`;
const missionUser = `e2e.dm.${suffix}`;
const managerUser = `e2e.lemgr.${suffix}`;
const managerPhone = `+9655${suffix.padStart(7, '0')}`;
const receipt = `DR-REG-${suffix}`;
/** The demo foreign entity 2 (in Iraq), and the demo general account supervisor's phone. */
const foreignEntity = { ar: 'جمعية الهلال الأخضر', en: 'Green Crescent Society' };
const supervisorPhone = '+96550000003';

// Set by the tests as the journey goes.
let entityId = 0;
let missionId = 0;
let transferId = 0;

/** In the user form's permissions widget: the bound permission, then its record by name; leaves the list open on the match. */
async function searchRecord(page: Page, language: Language, permission: string, name: string): Promise<void> {
  await page.getByRole('combobox', { name: text(language, 'users.permission_widget.permission'), exact: true }).selectOption({ label: text(language, `users.permissions.${permission}`) });
  const record = combobox(page, text(language, 'users.permission_widget.record'));
  await record.click();
  await record.fill(name.slice(0, -suffix.length - 1)); // the name without the run's number: several may match
  await expect(page.getByRole('listbox').getByRole('option', { name, exact: true })).toBeVisible();
}

/** The super admin opens the user form from the menu's users list. */
async function openUserForm(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: text('ar', 'menu.title') }).getByRole('link', { name: text('ar', 'menu.users') }).click();
  await expect(page).toHaveURL(/\/portal\/create_admin\/1$/);
  await page.getByRole('link', { name: text('ar', 'users.actions.add') }).click();
  await expect(page.getByRole('heading', { name: text('ar', 'users.titles.add') })).toBeVisible();
}

/** Fills the super admin's user form for a user bound to one record (picked by name), and saves it. */
async function addUser(page: Page, user: { username: string; name: string; type: string; ftDepartment?: string; permission: string; bound: string; record: string; menus: string[] }): Promise<void> {
  const ar = (key: string) => text('ar', key);
  await page.getByRole('textbox', { name: ar('users.fields.username'), exact: true }).fill(user.username);
  await page.getByRole('textbox', { name: ar('auth.fields.password'), exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel(ar('users.fields.user_type')).selectOption({ label: ar(`users.types.${user.type}`) });
  await page.getByRole('textbox', { name: ar('users.fields.name'), exact: true }).fill(user.name);
  if (user.ftDepartment) await page.getByLabel(ar('users.fields.ft_department')).selectOption({ label: ar(`users.departments.${user.ftDepartment}`) });
  const permissions = page.getByRole('group', { name: ar('users.fields.permissions'), exact: true });
  await permissions.getByRole('checkbox', { name: ar(`users.permissions.${user.permission}`), exact: true }).check();
  await searchRecord(page, 'ar', user.bound, user.record);
  await page.getByRole('listbox').getByRole('option', { name: user.record, exact: true }).click();
  await page.getByRole('button', { name: ar('users.permission_widget.add'), exact: true }).click();
  // The chip names the record, never its number.
  const chip = `${ar(`users.permissions.${user.bound}`)}: ${user.record}`;
  await expect(page.getByRole('group', { name: ar('users.permission_widget.bound_title') }).getByText(chip, { exact: true })).toBeVisible();
  const menus = page.getByRole('group', { name: ar('users.fields.menu_permissions'), exact: true });
  for (const menu of user.menus) await menus.getByRole('checkbox', { name: ar(`users.menus.${menu}`), exact: true }).check();
  await page.getByRole('button', { name: ar('common.actions.save') }).click();
  await expect(page).toHaveURL(/\/portal\/create_admin\/view\/\d+$/);
  await expect(page.getByRole('heading', { name: user.name })).toBeVisible();
}

/** Posts a workflow step of the transfer as `username`, with a fresh SMS code from `phone` when it asks for one. */
async function step(request: APIRequestContext, username: string, event: string, phone?: string): Promise<void> {
  const client = await apiAs(request, username);
  if (phone) await client.get('/mobileotp/create/');
  const otp = phone ? { otp: await smsCodeFor(request, phone) } : {};
  const moved = await client.post(`/ft/fund-transfer/${transferId}/${event}/`, { comment: 'checked', ...otp });
  expect(moved.id).toBe(transferId);
}

test('the super admin registers a Kuwaiti entity and an embassy accredited for Iraq and Jordan (Arabic)', async ({ page }) => {
  await startIn(page, 'ar');
  await signIn(page, 'admin', '/portal/local_entity_new');
  const field = (key: string) => page.getByRole('textbox', { name: text('ar', key), exact: true });
  await expect(page.getByRole('heading', { name: text('ar', 'local_entity.titles.new') })).toBeVisible();
  await field('local_entity.fields.name').fill(entity.name);
  await field('local_entity.fields.name_ar').fill(entity.name);
  await field('local_entity.fields.name_en').fill(entity.name_en);
  await pick(page, text('ar', 'local_entity.fields.category'), 'المبرات الخيرية');
  await field('local_entity.fields.email').fill(`info${suffix}@alnoor.org.kw`);
  await page.getByRole('button', { name: text('ar', 'common.actions.save') }).click();
  await expect(page).toHaveURL(/\/portal\/local_entity_details\/\d+$/);
  await expect(page.getByRole('heading', { name: entity.name })).toBeVisible();
  entityId = Number(/(\d+)$/.exec(page.url())![1]);

  await page.goto('/portal/embassies_mission/new');
  await field('mission.fields.name').fill(embassy.name);
  await field('mission.fields.name_en').fill(embassy.name_en);
  await field('mission.fields.name_ar').fill(embassy.name);
  await field('mission.fields.email').fill(`baghdad${suffix}@mofa.example`);
  await pick(page, text('ar', 'mission.fields.continent'), 'آسيا');
  await pick(page, text('ar', 'mission.fields.country'), 'العراق');
  const accredited = page.getByRole('combobox', { name: text('ar', 'mission.fields.accredit_country') });
  await accredited.click(); // a multiple choice stays open while the user picks
  for (const country of ['العراق', 'الأردن']) {
    await accredited.fill(country);
    await page.getByRole('menuitemcheckbox', { name: country, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: text('ar', 'common.actions.save'), exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/diplomatic-mission\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: embassy.name })).toBeVisible();
  await expect(page.getByRole('main').getByText('العراق، الأردن')).toBeVisible();
  missionId = Number(/(\d+)$/.exec(page.url())![1]);
});

test('the super admin adds the entity\'s FT staff and the embassy\'s user, binding each by the record\'s name (Arabic)', async ({ page, request }) => {
  expect(entityId && missionId, 'the entity and the embassy of the test before').toBeTruthy();
  await startIn(page, 'ar');
  await signIn(page, 'admin');
  await openUserForm(page);
  await shoot(page, 'registries-user-form', async (p, language) => {
    await expect(p.getByRole('heading', { name: text(language, 'users.titles.add') })).toBeVisible();
    await searchRecord(p, language, 'local_entity', language === 'ar' ? entity.name : entity.name_en);
  });

  await addUser(page, {
    username: staffUser, name: `موظف تحويلات ${suffix}`, type: 'le', ftDepartment: 'LocalEntityFTStaff',
    permission: 'local_entity', bound: 'local_entity', record: entity.name, menus: ['local_entity', 'fund_transfer'],
  });
  await openUserForm(page);
  await addUser(page, {
    username: missionUser, name: `موظف السفارة ${suffix}`, type: 'dm',
    permission: 'diplomatic_mission', bound: 'embassy_mission', record: embassy.name, menus: ['diplomatic_mission', 'fund_transfer'],
  });

  // The entity's FT manager, who approves its transfers with an SMS code (set up through the API).
  await (await apiAs(request, 'admin')).post('/users/', {
    username: managerUser, password: DEMO_PASSWORD, name: `مدير التحويلات ${suffix}`, user_type: 'le', phone: managerPhone, ft_department: 'LocalEntityFTManager',
    permissions: ['local_entity', `local_entity_${entityId}`], menu_permissions: ['local_entity', 'fund_transfer'],
  });
});

test('the entity\'s FT staff lands on its entity and files a transfer to a foreign entity picked by name (Arabic)', async ({ page }) => {
  expect(entityId && missionId, 'the entity and the embassy of the first test').toBeTruthy();
  await startIn(page, 'ar');
  await logIn(page, 'ar', staffUser);
  await expect(page).toHaveURL(new RegExp(`/portal/local_entities/${entityId}$`));
  await expect(page.getByRole('heading', { name: entity.name })).toBeVisible();

  // The menu opens the Fund Transfer page; the requests list's New transfer asks for the type in the form.
  await page.getByRole('navigation', { name: text('ar', 'menu.title') }).getByRole('link', { name: text('ar', 'menu.fund_transfer') }).click();
  await page.getByRole('link', { name: text('ar', 'fund_transfer.index.all_requests') }).click();
  await page.getByRole('link', { name: text('ar', 'fund_transfer.actions.new') }).click();
  await expect(page).toHaveURL(/\/portal\/ft\/new$/);
  const foreign = (p: Page, language: Language) => combobox(p, text(language, 'fund_transfer.fields.foreign_entity'));
  await shoot(page, 'registries-ft-foreign-entity-picker', async (p, language) => {
    await expect(p.getByRole('heading', { name: text(language, 'fund_transfer.titles.new') })).toBeVisible();
    await foreign(p, language).click();
    await foreign(p, language).fill(language === 'ar' ? 'الهلال' : 'Green Crescent');
    await expect(p.getByRole('listbox').getByRole('option', { name: foreignEntity[language], exact: true })).toBeVisible();
  });

  await page.getByRole('radio', { name: text('ar', 'workflows.fund_transfer.kinds.r'), exact: true }).check();
  await page.getByLabel(new RegExp(`^${escape(text('ar', 'fund_transfer.fields.amount'))}`)).fill('2500');
  await page.getByRole('textbox', { name: text('ar', 'fund_transfer.fields.deposit_receipt'), exact: true }).fill(receipt);
  await page.getByRole('textbox', { name: text('ar', 'fund_transfer.fields.purpose'), exact: true }).fill('كفالة أيتام');
  // The foreign entity is searched on the server from the second letter typed.
  await foreign(page, 'ar').click();
  await foreign(page, 'ar').fill('ا');
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option', { name: text('ar', 'forms.widgets.lookups.type_to_search') })).toBeVisible();
  await foreign(page, 'ar').fill('الهلال');
  await list.getByRole('option', { name: foreignEntity.ar, exact: true }).click();
  await expect(foreign(page, 'ar')).toHaveValue(foreignEntity.ar);
  // The country is picked by its name too.
  await pick(page, text('ar', 'fund_transfer.fields.country'), 'العراق');
  // The mission it goes through, by name: the new embassy is accredited for Iraq.
  await pick(page, text('ar', 'fund_transfer.fields.mission'), embassy.name, `بغداد ${suffix}`);
  await page.getByRole('button', { name: text('ar', 'common.actions.save'), exact: true }).click();

  // Saved as a draft, the transfer opens for review before it goes to the manager.
  await expect(page).toHaveURL(/\/portal\/ft\/preview\/\d+$/);
  transferId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('main').getByText(receipt, { exact: true }).first()).toBeVisible();
  const parties = page.getByRole('region', { name: text('ar', 'fund_transfer.sections.parties') });
  for (const name of [entity.name, foreignEntity.ar, embassy.name]) await expect(parties.getByText(name, { exact: true })).toBeVisible();
});

test('through the ministry\'s chain the transfer reaches the embassy, whose user reads it with every party named (English)', async ({ page, request }) => {
  expect(transferId, 'the transfer of the test before').toBeTruthy();
  await step(request, staffUser, 'submit');
  await step(request, managerUser, 'approve', managerPhone);
  await step(request, 'charity', 'review');
  await step(request, 'ftuser', 'authorize', supervisorPhone);
  await step(request, 'staff', 'forward');
  await step(request, 'staff', 'send-to-mission');

  await startIn(page, 'en');
  await logIn(page, 'en', missionUser);
  await expect(page).toHaveURL(new RegExp(`/portal/embassies_mission/${missionId}/?$`));
  await expect(page.getByRole('heading', { level: 1, name: embassy.name_en })).toBeVisible(); // its English name on an English page

  // The menu's Fund Transfer entry sends a mission's user to the transactions page
  // (spec/screens/shell.yaml: fund_transfer.transactions): the requests list is opened by its address.
  await page.goto('/portal/ft/requests/all');
  await expect(page.getByRole('heading', { name: text('en', 'fund_transfer.titles.list') })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: receipt }) });
  await expect(row).toContainText(foreignEntity.en);
  await expect(row).toContainText(text('en', 'workflows.fund_transfer.states.diplomatic_mission'));
  await row.getByRole('link', { name: receipt }).click();

  await expect(page).toHaveURL(new RegExp(`/portal/ft/request/${transferId}$`));
  const named = async (p: Page, language: Language) => {
    const region = p.getByRole('region', { name: text(language, 'fund_transfer.sections.parties') });
    for (const name of [language === 'ar' ? entity.name : entity.name_en, foreignEntity[language], language === 'ar' ? embassy.name : embassy.name_en]) {
      await expect(region.getByText(name, { exact: true })).toBeVisible();
    }
    // Named, never numbered: no value among the parties is a bare number.
    expect((await region.locator('dd').allInnerTexts()).filter((value) => /^\s*\d+\s*$/.test(value))).toEqual([]);
  };
  await named(page, 'en');
  await expect(page.getByText(text('en', 'workflows.fund_transfer.states.diplomatic_mission')).first()).toBeVisible();
  await shoot(page, 'registries-mission-transfer', named);
});
