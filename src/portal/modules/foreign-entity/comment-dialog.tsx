import { useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import { CommentField, DialogForm } from '../../runtime/workflow/dialog-form.tsx';

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
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const missing = comment.trim() === '';
  const submit = () => {
    setTried(true);
    if (!missing) props.onConfirm(comment.trim());
  };
  return (
    <DialogForm title={props.title} busy={props.busy} onSubmit={submit} onClose={props.onClose}>
      {props.children}
      <CommentField value={comment} required error={tried && missing ? t('errors.comment_required') : props.serverError} onChange={setComment} />
    </DialogForm>
  );
}
