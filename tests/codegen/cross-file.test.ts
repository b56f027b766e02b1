import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { generate } from '../../codegen/generate.ts';
import { runCodegen } from '../../codegen/run.ts';
import { menuIconNames } from '../../src/shared/menu-icons.ts';
import { lineOf } from './spec-copy.ts';

// Cross-file mistakes (issue 20 item 3): each is one `file:line: object: wrong — change` line, and
// nothing else. One temporary copy of the project's spec holds every mistake at once (they sit in
// different places), so one run shows that each gives exactly its own line (no cascades); then each
// is mended as its line says and the spec passes again.
const project = join(import.meta.dirname, '..', '..');
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'codegen-cross-'));
  // src: codegen reads the portal's code for the texts each page shows (codegen/resolve/route-texts.ts).
  for (const folder of ['spec', 'locales', 'generated', 'src']) cpSync(join(project, folder), join(root, folder), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** Replaces the first `from` (after `after`, when given; it must be there) in a file of the copy. */
function edit(file: string, from: string, to: string, after = ''): void {
  const text = read(file);
  const start = after ? text.indexOf(after) : 0;
  expect(start, `${file} contains ${after}`).toBeGreaterThanOrEqual(0);
  const index = text.indexOf(from, start);
  expect(index, `${file} contains ${from}`).toBeGreaterThanOrEqual(0);
  writeFileSync(join(root, file), text.slice(0, index) + to + text.slice(index + from.length));
}

/** `file:line` of the first line of the copy's file containing `needle` (after the edits). */
const at = (file: string, needle: string, after = '') => lineOf(root, file, needle, after);

/** The problem lines of a check (without its closing count). */
async function problemLines(): Promise<string[]> {
  const { code, output } = await runCodegen(root, true);
  expect(code).toBe(1);
  return output.split('\n').filter((line) => !line.startsWith('codegen: '));
}

/** A mistake an analyst makes, the one line codegen prints for it, and the change that line asks for. */
type Mistake = { name: string; make: () => void; line: () => string; fix: () => void };

const FE_EDIT = 'foreign_entity.edit:\n    kind: form';
const withdrawOperation = `  /safe-travel/{id}/withdraw/:
    parameters:
      - $ref: './common.yaml#/components/parameters/Id'
    post:
      operationId: withdrawSafeTravel
      summary: The entity withdraws its notification while remarks are open.
      x-transition: { workflow: safe-travel, event: withdraw }
      requestBody:
        content:
          application/json:
            schema: { $ref: './workflows.yaml#/components/schemas/TransitionRequest' }
      responses:
        '200':
          description: The notification in its new state.
          content:
            application/json:
              schema: { $ref: '../entities/safe-travel.schema.json' }
        '400': { $ref: './common.yaml#/components/responses/BadRequest' }
`;

const MISTAKES: Mistake[] = [
  {
    // The finding: PATCH answered 200 and dropped the new field.
    name: 'a field added to the entity and its edit form, but to no state of editable:',
    make: () => {
      edit('spec/entities/foreign-entity.schema.json', '"properties": {', '"properties": {\n    "website2": { "type": "string", "maxLength": 200, "title": "foreign_entity.fields.website2" },');
      edit('locales/en/foreign_entity.json', '"fields": {', '"fields": {\n    "website2": "Second website",');
      edit('locales/ar/foreign_entity.json', '"fields": {', '"fields": {\n    "website2": "الموقع الثاني",');
      edit('spec/screens/foreign-entity.yaml', 'license_type] }', 'license_type, website2] }', FE_EDIT);
    },
    line: () =>
      `${at('spec/screens/foreign-entity.yaml', 'license_type, website2]', FE_EDIT)}: screen foreign_entity.edit: field website2 is editable in no state of workflow foreign-entity, so patchForeignEntity (x-state-edit) drops it — add it to editable: in spec/workflows/foreign-entity.yaml or take it off the form`,
    fix: () => edit('spec/workflows/foreign-entity.yaml', '    ministry: [name, name_en, name_ar, ', '    ministry: [name, name_en, name_ar, website2, '),
  },
  {
    name: 'an x-state-edit naming no workflow',
    make: () => edit('spec/api/foreign-entity-requests.yaml', 'x-state-edit: modify-request', 'x-state-edit: modify-requests'),
    line: () => `${at('spec/api/foreign-entity-requests.yaml', 'x-state-edit: modify-requests')}: updateModifyRequest: x-state-edit names unknown workflow modify-requests — name a file of spec/workflows`,
    fix: () => edit('spec/api/foreign-entity-requests.yaml', 'x-state-edit: modify-requests', 'x-state-edit: modify-request'),
  },
  {
    // The finding: a step with no x-transition operation, whose button never appears.
    name: 'a new step that no operation takes',
    make: () => {
      edit('spec/workflows/safe-travel.yaml', '  - event: accept\n', '  - event: withdraw\n    from: [remarks]\n    to: cancelled\n    roles: [le]\n  - event: accept\n');
      edit('locales/en/workflows.json', '"cancel": "Cancel",', '"cancel": "Cancel",\n      "withdraw": "Withdraw",', '"safe_travel"');
      edit('locales/ar/workflows.json', '"cancel": "إلغاء",', '"cancel": "إلغاء",\n      "withdraw": "سحب",', '"safe_travel"');
    },
    line: () =>
      `${at('spec/workflows/safe-travel.yaml', '- event: withdraw')}: transition withdraw: no operation takes it, so its button never appears — add an operation with x-transition: { workflow: safe-travel, event: withdraw } to spec/api (or by: <operationId> when a handler takes it)`,
    fix: () => {
      edit('spec/api/safe-travel.yaml', '  /safe-travel/{id}/cancel/:\n', `${withdrawOperation}  /safe-travel/{id}/cancel/:\n`);
      writeFileSync(join(root, 'spec/access/rules/safe-travel.yaml'), `${read('spec/access/rules/safe-travel.yaml')}withdrawSafeTravel: { le: own_local_entity_records }\n`);
    },
  },
  {
    name: 'a step whose by: names no operation',
    make: () => edit('spec/workflows/foreign-entity.yaml', 'by: archiveDuplicate }', 'by: archiveDuplicates }'),
    line: () => `${at('spec/workflows/foreign-entity.yaml', 'by: archiveDuplicates')}: transition archive_duplicate: by names archiveDuplicates, no operation of spec/api — name the operation whose handler takes the step`,
    fix: () => edit('spec/workflows/foreign-entity.yaml', 'by: archiveDuplicates }', 'by: archiveDuplicate }'),
  },
  {
    // Refused as a misnamed event only: the step `hold` it leaves without an operation is the same mistake.
    name: 'an x-transition naming an event the workflow lacks',
    make: () => edit('spec/api/helpdesk.yaml', 'x-transition: { workflow: helpdesk-ticket, event: hold }', 'x-transition: { workflow: helpdesk-ticket, event: holdd }'),
    line: () => {
      const events = [...new Set((parse(read('spec/workflows/helpdesk-ticket.yaml')) as { transitions: Array<{ event: string }> }).transitions.map((t) => t.event))];
      return `${at('spec/api/helpdesk.yaml', 'event: holdd')}: holdTicket: workflow helpdesk-ticket has no event holdd — name one of ${events.join(', ')} (spec/workflows/helpdesk-ticket.yaml)`;
    },
    fix: () => edit('spec/api/helpdesk.yaml', 'event: holdd }', 'event: hold }'),
  },
  {
    // The finding: a list filter not declared on the list operation.
    name: 'a list filter its operation does not take',
    make: () => edit('spec/screens/references.yaml', '      - { param: search, label: common.filters.search, kind: text }\n', '      - { param: search, label: common.filters.search, kind: text }\n      - { param: author, label: references.fields.author, kind: text }\n'),
    line: () => `${at('spec/screens/references.yaml', 'param: author')}: screen references.list: filter author is not a query parameter of listReferences, so the list ignores it — declare it in listReferences's parameters or drop the filter`,
    fix: () => edit('spec/api/references.yaml', '        - name: visible\n', '        - name: author\n          in: query\n          x-filter: author\n          schema: { type: string }\n        - name: visible\n'),
  },
  {
    // The finding: a filter naming a field that does not exist (500 when used).
    name: 'an x-filter naming no field of the entity',
    make: () => edit('spec/api/foreign-entities.yaml', 'x-filter: country', 'x-filter: nation'),
    line: () => `${at('spec/api/foreign-entities.yaml', 'x-filter: nation')}: listForeignEntities: parameter country has x-filter nation, not a field of foreign-entity — name a property of spec/entities/foreign-entity.schema.json`,
    fix: () => edit('spec/api/foreign-entities.yaml', 'x-filter: nation', 'x-filter: country'),
  },
  {
    name: "a list operation's status enum out of step with the workflow's states",
    make: () => edit('spec/api/fund-transfer.yaml', 'suspended, rejected] }', 'suspended, refused] }'),
    line: () =>
      `${at('spec/api/fund-transfer.yaml', 'x-status-filter: fund-transfer')}: listFundTransfers: the enum of status lacks rejected and has refused, no state or view code of workflow fund-transfer — list all and the state codes of spec/workflows/fund-transfer.yaml (and any of its view codes)`,
    fix: () => edit('spec/api/fund-transfer.yaml', 'suspended, refused] }', 'suspended, rejected] }'),
  },
  {
    name: "a new state whose code the entity's status enum lacks",
    make: () => {
      edit('spec/workflows/safe-travel.yaml', '  archived: {', '  on_hold: { code: 5, label: workflows.safe_travel.states.on_hold, final: true }\n  archived: {');
      edit('locales/en/workflows.json', '"archived": "Archived"', '"archived": "Archived",\n      "on_hold": "On hold"', '"safe_travel"');
      edit('locales/ar/workflows.json', '"archived": "مؤرشف"', '"archived": "مؤرشف",\n      "on_hold": "معلق"', '"safe_travel"');
    },
    line: () => `${at('spec/workflows/safe-travel.yaml', '  on_hold:')}: state on_hold: code 5 is not in the enum of safe-travel.status — add it to the enum (and its x-enum-labels) in spec/entities/safe-travel.schema.json`,
    fix: () => {
      edit('spec/entities/safe-travel.schema.json', '"enum": [0, 1, 2, 3, 4],', '"enum": [0, 1, 2, 3, 4, 5],', '"status": {');
      edit('spec/entities/safe-travel.schema.json', '"workflows.safe_travel.states.archived"\n', '"workflows.safe_travel.states.archived",\n        "workflows.safe_travel.states.on_hold"\n');
      // …and then in the status filter of the list and of its PDF, as the next mistake's line would ask.
      for (let i = 0; i < 2; i += 1) edit('spec/api/safe-travel.yaml', 'schema: { type: integer, enum: [0, 1, 2, 3, 4] }', 'schema: { type: integer, enum: [0, 1, 2, 3, 4, 5] }');
    },
  },
  {
    // The finding: filtering by a new state answered 400 (an x-filter, not an x-status-filter).
    name: "a list's x-filter on the workflow's state field lacking a state code",
    make: () => edit('spec/api/helpdesk.yaml', 'schema: { type: integer, enum: [1, 2, 3, 4, 5, 6] }', 'schema: { type: integer, enum: [1, 2, 3, 4, 5] }'),
    line: () =>
      `${at('spec/api/helpdesk.yaml', 'x-filter: status')}: listTickets: the enum of status lacks state code 6 of spec/workflows/helpdesk-ticket.yaml — add it to the enum, or filtering by it answers 400`,
    fix: () => edit('spec/api/helpdesk.yaml', 'schema: { type: integer, enum: [1, 2, 3, 4, 5] }', 'schema: { type: integer, enum: [1, 2, 3, 4, 5, 6] }'),
  },
  {
    name: 'fewer x-enum-labels than enum values',
    make: () => edit('spec/entities/diplomatic-mission.schema.json', '"mission.types.general", "mission.types.permanent"]', '"mission.types.general"]'),
    line: () => `${at('spec/entities/diplomatic-mission.schema.json', '"x-enum-labels"')}: /properties/type: x-enum-labels has 2 keys for 3 enum values — give one locale key per value, in the enum's order`,
    fix: () => edit('spec/entities/diplomatic-mission.schema.json', '"mission.types.general"]', '"mission.types.general", "mission.types.permanent"]'),
  },
  {
    // One line, not one per language.
    name: 'an enum label no language has',
    make: () => edit('spec/entities/ft-bank.schema.json', '"fund_transfer.banks.kinds.exchange"', '"fund_transfer.banks.kinds.exchanger"'),
    line: () =>
      `${at('spec/entities/ft-bank.schema.json', '"fund_transfer.banks.kinds.exchanger"')}: locale key fund_transfer.banks.kinds.exchanger is missing in locales/ar and locales/en — add it to locales/ar/fund_transfer.json and locales/en/fund_transfer.json, or correct the key`,
    fix: () => edit('spec/entities/ft-bank.schema.json', '"fund_transfer.banks.kinds.exchanger"', '"fund_transfer.banks.kinds.exchange"'),
  },
  {
    // One line under the language that lacks it, not again for each file of the spec that uses it.
    name: 'a label one language lacks',
    make: () => edit('locales/en/references.json', '"author": "Author", ', ''),
    line: () => `${at('locales/en/references.json', '"fields"')}: locale key references.fields.author is missing (${at('locales/ar/references.json', '"author"')} has it) — add it under fields`,
    fix: () => edit('locales/en/references.json', '"fields": {', '"fields": { "author": "Author",'),
  },
  {
    // The finding: an unknown icon showed a plain circle. A Fluent UI icon is drawn without a change to src/.
    name: 'a menu icon the portal does not draw',
    make: () => edit('spec/screens/references.yaml', 'icon: library', 'icon: books'),
    line: () => `${at('spec/screens/references.yaml', 'icon: books')}: menu references: unknown icon books — use one of ${menuIconNames.join(', ')} (src/shared/menu-icons.ts) or an icon of @fluentui/react-icons such as BookRegular`,
    fix: () => edit('spec/screens/references.yaml', 'icon: books', 'icon: BookRegular'),
  },
  {
    // The finding: a record heading that cannot follow the page's language.
    name: "a heading naming one language's field for both languages",
    make: () => edit('spec/entities/diplomatic-mission.schema.json', '"x-title": "{name}"', '"x-title": "{name_en}"'),
    line: () => `${at('spec/entities/diplomatic-mission.schema.json', '"x-title"')}: x-title: {name_en} heads Arabic pages in English too — write {name} (name_ar on Arabic pages, name_en on English ones) or one template per language`,
    fix: () => edit('spec/entities/diplomatic-mission.schema.json', '"x-title": "{name_en}"', '"x-title": "{name}"'),
  },
  {
    name: "a language's heading naming the other language's field",
    make: () => edit('spec/entities/helpdesk-queue.schema.json', '"ar": "{name_ar}"', '"ar": "{name_en}"'),
    line: () => `${at('spec/entities/helpdesk-queue.schema.json', '"x-title"')}: x-title: the ar template names {name_en}, so Arabic pages are headed in English — name {name_ar}`,
    fix: () => edit('spec/entities/helpdesk-queue.schema.json', '"ar": "{name_en}"', '"ar": "{name_ar}"'),
  },
  {
    // The finding: a column typo also gave two misleading "locale key missing" lines.
    name: 'a list column naming no field',
    make: () => edit('spec/screens/references.yaml', '- { field: author }', '- { field: auther }'),
    line: () => `${at('spec/screens/references.yaml', 'field: auther')}: screen references.list: entity reference has no field auther — name a property of spec/entities/reference.schema.json`,
    fix: () => edit('spec/screens/references.yaml', '- { field: auther }', '- { field: author }'),
  },
];

describe('codegen --check, mistakes between files', () => {
  it('passes on the unmodified spec', async () => {
    expect(await runCodegen(root, true)).toMatchObject({ code: 0 });
  });

  describe('with every mistake made', () => {
    let lines: string[] = [];
    beforeAll(async () => {
      for (const mistake of MISTAKES) mistake.make();
      lines = await problemLines();
    });

    it.each(MISTAKES.map((mistake) => [mistake.name, mistake] as const))('%s: one line naming the file, the line and the object', (_, mistake) => {
      expect(lines.filter((line) => line === mistake.line())).toHaveLength(1);
    });

    it('prints no other line (no cascades)', () => {
      expect([...lines].sort()).toEqual(MISTAKES.map((mistake) => mistake.line()).sort());
    });
  });

  it('passes once each is mended as its line says', async () => {
    for (const mistake of MISTAKES) mistake.fix();
    expect((await generate(root)).problems.toString()).toBe('');
  });

  it('names the line and column of a JSON or YAML syntax error, in one line', async () => {
    const entity = 'spec/entities/reference.schema.json';
    const json = read(entity);
    edit(entity, '"type": "object",', '"type": "object"');
    // JSON.parse stops at the next property, `"x-table"`, on the line after the missing comma.
    const next = at(entity, '"x-table"');
    const column = read(entity).split('\n')[Number(next.split(':')[1]) - 1]!.indexOf('"') + 1;
    expect(await problemLines()).toEqual([expect.stringMatching(new RegExp(`^${next}: syntax: Expected ',' or '}' after property value \\(column ${column}\\) — correct the JSON there$`))]);
    writeFileSync(join(root, entity), json);

    const locale = 'locales/en/references.json';
    const texts = read(locale);
    edit(locale, '"author": "Author",', '"author": "Author"');
    expect(await problemLines()).toEqual([expect.stringMatching(new RegExp(`^${at(locale, '"author": "Author"')}: syntax: Expected ',' or '}' after property value \\(column \\d+\\) — correct the JSON there$`))]);
    writeFileSync(join(root, locale), texts);

    edit('spec/screens/references.yaml', 'pageSize: 10', 'pageSize: [10');
    // The yaml package notices the unclosed list on the line after it.
    const after = Number(at('spec/screens/references.yaml', 'pageSize: [10').split(':')[1]) + 1;
    expect(await problemLines()).toEqual([`spec/screens/references.yaml:${after}: syntax: Flow sequence in block collection must be sufficiently indented and end with a ] (column 5) — correct the YAML there`]);
  });
});
