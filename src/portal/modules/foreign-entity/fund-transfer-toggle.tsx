import { Badge, Button, Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { callOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';

const useStyles = makeStyles({
  box: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  comment: { flexGrow: 1, minWidth: 'min(16rem, 100%)' },
});

/** Whether fund transfers to the entity are allowed, and the ministry's switch with its reason (kept in the audit log). */
export function FundTransferToggle({ entity, allowed, onChanged }: { entity: number; allowed: boolean; onChanged: () => void }) {
  const { t } = useT();
  const styles = useStyles();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    const body = { allowed_for_fund_transfer: !allowed, ...(comment.trim() ? { comment: comment.trim() } : {}) };
    const result = await callOperation('updateAllowedForFundTransfer', { params: { id: entity }, body });
    setBusy(false);
    if (!result.ok) return setError(result.error.message || t('errors.error_occurred'));
    setComment('');
    setError(undefined);
    onChanged();
  };
  return (
    <div className={styles.box}>
      <Badge size="large" color={allowed ? 'success' : 'warning'}>
        {allowed ? t('foreign_entity.tools.transfers_allowed') : t('foreign_entity.tools.transfers_stopped')}
      </Badge>
      <Field className={styles.comment} label={t('workflows.actions.comment')} validationMessage={error}>
        <Textarea value={comment} rows={1} resize="vertical" onChange={(_, data) => setComment(data.value)} />
      </Field>
      <Button disabled={busy} onClick={() => void toggle()}>
        {allowed ? t('foreign_entity.actions.stop_fund_transfer') : t('foreign_entity.actions.allow_fund_transfer')}
      </Button>
    </div>
  );
}
