import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Textarea } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import type { WorkflowTransition } from '../../../shared/workflow/types.ts';
import { useT } from '../../lib/i18n.ts';

export type TransitionInput = { comment?: string; otp?: string };

/** Asks for the comment and OTP a transition needs (required ones are checked before sending). */
export function TransitionDialog(props: {
  transition: WorkflowTransition;
  title: string;
  busy: boolean;
  serverError?: string;
  onConfirm: (input: TransitionInput) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const { transition } = props;
  const [comment, setComment] = useState('');
  const [otp, setOtp] = useState('');
  const [tried, setTried] = useState(false);
  const commentMissing = transition.comment === 'required' && comment.trim() === '';
  const otpMissing = transition.otp && !/^\d{6}$/.test(otp);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (commentMissing || otpMissing) return;
    props.onConfirm({ ...(comment.trim() ? { comment: comment.trim() } : {}), ...(transition.otp ? { otp } : {}) });
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogContent>
              {transition.comment !== 'none' && (
                <Field
                  label={t('workflows.actions.comment')}
                  required={transition.comment === 'required'}
                  validationMessage={tried && commentMissing ? t('errors.comment_required') : props.serverError}
                >
                  <Textarea value={comment} onChange={(_, data) => setComment(data.value)} resize="vertical" />
                </Field>
              )}
              {transition.otp && (
                <Field label={t('workflows.actions.otp')} required validationMessage={tried && otpMissing ? t('errors.otp_required') : undefined}>
                  <Input value={otp} inputMode="numeric" maxLength={6} onChange={(_, data) => setOtp(data.value)} />
                </Field>
              )}
              {transition.comment === 'none' && !transition.otp && props.serverError}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={props.onClose} disabled={props.busy}>
                {t('workflows.actions.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={props.busy}>
                {t('workflows.actions.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
