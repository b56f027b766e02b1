import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { entitySchemas } from '../../../../generated/entities/schemas.ts';
import type { FormScreen } from '../../lib/screen-descriptors.ts';
import { callOperation, type ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { useOperation } from '../../lib/use-operation.ts';
import SchemaForm from '../../runtime/forms/schema-form.tsx';

// The ministry's administrative data, one section; fields, labels and rules come from
// spec/entities/administrative-data.schema.json (a form inside a panel has no route of its own).
const screen: FormScreen = {
  kind: 'form',
  name: 'foreign_entity.administrative',
  module: 'foreign-entity',
  title: 'foreign_entity.administrative.title',
  entity: 'administrative-data',
  operation: 'saveAdministrativeData',
  load: 'getAdministrativeData',
  steps: [{ key: 'main', title: 'foreign_entity.administrative.title', sections: [{ key: 'main', title: 'foreign_entity.administrative.title', fields: ['file_number', 'registration_date', 'department', 'notes'] }] }],
  widgets: { notes: 'textarea' },
  help: {},
  onSuccess: { route: 'foreign_entity.detail' },
};

/** Reads and replaces the entity's administrative data (file number, registration date, department, notes). */
export function AdministrativeDataForm({ entity }: { entity: number }) {
  const { t } = useT();
  const { result } = useOperation('getAdministrativeData', { params: { id: entity } });
  const [error, setError] = useState<ApiError>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!result) return <Spinner size="small" label={t('common.loading')} />;
  const submit = async (body: Record<string, unknown>) => {
    setBusy(true);
    setSaved(false);
    const answer = await callOperation('saveAdministrativeData', { params: { id: entity }, body });
    setBusy(false);
    setError(answer.ok ? undefined : answer.error);
    setSaved(answer.ok);
  };
  return (
    <>
      {saved && <MessageBar intent="success" role="status"><MessageBarBody>{t('foreign_entity.administrative.saved')}</MessageBarBody></MessageBar>}
      <SchemaForm
        schema={entitySchemas['administrative-data']}
        screen={screen}
        formData={result.ok ? result.data : {}}
        serverErrors={error?.fields}
        formError={error && !error.fields ? error.message || t('errors.error_occurred') : undefined}
        onSubmit={(body) => void submit(body)}
        submitting={busy}
      />
    </>
  );
}
