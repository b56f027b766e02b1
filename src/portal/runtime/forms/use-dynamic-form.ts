import { useMemo } from 'react';
import type { Schema } from '../../../shared/operation-io.ts';
import { toFormData, type DynamicField, type FormTab } from '../../../shared/dynamic-forms/index.ts';
import type { ApiError } from '../../lib/api-client.ts';
import { useOperation } from '../../lib/use-operation.ts';

/** A dynamic form's name, as the form operations take it. */
export type FormName = Schema<'ValuesUpdate'>['form'];

/** The loaded definition and values of one dynamic form. */
export type DynamicFormData = { tabs: FormTab[]; fields: DynamicField[]; values: Record<string, unknown> };

/** A form's definition and values once all three answers are in; `error` and `status` of the first refusal. */
export type LoadedForm = { data?: DynamicFormData; error?: ApiError; status?: number };

/**
 * Loads a form's tabs, field definitions and the values of `record` (the caller's own when absent)
 * through `form-tabs/`, `form-fields/` and `form-values/`, fresh on every visit, so an admin's
 * change to a definition shows at once; nothing while `enabled` is false.
 */
export function useFormDefinition(form: FormName, record: number | undefined, enabled: boolean): LoadedForm {
  const query = { form, page_size: 9999 as const };
  const tabs = useOperation(enabled ? 'listFormTabs' : undefined, { query }).result;
  const fields = useOperation(enabled ? 'listFormFields' : undefined, { query }).result;
  const values = useOperation(enabled ? 'listFormValues' : undefined, { query: { form, ...(record ? { record } : {}) } }).result;
  return useMemo(() => {
    if (!tabs || !fields || !values) return {};
    const failed = [tabs, fields, values].find((result) => !result.ok);
    if (failed && !failed.ok) return { error: failed.error, status: failed.status };
    if (!tabs.ok || !fields.ok || !values.ok) return {};
    // Answers carry the read-only `id` the spec's schemas mark optional (they serve requests too).
    const definitions = fields.data.results as DynamicField[];
    return { data: { tabs: tabs.data.results as FormTab[], fields: definitions, values: toFormData(definitions, values.data) } };
  }, [tabs, fields, values]);
}

/**
 * The form's definition and values (`useFormDefinition`). With `given` (definitions and values the
 * caller already has, such as a public link's answer) nothing is loaded.
 */
export function useDynamicForm(form: FormName, record?: number, given?: DynamicFormData) {
  const loaded = useFormDefinition(form, record, !given);
  return given ? { data: given, failed: false } : { data: loaded.data, failed: loaded.error !== undefined };
}
