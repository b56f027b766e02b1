import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/**
 * A dialog that asks for the required comment of a decision (and whatever `children` add), checks
 * it before calling `onConfirm`, and shows the server's refusal.
 */
export function CommentDialog(props: {
  title: string;
  busy: boolean;
  serverError?: string;
  children?: ReactNode;
  onConfirm: (comment: string) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const missing = comment.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!missing) props.onConfirm(comment.trim());
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogContent className={styles.content}>
              {props.children}
              <Field label={t('workflows.actions.comment')} required validationMessage={tried && missing ? t('errors.comment_required') : props.serverError}>
                <Textarea value={comment} onChange={(_, data) => setComment(data.value)} resize="vertical" />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={props.onClose} disabled={props.busy}>{t('workflows.actions.cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={props.busy}>{t('workflows.actions.confirm')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
