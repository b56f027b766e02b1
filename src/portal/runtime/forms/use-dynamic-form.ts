import { useEffect, useState } from 'react';
import { toFormData, type DynamicField, type FormTab, type ValueItem } from '../../../shared/dynamic-forms/index.ts';
import { callOperation } from '../../lib/api-client.ts';

type Page<T> = { count: number; results: T[] };

/** The loaded definition and values of one dynamic form. */
export type DynamicFormData = { tabs: FormTab[]; fields: DynamicField[]; values: Record<string, unknown> };

/**
 * Loads a form's tabs, field definitions and stored values (`form-tabs/`, `form-fields/`,
 * `form-values/`) — fresh on every visit, so an admin's change to a definition shows at once.
 * With `given` (definitions and values the caller already has, such as a public link's answer)
 * nothing is loaded.
 */
export function useDynamicForm(form: string, record?: number, given?: DynamicFormData) {
  const [state, setState] = useState<{ data?: DynamicFormData; failed: boolean }>({ failed: false });
  useEffect(() => {
    if (given) return;
    let current = true;
    const query = { form, page_size: 9999 };
    void Promise.all([
      callOperation<Page<FormTab>>('listFormTabs', { query }),
      callOperation<Page<DynamicField>>('listFormFields', { query }),
      callOperation<ValueItem[]>('listFormValues', { query: { form, ...(record ? { record } : {}) } }),
    ]).then(([tabs, fields, values]) => {
      if (!current) return;
      if (!tabs.ok || !fields.ok || !values.ok) setState({ failed: true });
      else setState({ failed: false, data: { tabs: tabs.data.results, fields: fields.data.results, values: toFormData(fields.data.results, values.data) } });
    });
    return () => {
      current = false;
    };
  }, [form, record, given]);
  return given ? { data: given, failed: false } : state;
}
