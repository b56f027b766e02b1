import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import type { WorkflowDefinition } from '../../../shared/workflow/types.ts';
import { useT } from '../../lib/i18n.ts';
import { acceptOf, isAccepted, type UploadedFile } from '../forms/theme/widgets/file-accept.ts';
import { UploadedFiles, UploadList } from '../forms/theme/widgets/file-list.tsx';
import { useFileUploads } from '../forms/theme/widgets/use-file-uploads.ts';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS } });

type Rule = NonNullable<WorkflowDefinition['attachments']>;

/**
 * A transition's attachment: the chosen file is uploaded at once through the workflow's upload
 * operation (files API, checked by content on the server); the step then sends its id.
 */
export function AttachmentField(props: {
  rule: Rule;
  required: boolean;
  file?: UploadedFile;
  error?: string;
  onChange: (file: UploadedFile | undefined) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string>();
  const labelId = useId();
  const textId = useId();
  const messageId = useId();
  const message = refused ?? props.error;
  const { uploads, start } = useFileUploads(props.rule.upload, {
    onDone: (file) => (props.onBusy(false), setRefused(undefined), props.onChange(file)),
    onError: (message) => (props.onBusy(false), setRefused(message)),
  });
  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    if (!isAccepted(chosen, props.rule)) return setRefused(t('errors.unsupported_file_extension'));
    props.onBusy(true);
    start(chosen);
  };
  return (
    // The button is not a Fluent form control, so it names its label and message itself.
    <Field
      label={{ id: labelId, children: t('workflows.actions.attachment') }}
      required={props.required}
      validationMessage={message ? { id: messageId, children: message } : undefined}
    >
      <div className={styles.root}>
        <input ref={input} type="file" hidden tabIndex={-1} accept={acceptOf(props.rule)} onChange={(event) => choose(event.target.files?.[0])} />
        <Button
          icon={<ArrowUploadRegular />}
          disabled={uploads.length > 0}
          aria-labelledby={`${labelId} ${textId}`}
          aria-describedby={message ? messageId : undefined}
          aria-invalid={message ? true : undefined}
          onClick={() => input.current?.click()}
        >
          <span id={textId}>{t('common.form.choose_file')}</span>
        </Button>
        <UploadList uploads={uploads} />
        <UploadedFiles files={props.file ? [props.file] : []} onRemove={() => props.onChange(undefined)} />
      </div>
    </Field>
  );
}
