import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { entitySchemas, type EntityName } from '../../../../generated/entities/schemas.ts';
import { callAnyOperation, type ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import type { FormScreen } from '../../lib/screen-descriptors.ts';
import SchemaForm from './schema-form.tsx';
import { useFormRecord } from './use-form-record.ts';

export type EmbeddedFormProps = {
  screen: FormScreen;
  /** Path parameters of the screen's `load` and save operations (`{ id }`, a link's `{ uid, form_uid }`). */
  params: Record<string, string | number>;
  /** The values to start from when the page already has them (no `load` operation). */
  initial?: Record<string, unknown>;
  /** Called with the save's answer (the page may show what changed). */
  onSaved?: (answer: unknown) => void;
};

/**
 * A form screen of spec/screens inside a page or a panel (one without `onSuccess`): loads its record
 * through `load` (or starts from `initial`), saves through the screen's operation (the values under
 * `body` when the screen names one), shows the server's field errors under the fields and stays,
 * saying so (`saved` of the screen).
 */
export function EmbeddedForm({ screen, params, initial, onSaved }: EmbeddedFormProps) {
  const { t, tKey } = useT();
  const stringParams = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const record = useFormRecord(screen.load, stringParams);
  const [error, setError] = useState<ApiError>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  if (record.status === 'loading') return <Spinner size="small" label={t('common.loading')} />;
  if (record.status === 'failed') return <MessageBar intent="error"><MessageBarBody>{record.message || t('errors.error_occurred')}</MessageBarBody></MessageBar>;
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setSaved(false);
    const answer = await callAnyOperation(screen.operation, { params, body: screen.body ? { [screen.body]: values } : values });
    setBusy(false);
    setError(answer.ok ? undefined : answer.error);
    setSaved(answer.ok);
    if (answer.ok) onSaved?.(answer.data);
  };
  // A `body` form's errors come back under that property (`entity`): one message for the form.
  const fields = error?.fields && !(screen.body && screen.body in error.fields) ? error.fields : undefined;
  const formError = error && !fields ? (screen.body && error.fields?.[screen.body]) || error.message || t('errors.error_occurred') : undefined;
  return (
    <>
      {saved && <MessageBar intent="success" role="status"><MessageBarBody>{screen.saved && tKey(screen.saved)}</MessageBarBody></MessageBar>}
      <SchemaForm
        schema={entitySchemas[screen.entity as EntityName]}
        screen={screen}
        formData={withoutNulls(record.data ?? initial ?? {})}
        serverErrors={fields}
        formError={formError}
        onSubmit={(values) => void submit(values)}
        submitting={busy}
      />
    </>
  );
}

/** A stored null is a field without a value, as a form shows it (a text field would refuse null). */
const withoutNulls = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null));

/** The form screen `name` of a module's generated descriptors (`generated/screens/<module>.ts`). */
export function formScreenNamed(screens: readonly { name: string; kind: string }[], name: string): FormScreen {
  const screen = screens.find((candidate) => candidate.name === name);
  if (screen?.kind !== 'form') throw new Error(`No form screen ${name}`);
  return screen as FormScreen;
}
