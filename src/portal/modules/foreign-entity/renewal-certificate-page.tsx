import { Body1, Button, Card, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '../../lib/route-paths.ts';
import { useSession } from '../../app/session-context.tsx';
import { callOperation, uploadFile } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { canCall } from '../../runtime/screens/can-call.ts';
import { EntityPageFrame, type EntityRecord } from './entity-page-frame.tsx';
import { offersEvent } from './entity-state.ts';
import { RenewalChecklist } from './renewal-checklist.tsx';

const useStyles = makeStyles({ card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** The entity's side of a renewal: upload the renewal checklist, then ask (request_renewal); it lands on the list of its new status. */
function Renewal({ entity }: { entity: EntityRecord }) {
  const { t, tKey } = useT();
  const styles = useStyles();
  const navigate = useNavigate();
  const { user } = useSession();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const open = !!user && offersEvent(entity, user.user_type, 'request_renewal') && canCall('requestForeignEntityRenewal', user.user_type);
  const ask = async () => {
    setBusy(true);
    const result = await callOperation('requestForeignEntityRenewal', { params: { id: entity.id }, body: {} });
    setBusy(false);
    if (!result.ok) return setError(result.error.fields?.checklist ?? (result.error.message || t('errors.error_occurred')));
    void navigate(pathOf('foreign_entity.list', { status: String(result.data.status) }));
  };
  return (
    <Card className={styles.card}>
      <Body1 as="p">{open ? t('foreign_entity.renewal.intro') : t('foreign_entity.renewal.closed')}</Body1>
      <RenewalChecklist
        entity={entity.id}
        upload={open && canCall('uploadForeignFile', user?.user_type) ? (section, file, onProgress) => uploadFile('uploadForeignFile', file, onProgress, { foreign_entity: String(entity.id), checklist_type: '1', section: String(section) }) : undefined}
      >
        {(complete) =>
          open && (
            <>
              {error && <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar>}
              <div>
                <Button appearance="primary" disabled={busy || !complete} onClick={() => void ask()}>{tKey('workflows.foreign_entity.events.request_renewal')}</Button>
              </div>
            </>
          )
        }
      </RenewalChecklist>
    </Card>
  );
}

/** `foreign_entity/{id}/renewal-certificate`: the entity uploads its renewal certificates and asks to renew. */
export default function RenewalCertificatePage() {
  const { t } = useT();
  return <EntityPageFrame title={t('foreign_entity.titles.renewal_certificate')}>{(entity) => <Renewal entity={entity} />}</EntityPageFrame>;
}
