import { Button, Card, CardHeader, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { callOperation, uploadFile } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { canCall } from '../../runtime/screens/can-call.ts';
import { LoadError } from '../../runtime/screens/load-error.tsx';
import type { UploadSection } from './checklist-model.ts';
import { ChecklistView } from './checklist-view.tsx';
import { mayEditRegistration } from './entity-state.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  send: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * The entity's checklist documents on its file: the registration checklist always, the renewal and
 * modification ones once they hold a document. The entity uploads or replaces its registration
 * documents while it may change its registration; the ministry and the mission review each one;
 * the ministry e-mails the entity what is missing or needs attention.
 */
export default function ChecklistPanel({ record, userType }: PanelProps) {
  const { t } = useT();
  const styles = useStyles();
  const headingId = useId();
  const navigate = useNavigate();
  const id = Number(record.id);
  const { result, reload } = useOperation(canCall('getForeignEntityChecklist', userType) ? 'getForeignEntityChecklist' : undefined, { params: { id } });
  const [sendError, setSendError] = useState<string>();
  if (!canCall('getForeignEntityChecklist', userType)) return null;
  const upload: UploadSection | undefined =
    canCall('uploadForeignFile', userType) && mayEditRegistration(record, userType)
      ? (section, file, onProgress) => uploadFile('uploadForeignFile', file, onProgress, { foreign_entity: String(id), checklist_type: '0', section: String(section) })
      : undefined;
  const send = async (template: 'missing' | 'remarks') => {
    const sent = await callOperation('sendChecklistToFe', { params: { id }, query: { send_template: template } });
    if (!sent.ok) return setSendError(sent.error.message || t('errors.error_occurred'));
    void navigate(`${pathOf('foreign_entity.checklist_sent')}?${new URLSearchParams({ id: String(id), sections: String(sent.data.sections) })}`);
  };
  const types = result?.ok ? result.data.types.filter((type) => type.checklist_type === 0 || type.sections.some((s) => s.document)) : [];
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{t('foreign_entity.checklist.title')}</Subtitle2>} />
      {!result && <Spinner size="small" label={t('common.loading')} />}
      {result && !result.ok && <LoadError error={result.error} onRetry={reload} />}
      <div className={styles.body}>
        {types.map((type) => (
          <ChecklistView
            key={type.checklist_type}
            type={type}
            upload={type.checklist_type === 0 ? upload : undefined}
            reviewEntity={canCall('createChecklistRemark', userType) ? id : undefined}
            onChanged={reload}
          />
        ))}
        {canCall('sendChecklistToFe', userType) && result?.ok && (
          <div className={styles.send}>
            <Button icon={<MailRegular />} onClick={() => void send('missing')}>{t('foreign_entity.checklist.send_missing')}</Button>
            <Button icon={<MailRegular />} onClick={() => void send('remarks')}>{t('foreign_entity.checklist.send_remarks')}</Button>
            {sendError && <span role="alert">{sendError}</span>}
          </div>
        )}
      </div>
    </Card>
  );
}
