import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/**
 * A decision asked for in a dialog: one form with a title, its fields, Cancel and Confirm (submit).
 * Closing the dialog cancels; both buttons wait while `busy`.
 */
export function DialogForm(props: { title: string; busy: boolean; confirmDisabled?: boolean; onSubmit: () => void; onClose: () => void; children: ReactNode }) {
  const { t } = useT();
  const styles = useStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogContent className={styles.content}>{props.children}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={props.onClose} disabled={props.busy}>
                {t('workflows.actions.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={props.busy || props.confirmDisabled}>
                {t('workflows.actions.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * The comment of a decision: a resizable text area under the workflow's "Comment" label; an internal
 * note (the step's `comment_readers`) says who reads it.
 */
export function CommentField(props: { value: string; required: boolean; error?: string | undefined; readers?: string[] | undefined; onChange: (value: string) => void }) {
  const { t, tKey, language } = useT();
  const readers = props.readers && new Intl.ListFormat(language, { type: 'conjunction' }).format(props.readers.map((type) => tKey(`users.types.${type}`)));
  return (
    <Field label={t('workflows.actions.comment')} required={props.required} validationMessage={props.error} hint={readers ? t('workflows.actions.comment_internal', { readers }) : undefined}>
      <Textarea value={props.value} onChange={(_, data) => props.onChange(data.value)} resize="vertical" />
    </Field>
  );
}
