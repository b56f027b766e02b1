import { Button, Field, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useRef, useState, type ChangeEvent } from 'react';
import type { ApiResult } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  input: { display: 'none' },
});

// Documents are PDF and photos JPEG (product spec section 5); the server checks the bytes again.
const EXTENSIONS = { pdf: /\.pdf$/i, jpeg: /\.jpe?g$/i } as const;
const ACCEPT = { pdf: '.pdf,application/pdf', jpeg: '.jpg,.jpeg,image/jpeg' } as const;
type Kind = keyof typeof EXTENSIONS;

/**
 * A button that uploads one file with a progress bar. A file of another extension is refused at
 * once with 'Unsupported file extension'; the server's refusal (a renamed file, read by its bytes)
 * shows under the button the same way.
 */
export function DocumentUpload(props: {
  label: string;
  /** The kinds accepted: one, or several (a PDF or a JPEG). */
  kind?: Kind | Kind[];
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<ApiResult<unknown>>;
  onUploaded: () => void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const kinds = [props.kind ?? 'pdf'].flat();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(undefined);
    if (!kinds.some((kind) => EXTENSIONS[kind].test(file.name))) return setError(t('errors.unsupported_file_extension'));
    setProgress(0);
    const result = await props.upload(file, setProgress);
    setProgress(undefined);
    if (result.ok) return props.onUploaded();
    setError(result.error.fields?.file ?? result.error.fields?.section ?? (result.error.message || t('errors.error_occurred')));
  };
  return (
    <Field className={styles.box} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <input ref={input} className={styles.input} type="file" accept={kinds.map((kind) => ACCEPT[kind]).join(',')} aria-label={props.label} onChange={(event) => void choose(event)} />
      {progress === undefined ? (
        <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()}>
          {props.label}
        </Button>
      ) : (
        <ProgressBar value={progress} max={1} thickness="large" aria-label={t('common.form.uploading', { name: props.label })} />
      )}
    </Field>
  );
}
