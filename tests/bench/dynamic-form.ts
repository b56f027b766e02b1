/**
 * The bench form (300 fields in 10 tabs, 20 conditional) and its Node-side figures: the converter
 * (definitions → JSON Schema + uiSchema), one keystroke's work (values → shown fields, uiSchema,
 * the shared validation, the portal validator), and how many times the validator prepared the form's
 * schema over 200 reloads and validations. The browser figures (first render, keystroke to paint,
 * code generated at run time) are `dynamic-form-browser.ts`.
 * Run alone: `node --import tsx tests/bench/dynamic-form.ts`; or call `measureDynamicForm()` from run.ts.
 */
import { performance } from 'node:perf_hooks';
import { toJsonSchema, toUiSchema, validateFormValues, type DynamicField, type FormTab } from '../../src/shared/dynamic-forms/index.ts';

/** The bench form: 10 tabs × 30 fields cycling through the 12 types; every 15th field depends on a radio. */
export function benchForm(): { tabs: FormTab[]; fields: DynamicField[] } {
  const tabs = Array.from({ length: 10 }, (_, i): FormTab => ({ id: i + 1, form: 'demo', name_en: `Tab ${i + 1}`, name_ar: `تبويب ${i + 1}`, order: i }));
  const options = [{ value: 'yes', label: 'Yes', label_ar: 'نعم' }, { value: 'no', label: 'No', label_ar: 'لا' }];
  const fields = Array.from({ length: 300 }, (_, i): DynamicField => {
    const conditional = i % 15 === 14; // 20 of them
    return {
      id: i + 1, field_type: conditional ? 1 : (((i % 12) + 1) as DynamicField['field_type']), label_en: `Field ${i + 1}`, label_ar: `حقل ${i + 1}`,
      is_required: i % 3 === 0, form_tab: Math.floor(i / 30) + 1, order: i, select_data: options,
      ...(conditional ? { depends_on: 8, show_if: 'Yes' } : {}),
    };
  });
  return { tabs, fields };
}

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)]!;

/** Measures and returns the figures (milliseconds, and how many prepared schemas the validator made). */
export async function measureDynamicForm() {
  const { formValidator } = await import('../../src/portal/runtime/forms/form-validation.ts');
  const { inAjvOrder } = await import('../../src/portal/runtime/forms/validation/ajv-order.ts');
  const prepared = new Set<unknown>();
  const { tabs, fields } = benchForm();
  const started = performance.now();
  const form = toJsonSchema(fields, tabs);
  toUiSchema(form, 'ar', {}, { activeTab: 1 });
  const convertMs = performance.now() - started;
  const values: Record<string, unknown> = {};
  const keystrokes: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    values.field_1 = 'x'.repeat(i % 40);
    values.field_8 = i % 2 ? 'yes' : 'no';
    const t0 = performance.now();
    const again = toJsonSchema(structuredClone(fields), tabs); // a reload of the same definitions
    toUiSchema(again, 'ar', values, { activeTab: 1 });
    validateFormValues(again.fields, values);
    formValidator.rawValidation(again.schema as never, values);
    keystrokes.push(performance.now() - t0);
    prepared.add(inAjvOrder(again.schema));
  }
  return { convertMs, keystrokeP95Ms: p95(keystrokes), prepared: prepared.size };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureDynamicForm();
  console.log('\nDynamic form: 300 fields, 10 tabs, 20 conditional (Node, no rendering)');
  console.log(`converter: ${figures.convertMs.toFixed(1)} ms; one keystroke (reload + uiSchema + validation) p95: ${figures.keystrokeP95Ms.toFixed(2)} ms; schema prepared ${figures.prepared} time(s) (target 1)`);
}
