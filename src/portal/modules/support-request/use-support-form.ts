import { useMemo } from 'react';
import { toFormData, type DynamicField, type FormTab } from '../../../shared/dynamic-forms/index.ts';
import type { DynamicFormData } from '../../runtime/forms/use-dynamic-form.ts';
import type { ApiError } from '../../lib/api-client.ts';
import { useOperation } from '../../lib/use-operation.ts';

/** A request's form once all three answers are in; `error` and `status` of the first refusal. */
export type SupportForm = { data?: DynamicFormData; error?: ApiError; status?: number; reload: () => void };

/**
 * The support request's dynamic form (form `support_request`): its tabs and field definitions
 * (`support/form-tabs/`, `support/form-fields/`) and the values of request `id` (`support/form-values/`,
 * which answers whoever may read the request), fresh on every visit; nothing while `enabled` is false.
 */
export function useSupportForm(id: number, enabled: boolean): SupportForm {
  const query = { page_size: 9999 as const };
  const tabs = useOperation(enabled ? 'listSupportFormTabs' : undefined, { query }).result;
  const fields = useOperation(enabled ? 'listSupportFormFields' : undefined, { query }).result;
  const values = useOperation(enabled ? 'listSupportFormValues' : undefined, { query: { support_request: id } });
  const answer = values.result;
  const loaded = useMemo(() => {
    if (!tabs || !fields || !answer) return {};
    const failed = [tabs, fields, answer].find((result) => !result.ok);
    if (failed && !failed.ok) return { error: failed.error, status: failed.status };
    if (!tabs.ok || !fields.ok || !answer.ok) return {};
    // Answers carry the read-only `id` the spec's schemas mark optional (they serve requests too).
    const definitions = fields.data.results as DynamicField[];
    return { data: { tabs: tabs.data.results as FormTab[], fields: definitions, values: toFormData(definitions, answer.data) } };
  }, [tabs, fields, answer]);
  return { ...loaded, reload: values.reload };
}
