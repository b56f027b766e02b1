import { useCallback, useEffect, useState } from 'react';
import type { components } from '../../../../generated/api/types.ts';
import { toFormData, type DynamicField, type FormTab } from '../../../shared/dynamic-forms/index.ts';
import { callOperation, type ApiResult } from '../../lib/api-client.ts';
import type { DynamicFormData } from '../../runtime/forms/use-dynamic-form.ts';
import type { Checklist } from './checklist-model.ts';

type EntityForm = components['schemas']['EntityForm'];

/** What the link's page holds: the entity, the form (fixed once loaded, so edits in progress survive), the checklist. */
export type LinkForm = { entity: EntityForm['entity']; expiresAt: string; form: DynamicFormData; checklist: Checklist };

/**
 * The registration form behind a link (`GET entity-forms/{uid}/{form_uid}/`). `refresh` reloads the
 * checklist and the entity (after an upload) but keeps the form's definitions; `status` is the
 * HTTP status of a refusal (404 no such link, 410 Link Expired).
 */
export function useEntityForm(params: { uid: string; form_uid: string }) {
  const [state, setState] = useState<{ data?: LinkForm; status?: number }>({});
  const [attempt, setAttempt] = useState(0);
  const key = `${params.uid}/${params.form_uid}`;
  useEffect(() => {
    let current = true;
    const [uid, form_uid] = key.split('/') as [string, string];
    void callOperation<EntityForm>('getEntityForm', { params: { uid, form_uid } }).then((result: ApiResult<EntityForm>) => {
      if (!current) return;
      if (!result.ok) return setState({ status: result.status });
      const fields = result.data.fields as DynamicField[];
      setState((previous) => ({
        data: {
          entity: result.data.entity,
          expiresAt: result.data.expires_at,
          checklist: result.data.checklist,
          form: previous.data?.form ?? { tabs: result.data.tabs as FormTab[], fields, values: toFormData(fields, result.data.values) },
        },
      }));
    });
    return () => {
      current = false;
    };
  }, [key, attempt]);
  const refresh = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, refresh };
}
