import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldKey, toValueItems, type ValueItem } from '../../../shared/dynamic-forms/index.ts';
import type { Schema } from '../../../shared/operation-io.ts';
import { callOperation, type ApiError, type ApiResult } from '../../lib/api-client.ts';
import DynamicFormView from './dynamic-form-view.tsx';
import { useDynamicForm, type DynamicFormData, type FormName } from './use-dynamic-form.ts';

export type DynamicFormProps = {
  form: FormName;
  record?: number;
  /** Definitions and values the caller already has (a public link's answer): nothing is loaded. */
  given?: DynamicFormData;
  /** Saves the values another way than `PUT form-values/list-update/` (a public link's own address). */
  save?: (values: ValueItem[]) => Promise<ApiResult<unknown>>;
  /** Told after each successful save. */
  onSaved?: () => void;
};

/**
 * The dynamic form screen: loads the definition and values (or takes them `given`), renders them,
 * saves through `PUT form-values/list-update/` or `save` (every field sent, an absent one as null
 * so the server clears it), and shows the server's per-field messages under the fields.
 */
export default function DynamicForm({ form, record, given, save, onSaved }: DynamicFormProps) {
  const { t } = useTranslation();
  const { data, failed } = useDynamicForm(form, record, given);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<ApiError>();
  const [saved, setSaved] = useState(false);
  if (failed) return <MessageBar intent="error"><MessageBarBody>{t('forms.dynamic.load_failed')}</MessageBarBody></MessageBar>;
  if (!data) return <Spinner label={t('forms.dynamic.loading')} />;

  const submit = async (values: Record<string, unknown>) => {
    setSubmitting(true);
    setSaved(false);
    const all = Object.fromEntries(data.fields.map((field) => [fieldKey(field), values[fieldKey(field)] ?? null]));
    const items = toValueItems(data.fields, all);
    // Each field type's stored value and extra (`toStored`); the spec's `extra` is an open object.
    const stored = items as Schema<'ValuesUpdate'>['values'];
    const result = save ? await save(items) : await callOperation('updateFormValues', { body: { form, ...(record ? { record } : {}), values: stored } });
    setSubmitting(false);
    setError(result.ok ? undefined : result.error);
    setSaved(result.ok);
    if (result.ok) onSaved?.();
  };
  const serverErrors = error?.fields;
  const formError = error && !serverErrors ? error.message || t('errors.error_occurred') : undefined;
  return (
    <>
      {saved && <MessageBar intent="success"><MessageBarBody>{t('forms.dynamic.saved')}</MessageBarBody></MessageBar>}
      <DynamicFormView record={record} tabs={data.tabs} fields={data.fields} initialValues={data.values} serverErrors={serverErrors} formError={formError} onSubmit={submit} submitting={submitting} />
    </>
  );
}
