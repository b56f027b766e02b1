import { Badge, Button, Switch, Text, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { callOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { canCall } from '../../runtime/screens/can-call.ts';
import { FileLinks } from '../../runtime/screens/file-links.tsx';
import { PanelCard, usePanelStyles } from './panel-card.tsx';

/**
 * The ticket's timeline (`helpdesk/tickets/{id}/followups/`): its steps and follow-ups, oldest first,
 * private ones marked (the server sends them to the ministry only), with an add form; the author or
 * the ministry deletes a follow-up.
 */
export default function FollowupsPanel({ record, userType }: PanelProps) {
  const { t, tKey, language } = useT();
  const styles = usePanelStyles();
  const id = Number(record.id);
  const allowed = canCall('listTicketFollowups', userType);
  const timeline = useOperation(allowed ? 'listTicketFollowups' : undefined, { params: { id } });
  const [comment, setComment] = useState('');
  const [privately, setPrivately] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  if (!allowed) return null;
  // Visibility is the ministry's to choose (the rule's readOnly): only they see the switch.
  const chooses = canCall('deleteTicket', userType);
  const add = async () => {
    const result = await callOperation('addTicketFollowup', { params: { id }, body: { comment: comment.trim(), ...(chooses ? { public: !privately } : {}) } });
    setRefusal(result.ok ? undefined : (Object.values(result.error.fields ?? {})[0] ?? result.error.message));
    if (result.ok) setComment('');
    timeline.reload();
  };
  const remove = async (followup: number) => {
    const result = await callOperation('deleteTicketFollowup', { params: { id: followup } });
    setRefusal(result.ok ? undefined : result.error.message);
    timeline.reload();
  };
  return (
    <PanelCard heading="helpdesk.panels.followups" loading={timeline.loading && !timeline.data} error={timeline.error} onRetry={timeline.reload} refusal={refusal}>
      {timeline.data?.length ? (
        timeline.data.map((entry) => (
          <div key={`${entry.kind}-${entry.id}`} className={styles.item}>
            <div className={styles.row}>
              <Text weight="semibold">{entry.author_name ?? t('helpdesk.panels.system')}</Text>
              <Text size={200} className={styles.muted}>{formatDateTime(entry.created, language)}</Text>
              {entry.event && <Badge appearance="tint">{tKey(`workflows.helpdesk_ticket.events.${entry.event}`)}</Badge>}
              {!entry.public && <Badge appearance="tint" color="warning">{t('helpdesk.panels.private')}</Badge>}
            </div>
            {entry.comment && <Text>{entry.comment}</Text>}
            {entry.changes.map((change) => (
              <Text key={change.field} size={200} className={styles.muted}>
                {tKey(`helpdesk.fields.${change.field}`)}: {String(change.old ?? '—')} → {String(change.new ?? '—')}
              </Text>
            ))}
            {entry.attachments.length > 0 && <FileLinks files={entry.attachments} />}
            {entry.kind === 'followup' && canCall('deleteTicketFollowup', userType) && (
              <div>
                <Button size="small" appearance="subtle" onClick={() => void remove(entry.id)}>
                  {t('helpdesk.actions.remove')}
                </Button>
              </div>
            )}
          </div>
        ))
      ) : (
        <Text>{t('helpdesk.panels.followups_empty')}</Text>
      )}
      {canCall('addTicketFollowup', userType) && (
        <div className={styles.body}>
          <Textarea aria-label={t('helpdesk.fields.comment')} placeholder={t('helpdesk.fields.comment')} value={comment} onChange={(_e, data) => setComment(data.value)} />
          <div className={styles.row}>
            {chooses && <Switch label={t('helpdesk.panels.private')} checked={privately} onChange={(_e, data) => setPrivately(data.checked)} />}
            <Button appearance="primary" disabled={!comment.trim()} onClick={() => void add()}>
              {t('helpdesk.actions.add_followup')}
            </Button>
          </div>
        </div>
      )}
    </PanelCard>
  );
}
