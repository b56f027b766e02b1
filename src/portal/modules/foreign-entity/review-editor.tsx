import { Button, Field, makeStyles, Select, Textarea, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { callOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { REVIEW_STATUSES, type SectionReview } from './checklist-model.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  remark: { flexGrow: 1, minWidth: 'min(16rem, 100%)' },
});

/**
 * The reviewer's verdict on one checklist section (the ministry or the mission): Open, Verified,
 * Not verified or Incorrect, with a remark. Creates the review, or changes the one there is.
 */
export function ReviewEditor(props: { entity: number; checklistType: number; section: number; review: SectionReview | null; onSaved: () => void }) {
  const { t, tKey } = useT();
  const styles = useStyles();
  const [status, setStatus] = useState<SectionReview['status']>(props.review?.status ?? 'open');
  const [remark, setRemark] = useState(props.review?.remark ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    // The checklist's types are 0, 1 and 2 (its schema says integer; the remark's names the three).
    const checklistType = props.checklistType as SectionReview['checklist_type'];
    const body = { foreign_entity: props.entity, checklist_type: checklistType, section: props.section, status, remark: remark.trim() };
    const result = props.review?.id
      ? await callOperation('updateChecklistRemark', { params: { id: props.review.id }, body })
      : await callOperation('createChecklistRemark', { body });
    setBusy(false);
    if (!result.ok) return setError(result.error.fields?.remark ?? (result.error.message || t('errors.error_occurred')));
    setError(undefined);
    props.onSaved();
  };
  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
      <Field label={t('foreign_entity.checklist_remarks.status')}>
        <Select value={status} onChange={(_, data) => setStatus(REVIEW_STATUSES.find((value) => value === data.value) ?? 'open')}>
          {REVIEW_STATUSES.map((value) => (
            <option key={value} value={value}>{tKey(`foreign_entity.review.${value}`)}</option>
          ))}
        </Select>
      </Field>
      <Field className={styles.remark} label={t('foreign_entity.checklist_remarks.remark')} validationMessage={error}>
        <Textarea value={remark} rows={1} resize="vertical" onChange={(_, data) => setRemark(data.value)} />
      </Field>
      <Button type="submit" disabled={busy}>{t('foreign_entity.checklist.save_review')}</Button>
    </form>
  );
}
