import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../src/portal/lib/i18n.ts';
import { dynamicFieldMessages } from '../../src/portal/runtime/forms/dynamic-validation.ts';
import { formValidator } from '../../src/portal/runtime/forms/form-validation.ts';
import { fieldKey, keepVisible, toJsonSchema, toValueItems, visibleKeys, type DynamicField, type FormTab } from '../../src/shared/dynamic-forms/index.ts';
import { isEmptyValue } from '../../src/shared/dynamic-forms/validate.ts';
import { fieldsArb, valuesArb } from '../property/dynamic-form-arbitraries.ts';
import { minimalPdf, startTestApp, type TestApp } from './harness.ts';

// One validation, both sides (issue 5), for arbitrary field-definition sets and values: the
// definitions are created through the admin API, the values sent as the portal sends them, and the
// server's answer (status and the message under each field) must be exactly what the portal's own
// validation shows for the same values: its RJSF validator on the converter's schema with the
// dynamic form's `transformErrors`. After a save, the stored values are the shown, non-empty ones:
// a hidden value is never stored.
let t: TestApp;
let admin: string;
let tab: FormTab;
let fileId: number;
const FORM = 'support_request';

beforeAll(async () => {
  // The portal's i18n fetches a language's texts when it starts; the portal's verdicts need English.
  await loadLanguage('en');
  t = await startTestApp();
  admin = await t.login('admin');
  // The property builds the form's fields itself: the seeded support-request form (support-request/seed-form.ts) goes.
  await t.db.query(`DELETE FROM form_field_records WHERE data->>'form' = $1`, [FORM]);
  await t.db.query(`DELETE FROM form_tab_records WHERE data->>'form' = $1`, [FORM]);
  const created = await t.call('POST', '/form-tabs/', { token: admin, body: { form: FORM, name_en: 'Tab', name_ar: 'تبويب' } });
  tab = created.json();
  fileId = (await t.upload('/form-files/', admin, { name: 'licence.pdf', type: 'application/pdf', bytes: minimalPdf(['Licence']) })).json().id;
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

/** Creates the definitions (conditions pointing at the stored ids); returns them as the API serves them. */
async function createFields(specs: DynamicField[]): Promise<DynamicField[]> {
  const ids = new Map<number, number>();
  const created: DynamicField[] = [];
  for (const spec of specs) {
    const { id, ...body } = spec;
    const dependsOn = spec.depends_on ? ids.get(spec.depends_on) : undefined;
    const answer = await t.call('POST', '/form-fields/', { token: admin, body: { ...body, form: FORM, form_tab: tab.id, depends_on: dependsOn ?? null, show_if: spec.show_if ?? null } });
    expect(answer.statusCode, answer.body).toBe(201);
    ids.set(id, answer.json().id);
    created.push({ ...answer.json() });
  }
  return created;
}

const english = i18n.getFixedT('en');
const translate = (key: string, options?: Record<string, unknown>) => english(key, options ?? {}) as string;

/** What the portal shows under each field for these values (its validator and transformErrors). */
function portalVerdict(fields: DynamicField[], values: Record<string, unknown>): Record<string, string> {
  const { schema } = toJsonSchema(fields, [tab]);
  const shown = keepVisible(fields, values);
  const { errors } = formValidator.validateFormData(shown, schema as never, undefined, (raw) => dynamicFieldMessages(raw, fields, shown, translate));
  return Object.fromEntries(errors.map((error) => [String(error.property).replace(/^\./, ''), String(error.message)]));
}

let record = 5000;

describe('dynamic form verdicts, server and portal', () => {
  it('the server answers exactly the portal’s messages, and stores only shown values', async () => {
    await fc.assert(
      fc.asyncProperty(fieldsArb(8).chain((specs) => fc.tuple(fc.constant(specs), valuesArb(specs, 0))), async ([specs, rawValues]) => {
        const fields = await createFields(specs);
        try {
          // The generated values name the generated ids; the stored fields have their own.
          const values = Object.fromEntries(Object.entries(rawValues).map(([key, value]) => {
            const index = specs.findIndex((s) => fieldKey(s) === key);
            return [fieldKey(fields[index]!), value === 0 && specs[index]!.field_type === 12 ? fileId : value];
          }));
          record += 1;
          // As the portal's DynamicForm sends them: every field, the hidden and absent ones as null.
          const shown = keepVisible(fields, values);
          const all = Object.fromEntries(fields.map((f) => [fieldKey(f), shown[fieldKey(f)] ?? null]));
          const answer = await t.call('PUT', '/form-values/list-update/', { token: admin, language: 'en', body: { form: FORM, record, values: toValueItems(fields, all) } });
          const portal = portalVerdict(fields, values);
          expect(answer.statusCode === 400 ? answer.json().fields : {}, JSON.stringify(values)).toEqual(portal);
          if (answer.statusCode !== 400) {
            expect(answer.statusCode, answer.body).toBe(200);
            const visible = visibleKeys(fields, values);
            const expected = fields.filter((f) => visible.has(fieldKey(f)) && !isEmptyValue(f, shown[fieldKey(f)])).map((f) => f.id);
            const stored = (answer.json() as { field: number }[]).map((v) => v.field);
            expect(stored.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
          }
        } finally {
          for (const field of fields) await t.call('DELETE', `/form-fields/${field.id}/`, { token: admin });
        }
      }),
      { numRuns: 60 },
    );
  });
});
