import { Button, FieldContextProvider, makeStyles, tokens, useFieldContext_unstable } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import type { WidgetProps } from '@rjsf/utils';
import { useRef } from 'react';
import type { FileFieldRule } from '../../../../../shared/spec-model.ts';
import { useT } from '../../../../lib/i18n.ts';
import type { FormRuntimeContext } from '../../form-context.ts';
import { labelId } from '../templates/field-template.tsx';
import { acceptOf, isAccepted, type UploadedFile } from './file-accept.ts';
import { UploadedFiles, UploadList } from './file-list.tsx';
import { useFileUploads } from './use-file-uploads.ts';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS } });

/**
 * Files (`x-files`): each chosen file is uploaded at once through `uploadFile(rule.upload)`, with a
 * progress bar; the value is the list of file objects the server answered. The visible control is a
 * button (its text follows the portal language, unlike a native file input's).
 */
export default function FileWidget(props: WidgetProps) {
  const { id, value, schema, disabled, readonly, options, registry, onChange, onBlur } = props;
  const { t } = useT();
  const styles = useStyles();
  const field = useFieldContext_unstable();
  const input = useRef<HTMLInputElement>(null);
  const rule = options.fileRule as FileFieldRule | undefined;
  const multiple = schema.type === 'array';
  const files: UploadedFile[] = (Array.isArray(value) ? value : [value]).filter((file) => file?.id !== undefined);
  const latest = useRef(files);
  latest.current = files;
  const setError = (message?: string) => (registry.formContext as Partial<FormRuntimeContext>).setFieldError?.(id, message);
  const { uploads, start } = useFileUploads(rule?.upload, {
    onDone: (file) => {
      setError(undefined);
      // Uploads finish one by one, so each adds to what the last one left (the prop lags a render).
      latest.current = multiple ? [...latest.current, file] : [file];
      onChange(multiple ? latest.current : file);
    },
    onError: setError,
  });
  const full = !multiple ? uploads.length > 0 : files.length + uploads.length >= (rule?.maxFiles ?? Infinity);
  const choose = (chosen: FileList | null) => {
    for (const file of Array.from(chosen ?? [])) {
      if (rule && !isAccepted(file, rule)) setError(t('errors.unsupported_file_extension'));
      else start(file);
    }
    if (input.current) input.current.value = '';
  };
  const remove = (file: UploadedFile) => onChange(multiple ? files.filter((entry) => entry.id !== file.id) : undefined);
  const invalid = field?.validationState === 'error';
  return (
    <div className={styles.root}>
      <input ref={input} type="file" hidden tabIndex={-1} accept={rule ? acceptOf(rule) : undefined} multiple={multiple} onChange={(event) => choose(event.target.files)} />
      <Button
        id={id}
        icon={<ArrowUploadRegular />}
        disabled={disabled || readonly || full}
        aria-labelledby={`${labelId(id)} ${id}__choose`}
        aria-describedby={[field?.validationMessageId, field?.hintId].filter(Boolean).join(' ') || undefined}
        aria-invalid={invalid || undefined}
        onClick={() => input.current?.click()}
        onBlur={() => onBlur(id, files)}
      >
        <span id={`${id}__choose`}>{t('common.form.choose_file')}</span>
      </Button>
      <FieldContextProvider value={undefined}>
        <UploadList uploads={uploads} />
        <UploadedFiles files={files} onRemove={disabled || readonly ? undefined : remove} />
      </FieldContextProvider>
    </div>
  );
}
