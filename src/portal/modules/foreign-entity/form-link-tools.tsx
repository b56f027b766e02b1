import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { CopyRegular, LinkRegular, MailRegular, PersonMailRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { callOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { canCall } from '../../runtime/screens/can-call.ts';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  link: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  url: { flexGrow: 1, minWidth: 0 },
});

type Link = { url: string; expires_at: string; sent_to?: string };
type Outcome = { kind: 'link'; link: Link } | { kind: 'login'; sentTo: string } | { kind: 'error'; message: string };

/**
 * The ministry's links for the entity: a new registration-form link (shown, or e-mailed) while the
 * entity may still submit its registration, and its login (account created when missing).
 */
export function FormLinkTools({ entity, filling, userType }: { entity: number; filling: boolean; userType?: string }) {
  const { t, language } = useT();
  const styles = useStyles();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const call = async (operation: 'generateFormUrl' | 'resendForm' | 'resendLogin') => {
    setBusy(true);
    const result = await callOperation(operation, { body: { foreign_entity: entity } });
    setBusy(false);
    if (!result.ok) return setOutcome({ kind: 'error', message: result.error.message || t('errors.error_occurred') });
    // A form link answers its address; `resendLogin` answers the account and where its login went.
    setOutcome('url' in result.data ? { kind: 'link', link: result.data } : { kind: 'login', sentTo: result.data.sent_to });
  };
  const offered = (operation: string) => canCall(operation, userType);
  return (
    <div className={styles.box}>
      <div className={styles.buttons}>
        {filling && offered('generateFormUrl') && <Button icon={<LinkRegular />} disabled={busy} onClick={() => void call('generateFormUrl')}>{t('foreign_entity.actions.generate_url')}</Button>}
        {filling && offered('resendForm') && <Button icon={<MailRegular />} disabled={busy} onClick={() => void call('resendForm')}>{t('foreign_entity.actions.resend_form')}</Button>}
        {offered('resendLogin') && <Button icon={<PersonMailRegular />} disabled={busy} onClick={() => void call('resendLogin')}>{t('foreign_entity.actions.resend_login')}</Button>}
      </div>
      {outcome?.kind === 'error' && <MessageBar intent="error" role="alert"><MessageBarBody>{outcome.message}</MessageBarBody></MessageBar>}
      {outcome?.kind === 'login' && <MessageBar intent="success" role="status"><MessageBarBody>{t('foreign_entity.link.login_sent', { email: outcome.sentTo })}</MessageBarBody></MessageBar>}
      {outcome?.kind === 'link' && (
        <>
          <MessageBar intent="success" role="status">
            <MessageBarBody>
              {outcome.link.sent_to ? t('foreign_entity.link.sent', { email: outcome.link.sent_to }) : t('foreign_entity.link.created')}{' '}
              {t('foreign_entity.link.expires', { date: formatDateTime(outcome.link.expires_at, language) })}
            </MessageBarBody>
          </MessageBar>
          <div className={styles.link}>
            <Field className={styles.url} label={t('foreign_entity.link.address')}>
              <Input readOnly value={outcome.link.url} dir="ltr" onFocus={(event) => event.target.select()} />
            </Field>
            <Button icon={<CopyRegular />} onClick={() => void navigator.clipboard?.writeText(outcome.link.url)}>{t('foreign_entity.actions.copy_link')}</Button>
          </div>
        </>
      )}
    </div>
  );
}
