import { Button, Caption1, Link, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { DismissRegular, DocumentRegular } from '@fluentui/react-icons';
import { useT } from '../../../../lib/i18n.ts';
import type { UploadedFile } from './file-accept.ts';
import type { Upload } from './use-file-uploads.ts';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  upload: { minWidth: '240px' },
});

/** Files being uploaded, each with its name and a Fluent `ProgressBar`. */
export function UploadList({ uploads }: { uploads: Upload[] }) {
  const { t } = useT();
  const styles = useStyles();
  if (uploads.length === 0) return null;
  return (
    <ul className={styles.list}>
      {uploads.map((upload) => (
        <li key={upload.key} className={styles.upload}>
          <Caption1 id={`upload-${upload.key}`}>{t('common.form.uploading', { name: upload.name })}</Caption1>
          <ProgressBar value={upload.progress} max={1} aria-labelledby={`upload-${upload.key}`} />
        </li>
      ))}
    </ul>
  );
}

/** Uploaded files: a download link and, when editable, a remove button each. */
export function UploadedFiles({ files, onRemove }: { files: UploadedFile[]; onRemove?: (file: UploadedFile) => void }) {
  const { t } = useT();
  const styles = useStyles();
  if (files.length === 0) return null;
  return (
    <ul className={styles.list}>
      {files.map((file) => (
        <li key={file.id} className={styles.item}>
          <DocumentRegular aria-hidden />
          {file.url ? <Link href={file.url}>{file.name}</Link> : <span>{file.name}</span>}
          {onRemove && (
            <Button appearance="subtle" size="small" icon={<DismissRegular />} aria-label={t('common.form.remove_file', { name: file.name })} onClick={() => onRemove(file)} />
          )}
        </li>
      ))}
    </ul>
  );
}
