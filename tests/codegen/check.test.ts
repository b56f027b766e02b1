import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCodegen } from '../../codegen/run.ts';
import { lineOf } from './spec-copy.ts';

// `npm run codegen -- --check` on a temporary copy of the project's own spec, broken on purpose.
const project = join(import.meta.dirname, '..', '..');
const copies: string[] = [];

function copyProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'codegen-check-'));
  copies.push(root);
  // src: codegen reads the portal's code for the texts each page shows (codegen/resolve/route-texts.ts).
  for (const folder of ['spec', 'locales', 'generated', 'src']) cpSync(join(project, folder), join(root, folder), { recursive: true });
  return root;
}

/** The command itself, in a process of its own (exit code and output). */
function checkCli(root: string): { code: number; output: string } {
  try {
    const output = execFileSync(process.execPath, ['--import', 'tsx', join(project, 'codegen/cli.ts'), '--check', '--root', root], {
      cwd: project,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { code: 0, output };
  } catch (error) {
    const failure = error as { status: number; stderr: string; stdout: string };
    return { code: failure.status, output: `${failure.stdout}${failure.stderr}` };
  }
}

/** A CLI test starts a Node process that loads tsx and all of codegen: seconds alone, more on a busy machine. */
const CLI_TIMEOUT = 180_000;

/** The same check in this process (what the command runs), for the many broken copies. */
const check = (root: string) => runCodegen(root, true);

function edit(root: string, file: string, change: (text: string) => string): void {
  const path = join(root, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('codegen --check', () => {
  // In this process: the command's own exit 0 on the project is `npm test`'s codegen check job.
  it('passes on the committed spec and generated files', async () => {
    expect(await check(copyProject())).toMatchObject({ code: 0 });
  });

  it('fails naming the file when generated/ is stale', async () => {
    const root = copyProject();
    edit(root, 'spec/screens/references.yaml', (t) => t.replace('pageSize: 10', 'pageSize: 20'));
    const result = checkCli(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain('generated/screens/references.ts: stale');
  }, CLI_TIMEOUT);

  it('fails on a dangling $ref', async () => {
    const root = copyProject();
    edit(root, 'spec/api/references.yaml', (t) => t.replace("'../entities/file.schema.json'", "'../entities/missing.schema.json'"));
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain('spec/api/references.yaml: $ref "../entities/missing.schema.json" points at a missing entity schema');
  });

  it('fails on a locale key missing in one language', async () => {
    const root = copyProject();
    edit(root, 'locales/en/references.json', (t) => t.replace('"author": "Author", ', ''));
    const result = await check(root);
    expect(result.code).toBe(1);
    // One line, under the language that lacks the key (not again where the spec uses it).
    const fields = lineOf(root, 'locales/en/references.json', '"fields"');
    const has = lineOf(root, 'locales/ar/references.json', '"author"');
    expect(result.output.split('\n')).toEqual([`${fields}: locale key references.fields.author is missing (${has} has it) — add it under fields`, 'codegen: 1 problem(s) in the spec']);
  });

  it('fails on a locale text left empty in one language', async () => {
    const root = copyProject();
    edit(root, 'locales/en/references.json', (t) => t.replace('"author": "Author"', '"author": " "'));
    const result = await check(root);
    expect(result.code).toBe(1);
    const line = lineOf(root, 'locales/en/references.json', '"author"');
    expect(result.output.split('\n')).toEqual([`${line}: locale key references.fields.author is empty — write its text`, 'codegen: 1 problem(s) in the spec']);
  });

  it('fails once on a locale file one language lacks, not once per key in it', async () => {
    const root = copyProject();
    rmSync(join(root, 'locales/en/mission.json'));
    const result = await check(root);
    expect(result.output.split('\n')).toEqual(['locales/en/mission.json: missing (locales/ar/mission.json has mission.* keys) — add the file with the same keys', 'codegen: 1 problem(s) in the spec']);
  });

  it('fails on a duplicated route', async () => {
    const root = copyProject();
    edit(root, 'spec/screens/references.yaml', (t) => t.replace("path: 'references/preview/{id}'", "path: 'references/{other}'"));
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/spec\/screens\/references.yaml:\d+: route references\.\w+: duplicate route/);
  });

  it('fails on an operation with no access rule (deny by default)', async () => {
    const root = copyProject();
    edit(root, 'spec/access/rules/references.yaml', (t) => t.replace(/^deleteReference:.*$/m, ''));
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain('spec/api/references.yaml: operation deleteReference has no rule in spec/access/rules');
  });

  it('fails on an unknown user type in a rule', async () => {
    const root = copyProject();
    edit(root, 'spec/access/rules/references.yaml', (t) => t.replace('createReference: { ministry: all }', 'createReference: { ministers: all }'));
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain('createReference: unknown user type or group ministers');
  });

  it('fails on a readOnly field that is not in the body or names a user type the rule does not grant', async () => {
    const root = copyProject();
    edit(root, 'spec/access/rules/users.yaml', (t) => t.replace('readOnly: { le: [authentication_required, groups] }', 'readOnly: { le: [authentication], dm: [name] }'));
    const { code, output } = await check(root);
    expect(code).toBe(1);
    expect(output).toContain('spec/access/rules/users.yaml: updateUser: readOnly field authentication is not a property of the request body');
    expect(output).toContain('spec/access/rules/users.yaml: updateUser: readOnly for dm, which the rule does not grant');
  });

  it('fails on bulk actions naming an unknown operation or asking for a field the entity lacks', async () => {
    const root = copyProject();
    edit(root, 'spec/screens/helpdesk.yaml', (t) => t.replace('operation: bulkUpdateTickets', 'operation: bulkUpdateTicketz').replace('asks: [{ field: priority }]', 'asks: [{ field: urgency }]'));
    const { code, output } = await check(root);
    expect(code).toBe(1);
    const file = 'spec/screens/helpdesk.yaml';
    expect(output).toContain(`${lineOf(root, file, 'operation: bulkUpdateTicketz')}: screen helpdesk.list bulk: unknown operation bulkUpdateTicketz`);
    expect(output).toContain(`${lineOf(root, file, 'asks: [{ field: urgency }]')}: screen helpdesk.list: entity helpdesk-ticket has no field urgency — name a property of spec/entities/helpdesk-ticket.schema.json`);
  });

  it('fails on a select filter whose choices come from an unknown operation, or from nowhere', async () => {
    const root = copyProject();
    edit(root, 'spec/screens/users.yaml', (t) =>
      t
        .replace(/(users\.admin_list:[\s\S]*?)optionsFrom: \{ operation: listGroups, value: id, label: name \}/, '$1optionsFrom: { operation: listGroupz, value: id, label: name }')
        .replace(/(users\.transfer_list:[\s\S]*?), optionsFrom: \{ operation: listGroups, value: id, label: name \}/, '$1'));
    const { code, output } = await check(root);
    expect(code).toBe(1);
    const file = 'spec/screens/users.yaml';
    expect(output).toContain(`${lineOf(root, file, 'operation: listGroupz')}: screen users.admin_list filter groups: unknown operation listGroupz`);
    expect(output).toContain(`${lineOf(root, file, 'param: groups', 'users.transfer_list:\n')}: screen users.transfer_list filter groups: a select needs options or optionsFrom (one of them)`);
  });

  it('fails on identity tables that name what spec/access does not define', async () => {
    const root = copyProject();
    edit(root, 'spec/access/roles.yaml', (t) => t.replace('permission: moi,', 'permission: ministry_of_interior,'));
    edit(root, 'spec/access/redirects.yaml', (t) => t.replace('permission: local_dashboard', 'permission: admin'));
    edit(root, 'spec/access/second-factor.yaml', (t) => t.replace('paciPush', 'pushPaci'));
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain('spec/access/roles.yaml: moi: unknown permission ministry_of_interior');
    expect(result.output).toContain('spec/access/redirects.yaml: admin is not an entity-bound permission of permissions.yaml');
    expect(result.output).toContain('spec/access/second-factor.yaml: unknown operation pushPaci');
  });

  it("fails when the derived roles and the user schema's role enum differ (the API shows one as the other)", async () => {
    const root = copyProject();
    edit(root, 'spec/entities/user.schema.json', (t) => t.replace('"moi",\n', '"ministry_of_interior",\n'));
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain("spec/access/roles.yaml: role moi is missing from the enum of users' role (spec/entities/user.schema.json)");
    expect(result.output).toContain('spec/entities/user.schema.json: role ministry_of_interior is no role of spec/access/roles.yaml');
  });

  it('fails on an identity label missing from the locales', async () => {
    const root = copyProject();
    edit(root, 'spec/access/menus.yaml', (t) => t.replace('users.menus.safe_travel', 'users.menus.safe_trips'));
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain('spec/access/menus.yaml: label users.menus.safe_trips is not a key of locales/en/users.json');
  });

  it('fails on a scope bound to a permission that carries no entity number', async () => {
    const root = copyProject();
    edit(root, 'spec/access/scopes.yaml', (t) => t.replace('bound: [foreign_entity]', 'bound: [admin]'));
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain('spec/access/scopes.yaml: scope own_entity: admin is not an entity-bound permission of permissions.yaml');
  });

  it('fails on a menu target for an unknown user type or route, and on a figure whose number its operation does not answer', async () => {
    const root = copyProject();
    edit(root, 'spec/screens/foreign-entity.yaml', (t) =>
      t
        .replace('fe_approved: { route: foreign_entity.view }', 'fe_aproved: { route: foreign_entity.view_page }')
        .replace('field: foreign_entity_status_suspended', 'field: foreign_entity_status_paused')
        .replace('label: foreign_entity.cards.reviewed', 'label: foreign_entity.cards.checked'),
    );
    edit(root, 'spec/screens/shell.yaml', (t) => t.replace('operation: listCities', 'operation: getHealth'));
    const result = await check(root);
    expect(result.code).toBe(1);
    const target = lineOf(root, 'spec/screens/foreign-entity.yaml', 'fe_aproved:');
    expect(result.output).toContain(`${target}: menu foreign_entity: target for unknown user type fe_aproved`);
    expect(result.output).toContain(`${target}: menu foreign_entity, target of fe_aproved: unknown route foreign_entity.view_page`);
    expect(result.output).toContain('spec/screens/foreign-entity.yaml: figure foreign_entities_suspended: field foreign_entity_status_paused, but getForeignEntityOverview answers no number foreign_entity_status_paused');
    expect(result.output).toContain("spec/screens/shell.yaml: figure cities: no field, so a list's count, but getHealth answers no number count");
    expect(result.output).toContain('foreign_entity.cards.checked');
  });

  it('fails on an answer of counts per notification type that misses a type', async () => {
    const root = copyProject();
    edit(root, 'spec/entities/notification-type.schema.json', (t) => t.replace('"sr"]', '"sr", "aw"]').replace('"shell.notifications.types.sr"', '"shell.notifications.types.sr", "shell.notifications.types.aw"'));
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain('spec/api/notifications.yaml: getNotificationStats: x-count-per notification-type: no required integer count for aw');
    expect(result.output).toContain('shell.notifications.types.aw');
  });

  it('fails on a literal path a parameter route would take, unless the literal operation exists', async () => {
    // `aq/request/statistics/` moved one level down: a GET of `aq/request/statistics/` would reach `aq/request/{id}/`.
    const root = copyProject();
    edit(root, 'spec/api/awqaf.yaml', (t) => t.replace('  /aq/request/statistics/:\n', '  /aq/request/statistics/monthly/:\n'));
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      "spec/api/awqaf.yaml: GET /aq/request/statistics/ (the beginning of getAwqafRequestStatistics's /aq/request/statistics/monthly/) is not declared, so getAwqafRequest (/aq/request/{id}/) would take it",
    );
    // Declared beside it, the literal operation is what the router finds first: nothing to report.
    const both = copyProject();
    edit(both, 'spec/api/awqaf.yaml', (t) => t.replace('  /aq/request/statistics/:\n', '  /aq/request/statistics/monthly/:\n').replace(
      "  /aq/request/{id}/:\n",
      "  /aq/request/statistics/:\n    get:\n      operationId: getAwqafRequestStatisticsAgain\n      responses: { '200': { description: Counts. } }\n  /aq/request/{id}/:\n",
    ));
    edit(both, 'spec/access/rules/awqaf.yaml', (t) => `${t}getAwqafRequestStatisticsAgain: { ministry: all }\n`);
    expect((await check(both)).output).not.toContain('would take it');
  });

  it('fails on a body form whose fields and its operation\'s body differ, and on a route to a form that has nowhere to go', async () => {
    const root = copyProject();
    edit(root, 'spec/screens/foreign-entity.yaml', (t) =>
      t.replace('fields: [name_en, name_ar, mobile, custom_province_en', 'fields: [name_en, email, mobile, custom_province_en').replace('screen: foreign_entity.new,', 'screen: foreign_entity.administrative,'),
    );
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain('spec/screens/foreign-entity.yaml: screen foreign_entity.contact: field email is not taken by saveEntityForm (body entity)');
    expect(result.output).toContain('spec/screens/foreign-entity.yaml: screen foreign_entity.contact: saveEntityForm takes entity.name_ar, which the form does not show');
    expect(result.output).toContain(`${lineOf(root, 'spec/screens/foreign-entity.yaml', 'screen: foreign_entity.administrative,')}: route foreign_entity.new: form foreign_entity.administrative has no onSuccess (where a page goes after saving)`);
  });

  it('fails on a notice whose way on names an unknown route, or whose text is missing from a language', async () => {
    const root = copyProject();
    edit(root, 'spec/screens/auth.yaml', (t) => t.replace('route: auth.profile, appearance: primary }', 'route: auth.my_profile, appearance: primary }').replace('text: auth.updated.profile', 'text: auth.updated.profile_done'));
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`${lineOf(root, 'spec/screens/auth.yaml', 'route: auth.my_profile')}: screen auth.password_updated: unknown route auth.my_profile`);
    expect(result.output).toContain('auth.updated.profile_done');
  });

  it('fails on a panel naming no list or form screen, and on a form that stays with nothing to say', async () => {
    const root = copyProject();
    edit(root, 'spec/screens/foreign-entity.yaml', (t) =>
      t.replace('{ list: foreign_entity.bank_details }', '{ list: foreign_entity.bank_accounts }').replace('{ form: foreign_entity.administrative }', '{ form: foreign_entity.new }').replace('    saved: foreign_entity.administrative.saved\n', ''),
    );
    const result = await check(root);
    expect(result.code).toBe(1);
    const file = 'spec/screens/foreign-entity.yaml';
    expect(result.output).toContain(`${lineOf(root, file, '{ list: foreign_entity.bank_accounts }')}: screen foreign_entity.detail: panel list foreign_entity.bank_accounts is not a list screen`);
    expect(result.output).toContain(`${lineOf(root, file, '{ form: foreign_entity.new }')}: screen foreign_entity.detail: panel form foreign_entity.new has onSuccess; a form in a panel stays`);
    expect(result.output).toContain(`${lineOf(root, file, 'foreign_entity.administrative:\n    kind: form')}: screen foreign_entity.administrative: a form without onSuccess stays after saving: name its message (saved)`);
  });

  it('fails on a form fixing a body value its entity does not allow', async () => {
    const root = copyProject();
    edit(root, 'spec/screens/diplomatic-mission.yaml', (t) => t.replace('values: { type: general }', 'values: { type: consulate }').replace('values: { type: permanent }', 'values: { kind: permanent }'));
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain('spec/screens/diplomatic-mission.yaml: screen diplomatic_mission.new_general: values gives type consulate, not one of embassy, general, permanent');
    expect(result.output).toContain('spec/screens/diplomatic-mission.yaml: screen diplomatic_mission.new_permanent: values names kind, not a field of diplomatic-mission');
  });

  it('fails on workflow bindings that the engine could not serve', async () => {
    const root = copyProject();
    edit(root, 'spec/workflows/awqaf.yaml', (t) => t.replace('attachments: attachments\n', ''));
    edit(root, 'spec/entities/helpdesk-ticket.schema.json', (t) => t.replace('"type": "integer",\n      "readOnly": true,\n      "enum": [1, 2, 3, 4, 5, 6]', '"type": "integer",\n      "enum": [1, 2, 3, 4, 5, 6]'));
    edit(root, 'spec/workflows/fund-transfer.yaml', (t) => t.replace('guard: [isGeneralAccountSupervisor, isRegular]', 'guard: [isGeneralAccountSupervisor, isOnFriday]'));
    edit(root, 'spec/api/fund-transfer.yaml', (t) => t.replace('x-transition: { workflow: fund-transfer, event: reject, record: request_id }', 'x-transition: { workflow: fund-transfer, event: reject, record: transfer }'));
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain('spec/workflows/awqaf.yaml: transitions take attachments: name the x-files field they go to (attachments)');
    expect(result.output).toContain('spec/workflows/helpdesk-ticket.yaml: helpdesk-ticket.status must be readOnly: only transitions change it');
    expect(result.output).toContain('spec/workflows/fund-transfer.yaml: transition authorize: unknown guard isOnFriday');
    expect(result.output).toContain('spec/api/fund-transfer.yaml: rejectFundTransfer: record transfer must be a required query parameter');
  });

  it('fails on a form widget that follows a field the form does not show, and on an unknown x-rule', async () => {
    const root = copyProject();
    edit(root, 'spec/screens/forms.yaml', (t) => t.replace('fields: [continent, country, province, city, nationality]', 'fields: [country, province, city, nationality]')
      .replace("nationality: { widget: country, options: { independent: true } }", 'nationality: { widget: country, options: { dependsOn: continents } }'));
    edit(root, 'spec/entities/widget-demo.schema.json', (t) => t.replace('"x-rule": "bic"', '"x-rule": "bank_code"'));
    const result = await check(root);
    expect(result.code).toBe(1);
    const widget = (field: string) => lineOf(root, 'spec/screens/forms.yaml', `${field}: `, 'forms.widgets:\n    kind: form');
    expect(result.output).toContain(`${widget('continent')}: screen forms.widgets: widget for continent, which the form does not show`);
    expect(result.output).toContain(`${widget('country')}: screen forms.widgets: widget country of country follows continent, which the form does not show (set dependsOn or independent)`);
    expect(result.output).toContain(`${widget('nationality')}: screen forms.widgets: widget country of nationality: dependsOn names continents, which the form does not show`);
    expect(result.output).toContain('spec/entities/widget-demo.schema.json: /properties/bic: x-rule names no shared rule');
  });

  it('fails on a journey step past its end, or out of step with the form\'s own steps', async () => {
    const root = copyProject();
    edit(root, 'spec/screens/awqaf.yaml', (t) => t.replace('journey: { steps: *requestJourney, at: 4 }', 'journey: { steps: *requestJourney, at: 5 }')
      .replace('journey: { steps: *requestJourney, at: 1 }', 'journey: { steps: *requestJourney, at: 2 }'));
    const result = await check(root);
    expect(result.code).toBe(1);
    const journey = (screen: string) => lineOf(root, 'spec/screens/awqaf.yaml', 'journey: ', `${screen}:\n    kind:`);
    expect(result.output).toContain(`${journey('awqaf.preview')}: screen awqaf.preview: journey: step 5 is past its 4 steps`);
    expect(result.output).toContain(`${journey('awqaf.new_nominee')}: screen awqaf.new_nominee: journey: step 2 is awqaf.steps.place, but the form's step person is titled awqaf.steps.person`);
  });

  it('fails on a section subtitle missing from the locales', async () => {
    const root = copyProject();
    edit(root, 'spec/screens/forms.yaml', (t) => t.replace('subtitle: forms.widgets_demo.sections.place_hint', 'subtitle: forms.widgets_demo.sections.place_help'));
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain('forms.widgets_demo.sections.place_help');
  });

  it('fails on screen links that name what the workflow, the entity, the operation or the route lacks', async () => {
    const root = copyProject();
    edit(root, 'spec/screens/foreign-entity.yaml', (t) =>
      t
        .replace('event: request_renewal,', 'event: renew_everything,')
        .replace('fromRoute: { foreign_entity: id }\n    sections:\n      - { key: request,', 'fromRoute: { foreign_entity: entity }\n    sections:\n      - { key: request,')
        .replace('operation: listModifyRequests\n    routeQuery: { foreign_entity: id }', 'operation: listModifyRequests\n    routeQuery: { entity: id }')
        .replace('afterTransition: { route: foreign_entity.list, params: { status: status } }', 'afterTransition: { route: foreign_entity.list, params: { status: state } }'),
    );
    const result = await check(root);
    expect(result.code).toBe(1);
    const file = 'spec/screens/foreign-entity.yaml: screen';
    expect(result.output).toContain(`${file} foreign_entity.detail: action renewal: renew_everything is not an event of the workflow of foreign-entity`);
    expect(result.output).toContain(`${file} foreign_entity.request_modify: fromRoute names route param entity, missing from a route of the screen`);
    expect(result.output).toContain(`${file} foreign_entity.modify_requests: routeQuery names entity, not a query parameter of listModifyRequests`);
    expect(result.output).toContain(`${file} foreign_entity.detail: afterTransition names state, not a field of foreign-entity`);
  });
  it("fails on a workflow's notifications of an unknown type or page, and on a held state its holder has no step out of", async () => {
    const root = copyProject();
    edit(root, 'spec/workflows/safe-travel.yaml', (t) =>
      t.replace('notifications: { type: tr, page: safe_travel.item }', 'notifications: { type: trips, page: safe_travel.list }').replace('label: workflows.safe_travel.states.remarks, holder: le', 'label: workflows.safe_travel.states.remarks, holder: moi'),
    );
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain('spec/workflows/safe-travel.yaml: notifications: type trips is not one of bc, fe, ft, tr, sr');
    expect(result.output).toContain('spec/workflows/safe-travel.yaml: notifications: route safe_travel.list has no :id in its path');
    expect(result.output).toContain('spec/workflows/safe-travel.yaml: state remarks: held by moi, but no step from it names them');
  });

  it("fails on a record title naming no field, on a step's warning that is undeclared or whose operation answers no count, on an internal note's readers, and on a step asking for what is no searchable reference", async () => {
    const root = copyProject();
    edit(root, 'spec/entities/awqaf-request.schema.json', (t) => t.replace('"x-title": "{first_name} {last_name}"', '"x-title": "{first_name} {family_name}"'));
    edit(root, 'spec/workflows/foreign-entity.yaml', (t) =>
      t
        .replace('operation: getForeignEntityChecklist, count: missing', 'operation: getForeignEntityChecklist, count: absent')
        .replace('warn: [missing_documents] }', 'warn: [missing_papers] }')
        .replace('{ event: reapply, from: [declined], to: re_apply, roles: [fe] }', '{ event: reapply, from: [declined], to: re_apply, roles: [fe], comment_readers: [fe] }')
        .replace('roles: [ministry], comment: optional, comment_readers: [ministry, mofa_ft_users] }', 'roles: [ministry], comment: optional, comment_readers: [ministry, ministers] }'),
    );
    edit(root, 'spec/api/helpdesk.yaml', (t) => t.replace('event: merge, asks: [merged_to] }', 'event: merge, asks: [title, survivor] }'));
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain('spec/entities/awqaf-request.schema.json: x-title: {family_name} names no property of the entity');
    expect(result.output).toContain('spec/workflows/foreign-entity.yaml: warnings missing_documents: getForeignEntityChecklist answers no integer absent');
    expect(result.output).toContain('spec/workflows/foreign-entity.yaml: transition approve: warns of missing_papers, which warnings: does not declare');
    expect(result.output).toContain('spec/workflows/foreign-entity.yaml: transition reapply: comment_readers names who reads a comment the step does not take');
    expect(result.output).toContain('spec/workflows/foreign-entity.yaml: transition review comment_readers: unknown role ministers');
    expect(result.output).toContain('spec/api/helpdesk.yaml: mergeTicket: x-transition asks for title: a step\'s dialog picks a reference by a server-side search');
    expect(result.output).toContain('spec/api/helpdesk.yaml: mergeTicket: x-transition asks for survivor, not a field of helpdesk-ticket');
  });
});
