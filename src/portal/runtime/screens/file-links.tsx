import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useT } from '../../lib/i18n.ts';
import { formatFileSize } from '../../../shared/format/file-size.ts';

/** An uploaded file as the API returns it (`x-files` properties). */
export type FileValue = { id: number; name?: string; size?: number; content_type?: string; url?: string };

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  size: { color: tokens.colorNeutralForeground3 },
});

/** The files of an `x-files` property as download links with name and size. */
export function FileLinks({ files }: { files: FileValue[] }) {
  const { language } = useT();
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {files.map((file) => (
        <li key={file.id} className={styles.item}>
          <ArrowDownloadRegular aria-hidden="true" />
          <Link href={file.url} download={file.name ?? true}>
            {file.name ?? String(file.id)}
          </Link>
          {file.size !== undefined && <span className={styles.size}>({formatFileSize(file.size, language)})</span>}
        </li>
      ))}
    </ul>
  );
}
