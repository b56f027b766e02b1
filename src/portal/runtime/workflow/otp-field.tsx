import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { callOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  send: { marginTop: tokens.spacingVerticalXXL },
});

/** The mobile OTP of a transition: "Send code" texts one (`mobileotp/create/`), then the 6 digits are typed in. */
export function OtpField(props: { value: string; error?: string; onChange: (value: string) => void }) {
  const { t } = useT();
  const styles = useStyles();
  const [sent, setSent] = useState<{ mobile: string }>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    const result = await callOperation('createMobileOtp');
    setSending(false);
    if (result.ok) return (setFailure(undefined), setSent({ mobile: result.data.mobile }));
    setFailure(result.error.message || t('errors.error_occurred'));
  };
  return (
    <div className={styles.row}>
      <Field
        label={t('workflows.actions.otp')}
        required
        // The masked number reads left to right inside Arabic text (U+2066 … U+2069 isolate it).
        hint={sent ? t('workflows.actions.otp_sent', { mobile: `\u2066${sent.mobile}\u2069` }) : t('workflows.actions.otp_hint')}
        validationMessage={failure ?? props.error}
      >
        <Input value={props.value} inputMode="numeric" autoComplete="one-time-code" maxLength={6} onChange={(_, data) => props.onChange(data.value)} />
      </Field>
      <Button className={styles.send} onClick={() => void send()} disabled={sending}>
        {t(sent ? 'workflows.actions.otp_resend' : 'workflows.actions.otp_send')}
      </Button>
    </div>
  );
}
