import { Button, Link, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { workflows } from '../../../../generated/workflows/index.ts';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { callOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { canCall } from '../../runtime/screens/can-call.ts';
import { PanelCard, usePanelStyles } from './panel-card.tsx';
import { ReferenceCombobox } from '../../runtime/forms/reference-combobox.tsx';

/** A ticket's state as its label key, from the workflow's states (status codes). */
const stateLabel = (status: number) => workflows['helpdesk-ticket']!.definition.states.find((state) => Number(state.code) === Number(status))?.label;

/** The tickets this one depends on (`helpdesk/tickets/{id}/dependencies/`): by title and status; the ministry adds them, picked by title, and removes them. */
export default function DependenciesPanel({ record, userType, reload }: PanelProps) {
  const { t, tKey } = useT();
  const styles = usePanelStyles();
  const id = Number(record.id);
  const allowed = canCall('listTicketDependencies', userType);
  const dependencies = useOperation(allowed ? 'listTicketDependencies' : undefined, { params: { id } });
  const [other, setOther] = useState<{ id: number }>();
  const [picker, setPicker] = useState(0);
  const [refusal, setRefusal] = useState<string>();
  if (!allowed) return null;
  const done = (result: { ok: boolean; error?: { message: string; fields?: Record<string, string> } }) => {
    setRefusal(result.ok ? undefined : (Object.values(result.error?.fields ?? {})[0] ?? result.error?.message));
    dependencies.reload();
    reload();
  };
  return (
    <PanelCard heading="helpdesk.panels.dependencies" loading={dependencies.loading && !dependencies.data} error={dependencies.error} onRetry={dependencies.reload} refusal={refusal}>
      {dependencies.data?.length ? (
        dependencies.data.map((dependency) => (
          <div key={dependency.dependency_id} className={styles.row}>
            <Link href={`/portal/helpdesk/tickets/preview/${dependency.dependency_id}`}>{dependency.title}</Link>
            <Text size={200} className={styles.muted}>
              {tKey(stateLabel(dependency.status) ?? '')}
            </Text>
            {canCall('deleteTicketDependency', userType) && (
              <Button size="small" appearance="subtle" onClick={() => void callOperation('deleteTicketDependency', { params: { id, dependency_id: dependency.dependency_id } }).then(done)}>
                {t('helpdesk.actions.remove')}
              </Button>
            )}
          </div>
        ))
      ) : (
        <Text>{t('helpdesk.panels.dependencies_empty')}</Text>
      )}
      {canCall('addTicketDependency', userType) && (
        <div className={styles.row}>
          <ReferenceCombobox key={picker} entity="helpdesk-ticket" value={other?.id} label={t('helpdesk.fields.dependency')} exclude={id} onPick={setOther} />
          <Button
            disabled={!other}
            onClick={() =>
              void callOperation('addTicketDependency', { params: { id }, body: { dependency_id: other!.id } }).then((result) => {
                if (result.ok) {
                  setOther(undefined);
                  setPicker((n) => n + 1);
                }
                done(result);
              })
            }
          >
            {t('helpdesk.actions.add_dependency')}
          </Button>
        </div>
      )}
    </PanelCard>
  );
}
