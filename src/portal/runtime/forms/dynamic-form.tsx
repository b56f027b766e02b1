import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldKey, toValueItems } from '../../../shared/dynamic-forms/index.ts';
import { callOperation, type ApiError } from '../../lib/api-client.ts';
import DynamicFormView from './dynamic-form-view.tsx';
import { useDynamicForm } from './use-dynamic-form.ts';

export type DynamicFormProps = { form: string; record?: number };

/**
 * The dynamic form screen: loads the definition and values, renders them, saves through
 * `PUT form-values/list-update/` (every field sent, an absent one as null so the server clears
 * it), and shows the server's per-field messages under the fields.
 */
export default function DynamicForm({ form, record }: DynamicFormProps) {
  const { t } = useTranslation();
  const { data, failed } = useDynamicForm(form, record);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<ApiError>();
  const [saved, setSaved] = useState(false);
  if (failed) return <MessageBar intent="error"><MessageBarBody>{t('forms.dynamic.load_failed')}</MessageBarBody></MessageBar>;
  if (!data) return <Spinner label={t('forms.dynamic.loading')} />;

  const submit = async (values: Record<string, unknown>) => {
    setSubmitting(true);
    setSaved(false);
    const all = Object.fromEntries(data.fields.map((field) => [fieldKey(field), values[fieldKey(field)] ?? null]));
    const body = { form, ...(record ? { record } : {}), values: toValueItems(data.fields, all) };
    const result = await callOperation('updateFormValues', { body });
    setSubmitting(false);
    setError(result.ok ? undefined : result.error);
    setSaved(result.ok);
  };
  const serverErrors = error?.fields;
  const formError = error && !serverErrors ? error.message || t('errors.error_occurred') : undefined;
  return (
    <>
      {saved && <MessageBar intent="success"><MessageBarBody>{t('forms.dynamic.saved')}</MessageBarBody></MessageBar>}
      <DynamicFormView tabs={data.tabs} fields={data.fields} initialValues={data.values} serverErrors={serverErrors} formError={formError} onSubmit={submit} submitting={submitting} />
    </>
  );
}
