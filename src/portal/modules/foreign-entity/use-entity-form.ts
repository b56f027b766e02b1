import { useState } from 'react';
import type { Schema } from '../../../shared/operation-io.ts';
import { toFormData, type DynamicField, type FormTab } from '../../../shared/dynamic-forms/index.ts';
import { useOperation } from '../../lib/use-operation.ts';
import type { DynamicFormData } from '../../runtime/forms/use-dynamic-form.ts';
import type { Checklist } from './checklist-model.ts';

type EntityForm = Schema<'EntityForm'>;

/** What the link's page holds: the entity, the form (fixed once loaded, so edits in progress survive), the checklist. */
export type LinkForm = { entity: EntityForm['entity']; expiresAt: string; form: DynamicFormData; checklist: Checklist };

/** The dynamic form of an answer (definitions and the stored values as form data). */
function formOf(answer: EntityForm): DynamicFormData {
  const fields = answer.fields as DynamicField[];
  return { tabs: answer.tabs as FormTab[], fields, values: toFormData(fields, answer.values) };
}

/**
 * The registration form behind a link (`GET entity-forms/{uid}/{form_uid}/`). `refresh` reloads the
 * checklist and the entity (after an upload) but keeps the form's definitions; `status` is the
 * HTTP status of a refusal (404 no such link, 410 Link Expired).
 */
export function useEntityForm(params: { uid: string; form_uid: string }) {
  const { result, reload: refresh } = useOperation('getEntityForm', { params });
  // The form is taken from the first answer and kept (adjusted while rendering, not in an effect).
  const [form, setForm] = useState<DynamicFormData>();
  if (result?.ok && !form) setForm(formOf(result.data));
  if (!result) return { refresh };
  if (!result.ok) return { status: result.status, refresh };
  const data: LinkForm = { entity: result.data.entity, expiresAt: result.data.expires_at, checklist: result.data.checklist, form: form ?? formOf(result.data) };
  return { data, refresh };
}
