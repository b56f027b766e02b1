import { Badge, Body1, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import { formatFileSize } from '../../../shared/format/file-size.ts';
import { formatNumber } from '../../../shared/format/locale.ts';
import { FileLinks, type FileValue } from '../../runtime/screens/file-links.tsx';
import type { ChecklistSection } from './checklist-model.ts';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalS,
    borderBottomWidth: tokens.strokeWidthThin, borderBottomStyle: 'solid', borderBottomColor: tokens.colorNeutralStroke2,
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  missing: { color: tokens.colorNeutralForeground3 },
  tools: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'stretch', minWidth: 0 },
  wide: { gridColumn: '1 / -1' },
});

const REVIEW_COLOURS = { open: 'informative', verified: 'success', not_verified: 'warning', incorrect: 'danger' } as const;

/**
 * One checklist section: number and label, required or optional, its document (a download link,
 * or only its name where the reader has no session to download with) or "Not uploaded", its
 * review and remark, and the `upload` and `review` tools the user may use.
 */
export function ChecklistSectionRow({ section, upload, review, downloads = true }: { section: ChecklistSection; upload?: ReactNode; review?: ReactNode; downloads?: boolean }) {
  const { t, tKey, language } = useT();
  const styles = useStyles();
  const headingId = useId();
  const files = (section.document?.file ?? []) as FileValue[];
  const verdict = section.review?.status;
  return (
    // The group sits inside the <li>: a list may hold only list items (axe `list`).
    <li>
      <div className={styles.row} role="group" aria-labelledby={headingId}>
        <div className={styles.body}>
          <div className={styles.head}>
            <Body1 as="span" id={headingId}>
              <strong>{formatNumber(section.section, language)}.</strong> {tKey(`foreign_entity.checklist.sections.${section.section}`)}
            </Body1>
            <Badge appearance="outline" color={section.required ? 'important' : 'informative'}>
              {section.required ? t('foreign_entity.checklist.required') : t('foreign_entity.checklist.optional')}
            </Badge>
            {verdict && <Badge color={REVIEW_COLOURS[verdict]}>{tKey(`foreign_entity.review.${verdict}`)}</Badge>}
          </div>
          {files.length === 0 && <Caption1 className={styles.missing}>{t('foreign_entity.checklist.missing')}</Caption1>}
          {files.length > 0 && downloads && <FileLinks files={files} />}
          {files.length > 0 && !downloads && files.map((file) => <Caption1 key={file.id}>{file.name} {file.size !== undefined && `(${formatFileSize(file.size, language)})`}</Caption1>)}
          {section.review?.remark && <Caption1>{section.review.remark}</Caption1>}
        </div>
        {upload && <div className={styles.tools}>{upload}</div>}
        {review && <div className={mergeClasses(styles.tools, styles.wide)}>{review}</div>}
      </div>
    </li>
  );
}
