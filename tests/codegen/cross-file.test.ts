import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCodegen } from '../../codegen/run.ts';

// Cross-file mistakes (issue 20 item 3): each is one `file:line: object: wrong — change` line, and
// nothing else. One temporary copy of the project's spec serves every case: the mistakes sit in
// different files, so one run shows each gives exactly its own line (no cascades).
const project = join(import.meta.dirname, '..', '..');
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'codegen-cross-'));
  for (const folder of ['spec', 'locales', 'generated']) cpSync(join(project, folder), join(root, folder), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** Replaces the first `from` (after `after`, when given; it must be there) in a file of the copy. */
function edit(file: string, from: string, to: string, after = ''): void {
  const text = read(file);
  const index = text.indexOf(from, after ? text.indexOf(after) : 0);
  expect(index, `${file} contains ${from}`).toBeGreaterThanOrEqual(0);
  writeFileSync(join(root, file), text.slice(0, index) + to + text.slice(index + from.length));
}

/** `file:line` of the first line of the copy's file containing `needle` (after the edits). */
function at(file: string, needle: string, after = ''): string {
  const text = read(file);
  const start = after ? text.indexOf(after) : 0;
  const index = text.indexOf(needle, start);
  expect(index, `${file} contains ${needle}`).toBeGreaterThanOrEqual(0);
  return `${file}:${text.slice(0, index).split('\n').length}`;
}

/** The problem lines of a check (without its closing count). */
async function problemLines(): Promise<string[]> {
  const { code, output } = await runCodegen(root, true);
  expect(code).toBe(1);
  return output.split('\n').filter((line) => !line.startsWith('codegen: '));
}

describe('codegen --check, mistakes between files', () => {
  it('passes on the unmodified spec', async () => {
    expect(await runCodegen(root, true)).toMatchObject({ code: 0 });
  });

  it('names each mistake once, with its file, line and object', async () => {
    // 1. An edit form (patchForeignEntity is x-state-edit) shows logo, which no state lets anyone change.
    edit('spec/screens/foreign-entity.yaml', 'fields: [name, name_en, name_ar, license_type] }', 'fields: [name, name_en, name_ar, license_type, logo] }', 'foreign_entity.edit:\n    kind: form');
    // 2. Safe travel's cancel operation now takes accept: nothing takes cancel. And a `by:` naming no operation.
    edit('spec/api/safe-travel.yaml', 'x-transition: { workflow: safe-travel, event: cancel }', 'x-transition: { workflow: safe-travel, event: accept }');
    edit('spec/workflows/foreign-entity.yaml', 'by: archiveDuplicate }', 'by: archiveDuplicates }');
    //    A misspelt x-transition event is refused as such; the step it leaves without an operation is the same mistake.
    edit('spec/api/helpdesk.yaml', 'x-transition: { workflow: helpdesk-ticket, event: hold }', 'x-transition: { workflow: helpdesk-ticket, event: holdd }');
    // 3. A list filter its operation does not take; an x-filter naming no field.
    edit('spec/screens/users.yaml', "- { param: groups, label: users.fields.groups, kind: select, optionsFrom: { operation: listGroups, value: id, label: name } }", "- { param: teams, label: users.fields.groups, kind: select, optionsFrom: { operation: listGroups, value: id, label: name } }");
    edit('spec/api/foreign-entities.yaml', 'x-filter: country', 'x-filter: nation');
    // 4. A status enum without a state code and with a value that is none.
    edit('spec/api/fund-transfer.yaml', 'suspended, rejected] }', 'suspended, refused] }');
    // 5. Two labels for three values.
    edit('spec/entities/diplomatic-mission.schema.json', '"x-enum-labels": ["mission.types.embassy", "mission.types.general", "mission.types.permanent"]', '"x-enum-labels": ["mission.types.embassy", "mission.types.general"]');
    // 6. An icon the portal does not draw.
    edit('spec/screens/references.yaml', 'icon: library', 'icon: books');

    const lines = await problemLines();
    const expected = [
      `${at('spec/screens/foreign-entity.yaml', 'license_type, logo]', 'foreign_entity.edit:\n    kind: form')}: screen foreign_entity.edit: field logo is editable in no state of workflow foreign-entity, so patchForeignEntity (x-state-edit) drops it — add it to editable: in spec/workflows/foreign-entity.yaml or take it off the form`,
      `${at('spec/workflows/safe-travel.yaml', '- event: cancel')}: transition cancel: no operation takes it, so its button never appears — add an operation with x-transition: { workflow: safe-travel, event: cancel } to spec/api (or by: <operationId> when a handler takes it)`,
      'spec/api/helpdesk.yaml: holdTicket: workflow helpdesk-ticket has no event holdd',
      `${at('spec/workflows/foreign-entity.yaml', 'by: archiveDuplicates')}: transition archive_duplicate: by names archiveDuplicates, no operation of spec/api — name the operation whose handler takes the step`,
      `${at('spec/screens/users.yaml', 'param: teams')}: screen users.admin_list: filter teams is not a query parameter of listUsers, so the list ignores it — declare it in listUsers's parameters or drop the filter`,
      `${at('spec/api/foreign-entities.yaml', 'x-filter: nation')}: listForeignEntities: parameter country has x-filter nation, not a field of foreign-entity — name a property of spec/entities/foreign-entity.schema.json`,
      `${at('spec/api/fund-transfer.yaml', 'x-status-filter: fund-transfer')}: listFundTransfers: the enum of status lacks rejected and has refused, no state or view code of workflow fund-transfer — list all and the state codes of spec/workflows/fund-transfer.yaml (and any of its view codes)`,
      `${at('spec/entities/diplomatic-mission.schema.json', '"x-enum-labels"')}: /properties/type: x-enum-labels has 2 keys for 3 enum values — give one locale key per value, in the enum's order`,
      `${at('spec/screens/references.yaml', 'icon: books')}: menu references: unknown icon books — use one of home, library, dashboard, mission, building, globe, travel, support, awqaf, money, chat, people, transfer (src/shared/menu-icons.ts)`,
    ];
    expect(lines.sort()).toEqual(expected.sort());
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

    edit('spec/screens/references.yaml', 'pageSize: 10', 'pageSize: [10');
    // The yaml package notices the unclosed list on the line after it.
    const after = Number(at('spec/screens/references.yaml', 'pageSize: [10').split(':')[1]) + 1;
    expect(await problemLines()).toEqual([`spec/screens/references.yaml:${after}: syntax: Flow sequence in block collection must be sufficiently indented and end with a ] (column 5) — correct the YAML there`]);
  });
});
