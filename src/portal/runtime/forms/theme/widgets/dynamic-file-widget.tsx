import { Button, Caption1, makeStyles, ProgressBar, Text, tokens, useFieldContext_unstable } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../../lib/api-client.ts';
import type { FormRuntimeContext } from '../../form-context.ts';
import { acceptOf, isAccepted, type UploadedFile } from './file-accept.ts';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS } });
const RULE = { accept: ['pdf', 'jpeg'] as ('pdf' | 'jpeg')[] };

/**
 * Field type 12, file: one PDF or JPEG uploaded at once to `form-files/` (multipart `file`,
 * `foreign_entity`, `form_tab`, `section`) with a progress bar; the value is the stored file's id.
 * A refusal shows the server's `file` message under the field.
 */
export default function DynamicFileWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, options, onChange, onBlur, registry } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const field = useFieldContext_unstable();
  const context = registry.formContext as FormRuntimeContext | undefined;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();
  const [uploaded, setUploaded] = useState<UploadedFile>();
  const refuse = (message: string) => context?.setFieldError(id, message);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!isAccepted(file, RULE)) return refuse(t('errors.unsupported_file_extension'));
    context?.setFieldError(id, undefined);
    setProgress(0);
    const extra = Object.fromEntries(
      Object.entries({ foreign_entity: options.foreignEntity, form_tab: options.formTab, section: options.section }).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    );
    void uploadFile('uploadFormFile', file, setProgress, extra).then((result) => {
      setProgress(undefined);
      if (!result.ok) return refuse(result.error.fields?.file || result.error.message || t('errors.error_occurred'));
      // The answer names the stored file (`name` is read-only in the spec, so typed optional).
      setUploaded({ ...result.data, name: result.data.name ?? file.name });
      onChange(result.data.id);
      onBlur(id, result.data.id);
    });
  };
  const name = uploaded && uploaded.id === value ? uploaded.name : value ? `#${String(value)}` : undefined;
  return (
    <div className={styles.root}>
      <input ref={input} id={`${id}__input`} type="file" hidden accept={acceptOf(RULE)} onChange={(event) => choose(event.target.files?.[0])} />
      <Button
        id={id}
        aria-invalid={field?.validationState === 'error' || undefined}
        aria-describedby={field?.validationMessageId}
        disabled={disabled || readonly || progress !== undefined}
        onClick={() => input.current?.click()}
      >
        {t('forms.widgets.choose_file')}
      </Button>
      <Caption1>{t('forms.widgets.accepted_types', { types: 'PDF, JPEG' })}</Caption1>
      {progress !== undefined && <ProgressBar value={progress} aria-label={t('forms.widgets.upload_progress', { percent: Math.round(progress * 100) })} />}
      {name && <Text>{name}</Text>}
      {value && !readonly && (
        <Button appearance="subtle" onClick={() => onChange(undefined)}>{t('forms.widgets.remove_file')}</Button>
      )}
    </div>
  );
}
