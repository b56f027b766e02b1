import { useEffect, useState } from 'react';
import { toFormData, type DynamicField, type FormTab, type ValueItem } from '../../../shared/dynamic-forms/index.ts';
import { callOperation, type ApiError } from '../../lib/api-client.ts';

/** The dynamic form holding the registration details of foreign entities. */
export const REGISTRATION_FORM = 'foreign_entity';

type Page<T> = { count: number; results: T[] };
type Loaded = { tabs: FormTab[]; fields: DynamicField[]; values: Record<string, unknown> };

/**
 * The registration form of one entity: definitions (`form-tabs/`, `form-fields/`) and the entity's
 * values (`form-values/?record=<entity>`); `error` when a call is refused (404: not the caller's).
 */
export function useRegistrationForm(entity: number, enabled: boolean) {
  const [state, setState] = useState<{ data?: Loaded; error?: ApiError; status?: number }>({});
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const query = { form: REGISTRATION_FORM, page_size: 9999 };
    void Promise.all([
      callOperation<Page<FormTab>>('listFormTabs', { query }),
      callOperation<Page<DynamicField>>('listFormFields', { query }),
      callOperation<ValueItem[]>('listFormValues', { query: { form: REGISTRATION_FORM, record: entity } }),
    ]).then(([tabs, fields, values]) => {
      if (!current) return;
      const failed = [tabs, fields, values].find((result) => !result.ok);
      if (failed && !failed.ok) return setState({ error: failed.error, status: failed.status });
      if (tabs.ok && fields.ok && values.ok) setState({ data: { tabs: tabs.data.results, fields: fields.data.results, values: toFormData(fields.data.results, values.data) } });
    });
    return () => {
      current = false;
    };
  }, [entity, enabled]);
  return state;
}
