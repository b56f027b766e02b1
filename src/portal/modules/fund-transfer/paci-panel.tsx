import { Body1, Button, Card, CardHeader, makeStyles, MessageBar, MessageBarBody, Subtitle2, tokens } from '@fluentui/react-components';
import { PersonKeyRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { callOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { canCall } from '../../runtime/screens/can-call.ts';

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM, padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}` } });

/**
 * Kuwait Mobile ID on a draft fund transaction, for its Kuwaiti entity's FT manager: PACI pushes a
 * request to the app of the civil ID the transaction names (`ft/auth-url/`). Approved, the manager
 * goes to `authentication-success`; rejected or still waiting, the panel says so and lets them try
 * again. When the ministry requires it, the submission waits for this.
 */
export default function PaciPanel({ record, userType }: PanelProps) {
  const { t } = useT();
  const styles = useStyles();
  const headingId = useId();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<{ intent: 'warning' | 'error'; text: string }>();
  const [asking, setAsking] = useState(false);
  if (record.status !== 'draft' || !canCall('authenticateFundTransaction', userType) || !canCall('submitFundTransaction', userType)) return null;
  const authenticate = async () => {
    setAsking(true);
    const answer = await callOperation('authenticateFundTransaction', { body: { transaction_id: Number(record.id) } });
    setAsking(false);
    if (!answer.ok) setOutcome({ intent: 'error', text: answer.error.message });
    else if (answer.data.status === 'approved') navigate(`${pathOf('fund_transfer.authentication_success')}?transaction_id=${String(record.id)}`);
    else setOutcome({ intent: answer.data.status === 'pending' ? 'warning' : 'error', text: t(answer.data.status === 'pending' ? 'fund_transfer.paci.pending' : 'fund_transfer.paci.rejected') });
  };
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{t('fund_transfer.paci.title')}</Subtitle2>} />
      <div className={styles.body}>
        <Body1 as="p">{t('fund_transfer.paci.hint')}</Body1>
        <Button icon={<PersonKeyRegular />} disabled={asking} onClick={() => void authenticate()}>{t('fund_transfer.paci.authenticate')}</Button>
        {outcome && (
          <MessageBar intent={outcome.intent} role="alert">
            <MessageBarBody>{outcome.text}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </Card>
  );
}
