import { Badge, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useT } from '../../lib/i18n.ts';
import { missingCount, type ChecklistOfType, type UploadSection } from './checklist-model.ts';
import { ChecklistSectionRow } from './checklist-section-row.tsx';
import { DocumentUpload } from '../../runtime/screens/document-upload.tsx';
import { ReviewEditor } from './review-editor.tsx';

const useStyles = makeStyles({
  type: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  list: { listStyleType: 'none', margin: 0, paddingInlineStart: 0 },
});

/**
 * The sections of one checklist type with whether every required document is there. `upload`
 * offers an upload (or a replacement) per section; `reviewEntity` offers the reviewer's editor on
 * each uploaded section of that entity; `downloads: false` lists the documents by name only.
 */
export function ChecklistView(props: { type: ChecklistOfType; upload?: UploadSection; reviewEntity?: number; downloads?: boolean; onChanged: () => void }) {
  const { t, tKey } = useT();
  const styles = useStyles();
  const headingId = useId();
  const missing = missingCount(props.type);
  return (
    <section className={styles.type} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Subtitle2 as="h3" id={headingId}>{tKey(`foreign_entity.checklist.types.${props.type.checklist_type}`)}</Subtitle2>
        <Badge color={missing ? 'warning' : 'success'} role="status">
          {missing ? t('foreign_entity.checklist.incomplete', { count: missing }) : t('foreign_entity.checklist.complete')}
        </Badge>
      </div>
      <ol className={styles.list}>
        {props.type.sections.map((section) => (
          <ChecklistSectionRow
            key={section.section}
            section={section}
            downloads={props.downloads}
            upload={
              props.upload && (
                <DocumentUpload
                  label={section.document ? t('foreign_entity.checklist.replace') : t('foreign_entity.checklist.upload')}
                  upload={(file, onProgress) => props.upload!(section.section, file, onProgress)}
                  onUploaded={props.onChanged}
                />
              )
            }
            review={
              props.reviewEntity !== undefined && section.document ? (
                <ReviewEditor entity={props.reviewEntity} checklistType={props.type.checklist_type} section={section.section} review={section.review} onSaved={props.onChanged} />
              ) : undefined
            }
          />
        ))}
      </ol>
    </section>
  );
}
