import { Body1, Field, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import type { WorkflowDefinition, WorkflowTransition } from '../../../shared/workflow/types.ts';
import type { ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { ReferenceCombobox } from '../forms/reference-combobox.tsx';
import type { UploadedFile } from '../forms/theme/widgets/file-accept.ts';
import { AttachmentField } from './attachment-field.tsx';
import { CommentField, DialogForm } from './dialog-form.tsx';
import { OtpField } from './otp-field.tsx';

/** What a transition sends besides the record: its comment, attachment (file id), mobile OTP, and the records it asks for. */
export type TransitionInput = { comment?: string; attachment?: number; otp?: string; fields?: Record<string, number> };

/** A reference the step asks for (`asks` of its x-transition): the body field, the entity it points at, its label key. */
export type AskedReference = { field: string; entity: string; label: string; exclude?: number };

/** Asks for the comment, attachment and OTP a transition needs (required ones are checked before sending). */
export function TransitionDialog(props: {
  transition: WorkflowTransition;
  attachments?: WorkflowDefinition['attachments'];
  title: string;
  /** What taking it will do to the record, said before it is confirmed. */
  consequence?: string;
  /** The record's open problems the step should be taken knowing of (TransitionWarnings). */
  warnings?: ReactNode;
  /** Records the step asks for, each picked by name (a merge's surviving ticket). */
  asks?: AskedReference[];
  busy: boolean;
  serverError?: ApiError;
  onConfirm: (input: TransitionInput) => void;
  onClose: () => void;
}) {
  const { t, tKey } = useT();
  const { transition, serverError } = props;
  const [comment, setComment] = useState('');
  const [file, setFile] = useState<UploadedFile>();
  const [uploading, setUploading] = useState(false);
  const [otp, setOtp] = useState('');
  const [tried, setTried] = useState(false);
  const [picked, setPicked] = useState<Record<string, number>>({});
  const asks = props.asks ?? [];
  const askMissing = asks.some((ask) => picked[ask.field] === undefined);
  const commentMissing = transition.comment === 'required' && comment.trim() === '';
  const attachmentMissing = transition.attachment === 'required' && !file;
  const otpMissing = transition.otp && !/^\d{6}$/.test(otp);
  // A server refusal naming a field goes under that field; any other under the title.
  const fieldError = (field: string) => serverError?.fields?.[field];
  const general = serverError && !serverError.fields ? serverError.message || t('errors.error_occurred') : undefined;
  const submit = () => {
    setTried(true);
    if (askMissing || commentMissing || attachmentMissing || otpMissing || uploading) return;
    props.onConfirm({ ...(asks.length ? { fields: picked } : {}), ...(comment.trim() ? { comment: comment.trim() } : {}), ...(file ? { attachment: file.id } : {}), ...(transition.otp ? { otp } : {}) });
  };
  return (
    <DialogForm title={props.title} busy={props.busy} confirmDisabled={uploading} onSubmit={submit} onClose={props.onClose}>
      {props.consequence && <Body1 as="p" style={{ margin: 0 }}>{props.consequence}</Body1>}
      {props.warnings}
      {general && (
        <MessageBar intent="error">
          <MessageBarBody>{general}</MessageBarBody>
        </MessageBar>
      )}
      {asks.map((ask) => (
        <Field key={ask.field} label={tKey(ask.label)} required validationMessage={tried && picked[ask.field] === undefined ? t('errors.required') : fieldError(ask.field)}>
          <ReferenceCombobox
            entity={ask.entity}
            {...(ask.exclude === undefined ? {} : { exclude: ask.exclude })}
            value={picked[ask.field]}
            required
            onPick={(match) => setPicked(({ [ask.field]: _previous, ...others }) => (match ? { ...others, [ask.field]: match.id } : others))}
          />
        </Field>
      ))}
      {transition.comment !== 'none' && (
        <CommentField
          value={comment}
          required={transition.comment === 'required'}
          readers={transition.commentReaders}
          error={tried && commentMissing ? t('errors.comment_required') : fieldError('comment')}
          onChange={setComment}
        />
      )}
      {transition.attachment !== 'none' && props.attachments && (
        <AttachmentField
          rule={props.attachments}
          required={transition.attachment === 'required'}
          file={file}
          error={tried && attachmentMissing ? t('errors.attachment_required') : fieldError('attachment')}
          onChange={setFile}
          onBusy={setUploading}
        />
      )}
      {transition.otp && <OtpField value={otp} error={tried && otpMissing ? t('errors.otp_required') : fieldError('otp')} onChange={setOtp} />}
    </DialogForm>
  );
}
