import { Button, Checkbox, Input, Text } from '@fluentui/react-components';
import { useState } from 'react';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { callOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { canCall } from '../../runtime/screens/can-call.ts';
import { PanelCard, usePanelStyles } from './panel-card.tsx';

/** The ticket's CC list (`helpdesk/tickets/{id}/cc/`): who gets its e-mails, each by name, with an add form and removal. */
export default function CcPanel({ record, userType }: PanelProps) {
  const { t } = useT();
  const styles = usePanelStyles();
  const id = Number(record.id);
  const allowed = canCall('listTicketCcs', userType);
  const ccs = useOperation(allowed ? 'listTicketCcs' : undefined, { params: { id } });
  const [email, setEmail] = useState('');
  const [canUpdate, setCanUpdate] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  if (!allowed) return null;
  const add = async () => {
    const result = await callOperation('addTicketCc', { params: { id }, body: { email: email.trim(), can_view: true, can_update: canUpdate } });
    setRefusal(result.ok ? undefined : (Object.values(result.error.fields ?? {})[0] ?? result.error.message));
    if (result.ok) {
      setEmail('');
      ccs.reload();
    }
  };
  const remove = async (ccId: number) => {
    const result = await callOperation('deleteTicketCc', { params: { id, cc_id: ccId } });
    setRefusal(result.ok ? undefined : result.error.message);
    ccs.reload();
  };
  return (
    <PanelCard heading="helpdesk.panels.cc" loading={ccs.loading && !ccs.data} error={ccs.error} onRetry={ccs.reload} refusal={refusal}>
      {ccs.data?.length ? (
        ccs.data.map((cc) => (
          <div key={cc.id} className={styles.row}>
            <Text>{cc.name}</Text>
            <Text size={200} className={styles.muted}>
              {[cc.can_view && t('helpdesk.fields.can_view'), cc.can_update && t('helpdesk.fields.can_update')].filter(Boolean).join(' · ')}
            </Text>
            {canCall('deleteTicketCc', userType) && (
              <Button size="small" appearance="subtle" onClick={() => void remove(cc.id)}>
                {t('helpdesk.actions.remove')}
              </Button>
            )}
          </div>
        ))
      ) : (
        <Text>{t('helpdesk.panels.cc_empty')}</Text>
      )}
      {canCall('addTicketCc', userType) && (
        <div className={styles.row}>
          <Input type="email" aria-label={t('helpdesk.fields.cc_email')} placeholder={t('helpdesk.fields.cc_email')} value={email} onChange={(_e, data) => setEmail(data.value)} />
          <Checkbox label={t('helpdesk.fields.can_update')} checked={canUpdate} onChange={(_e, data) => setCanUpdate(data.checked === true)} />
          <Button disabled={!email.trim()} onClick={() => void add()}>
            {t('helpdesk.actions.add_cc')}
          </Button>
        </div>
      )}
    </PanelCard>
  );
}
