import { Card, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { workflows } from '../../../../generated/workflows/index.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { useSession } from '../../app/session-context.tsx';
import { useT } from '../../lib/i18n.ts';
import { canCall } from '../../runtime/screens/can-call.ts';
import { WorkflowActions } from '../../runtime/workflow/workflow-panel.tsx';
import { EntityPageFrame } from './entity-page-frame.tsx';
import { RenewAudits } from './renew-audits.tsx';
import { RenewalChecklist } from './renewal-checklist.tsx';

const useStyles = makeStyles({ card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

// The decisions this page offers on a renewal; the entity's file offers the others.
const DECISIONS = ['renew_to_approve', 'decline'];
const OTHER_EVENTS = [...new Set(workflows['foreign-entity']!.definition.transitions.map((t) => t.event))].filter((event) => !DECISIONS.includes(event));

/**
 * `foreign_entity/{id}/view-renewal-certificate`: the ministry reads the renewal certificates,
 * reviews each, records its audit, and approves the renewal (renew-to-approve/) or declines it;
 * then it lands on the list of the entity's new status.
 */
export default function ViewRenewalCertificatePage() {
  const { t } = useT();
  const styles = useStyles();
  const navigate = useNavigate();
  const { user } = useSession();
  const userType = user?.user_type;
  return (
    <EntityPageFrame title={t('foreign_entity.titles.view_renewal_certificate')}>
      {(entity) => (
        <>
          <WorkflowActions
            entity="foreign-entity"
            record={entity}
            user={{ userType }}
            except={OTHER_EVENTS}
            onChanged={(changed) => void navigate(pathOf('foreign_entity.list', { status: String(changed.status) }))}
          />
          <Card className={styles.card}>
            <RenewalChecklist entity={entity.id} review={canCall('createChecklistRemark', userType)} />
          </Card>
          {canCall('createRenewAudit', userType) && (
            <Card>
              <RenewAudits entity={entity.id} />
            </Card>
          )}
        </>
      )}
    </EntityPageFrame>
  );
}
