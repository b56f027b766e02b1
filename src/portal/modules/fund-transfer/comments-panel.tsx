import { Button, Card, CardHeader, Field, makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle2, Text, Textarea, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { callAnyOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { useAnyOperation } from '../../lib/use-operation.ts';
import { canCall } from '../../runtime/screens/can-call.ts';
import { LoadError } from '../../runtime/screens/load-error.tsx';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { borderInlineStartWidth: '3px', borderInlineStartStyle: 'solid', borderInlineStartColor: tokens.colorBrandStroke2, paddingInlineStart: tokens.spacingHorizontalM },
  meta: { display: 'block', color: tokens.colorNeutralForeground3 },
  text: { display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  send: { alignSelf: 'flex-start' },
});

type Remark = { id: number; comment: string; author_name?: string; created: string };

/**
 * Remarks on a fund transfer, on its page (`ft/fund-transfer-comment/`): oldest first, each under its
 * author's name and time, and a box to add one for those the rules let. A refusal shows under the
 * box and keeps the text; an added remark shows in the list and as a status line.
 */
export default function CommentsPanel({ record, userType }: PanelProps) {
  const { t, language } = useT();
  const styles = useStyles();
  const headingId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const allowed = canCall('listFundTransferComments', userType);
  const remarks = useAnyOperation(allowed ? 'listFundTransferComments' : undefined, { query: { fund_transfer: Number(record.id) } });
  if (!allowed) return null;
  const rows = ((remarks.data as { results?: Remark[] } | undefined)?.results ?? []);
  const send = async () => {
    setSending(true);
    setSent(false);
    const answer = await callAnyOperation('createFundTransferComment', { body: { fund_transfer: Number(record.id), comment: text.trim() } });
    setSending(false);
    if (answer.ok) {
      setText('');
      setError(undefined);
      setSent(true);
      remarks.reload();
    } else setError(answer.error.fields?.comment ?? answer.error.message);
  };
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{t('fund_transfer.comments.title')}</Subtitle2>} />
      <div className={styles.body}>
        {remarks.error ? (
          <LoadError error={remarks.error} onRetry={remarks.reload} />
        ) : remarks.loading && !remarks.data ? (
          <Spinner size="tiny" label={t('common.loading')} />
        ) : rows.length ? (
          <ul className={styles.list}>
            {rows.map((remark) => (
              <li key={remark.id} className={styles.item}>
                <Text size={200} className={styles.meta} as="p">{`${remark.author_name ?? ''} · ${formatDateTime(remark.created, language)}`}</Text>
                <Text as="p" className={styles.text}>{remark.comment}</Text>
              </li>
            ))}
          </ul>
        ) : (
          <Text>{t('fund_transfer.comments.none')}</Text>
        )}
        {canCall('createFundTransferComment', userType) && (
          <>
            <Field label={t('fund_transfer.comments.add')} validationMessage={error} validationState={error ? 'error' : 'none'}>
              <Textarea value={text} maxLength={2000} resize="vertical" onChange={(_, data) => setText(data.value)} />
            </Field>
            <Button className={styles.send} appearance="primary" disabled={sending} onClick={() => void send()}>{t('fund_transfer.comments.send')}</Button>
          </>
        )}
        {sent && (
          <MessageBar intent="success" role="status">
            <MessageBarBody>{t('fund_transfer.comments.sent')}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </Card>
  );
}
