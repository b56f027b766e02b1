import { Badge, Body1, Card, Caption1, makeStyles, Subtitle2, Title2, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../lib/i18n.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { eventLabel, recordNumber, recordPath, stateLabel, workflowLabel } from './feed-texts.ts';
import { FeedPager } from './feed-pager.tsx';
import { FeedStatus } from './feed-status.tsx';

const PAGE_SIZE = 10;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px' },
  list: { display: 'flex', flexDirection: 'column', gap: '8px', margin: 0, padding: 0, listStyle: 'none' },
  item: { display: 'flex', flexDirection: 'column', gap: '6px' },
  head: { display: 'flex', alignItems: 'baseline', gap: '8px', flexWrap: 'wrap' },
  steps: { display: 'flex', alignItems: 'center', gap: '6px', flexWrap: 'wrap', color: tokens.colorNeutralForeground2 },
});

/** Pending actions (product spec section 2): what waits for the user, newest change first, each opening its record. */
export default function PendingActionsPage() {
  const styles = useStyles();
  const { t, tKey, language } = useT();
  const [page, setPage] = useState(1);
  const { data, error, loading } = useOperation('listPendingActions', { query: { page, page_size: PAGE_SIZE } }, { key: language });
  return (
    <div className={styles.page}>
      <Title2 as="h1">{t('notifications.pending.heading')}</Title2>
      <Body1 as="p" style={{ margin: 0 }}>
        {data ? t('notifications.pending.count', { count: data.count }) : t('notifications.pending.intro')}
      </Body1>
      <FeedStatus
        failed={Boolean(error)}
        loading={loading && !data}
        empty={data?.count === 0}
        failedText={t('notifications.pending.failed')}
        emptyText={t('notifications.pending.empty')}
      />
      <ul className={styles.list} data-testid="pending-actions" aria-busy={loading}>
        {data?.results.map((item) => {
          const record = item.title || recordNumber(item.record_id, t, language);
          return (
            <li key={`${item.workflow}/${item.record_id}`}>
              <Card className={styles.item} data-workflow={item.workflow} data-record={item.record_id}>
                <div className={styles.head}>
                  <Caption1>{tKey(workflowLabel(item.workflow))}</Caption1>
                  <Subtitle2 as="h2" style={{ margin: 0 }}>
                    <RouterLink to={recordPath(item.page, item.record_id)}>{record}</RouterLink>
                  </Subtitle2>
                  <Badge appearance="tint" color="informative">{tKey(stateLabel(item.workflow, item.state))}</Badge>
                </div>
                <div className={styles.steps}>
                  <Caption1>{t('notifications.pending.actions')}</Caption1>
                  {item.events.map((event) => (
                    <Badge key={event} appearance="outline">{tKey(eventLabel(item.workflow, event))}</Badge>
                  ))}
                  <Caption1>· {formatDateTime(item.updated_at, language)}</Caption1>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      {data && <FeedPager page={page} size={PAGE_SIZE} total={data.count} onPage={setPage} />}
    </div>
  );
}
