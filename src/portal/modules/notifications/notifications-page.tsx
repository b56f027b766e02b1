import { Badge, Body1, Button, Card, Caption1, makeStyles, MessageBar, MessageBarBody, Subtitle2, Tab, TabList, Title2, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { notificationTypeLabels, notificationTypeValues, type NotificationType } from '../../../../generated/entities/notification-type.ts';
import { callOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { eventLabel, recordNumber, recordPath, workflowLabel } from './feed-texts.ts';
import { FeedPager } from './feed-pager.tsx';
import { FeedStatus } from './feed-status.tsx';

const PAGE_SIZE = 10;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px' },
  tabs: { overflowX: 'auto' },
  list: { display: 'flex', flexDirection: 'column', gap: '8px', margin: 0, padding: 0, listStyle: 'none' },
  item: { display: 'flex', flexDirection: 'column', gap: '6px' },
  unread: { borderInlineStartWidth: '4px', borderInlineStartStyle: 'solid', borderInlineStartColor: tokens.colorBrandStroke1 },
  head: { display: 'flex', alignItems: 'baseline', gap: '8px', flexWrap: 'wrap' },
  meta: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap', color: tokens.colorNeutralForeground2 },
});

const isType = (value: string | undefined): value is NotificationType => notificationTypeValues.includes(value as NotificationType);

/**
 * Notifications of one type (product spec section 2, notifications/{type}): what happened to the
 * records the user follows, newest first. Opening one marks it read (the header's count follows
 * through the live stream); "Mark as read" does so without leaving.
 */
export default function NotificationsPage() {
  const styles = useStyles();
  const { t, tKey, language } = useT();
  const navigate = useNavigate();
  const { type: param } = useParams();
  const type = isType(param) ? param : 'ft';
  const [page, setPage] = useState(1);
  const [marked, setMarked] = useState<number>();
  const { data, error, loading, reload } = useOperation('listNotifications', { query: { type, page, page_size: PAGE_SIZE } }, { key: language });
  const markRead = async (id: number) => {
    const result = await callOperation('readNotification', { params: { id } });
    if (result.ok) {
      setMarked(id);
      reload();
    }
    return result.ok;
  };
  return (
    <div className={styles.page}>
      <Title2 as="h1">{t('notifications.list.heading', { type: tKey(notificationTypeLabels[type]) })}</Title2>
      <Body1 as="p" style={{ margin: 0 }}>{t('notifications.list.intro')}</Body1>
      <TabList
        className={styles.tabs}
        selectedValue={type}
        aria-label={t('notifications.list.all_types')}
        onTabSelect={(_, tab) => {
          setPage(1);
          navigate(pathOf('shell.notifications', { type: String(tab.value) }));
        }}
      >
        {notificationTypeValues.map((value) => (
          <Tab key={value} value={value}>{tKey(notificationTypeLabels[value])}</Tab>
        ))}
      </TabList>
      {marked !== undefined && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('notifications.list.marked_read')}</MessageBarBody>
        </MessageBar>
      )}
      <FeedStatus
        failed={Boolean(error)}
        loading={loading && !data}
        empty={data?.count === 0}
        failedText={t('notifications.list.failed')}
        emptyText={t('notifications.list.empty')}
      />
      <ul className={styles.list} data-testid="notifications" aria-busy={loading}>
        {data?.results.map((item) => {
          const record = item.title || recordNumber(item.record_id, t, language);
          const to = recordPath(item.page, item.record_id);
          return (
            <li key={item.id}>
              <Card className={item.read ? styles.item : `${styles.item} ${styles.unread}`} data-read={item.read}>
                <div className={styles.head}>
                  <Caption1>{tKey(workflowLabel(item.workflow))}</Caption1>
                  <Subtitle2 as="h2" style={{ margin: 0 }}>
                    <RouterLink to={to} onClick={() => void (item.read || markRead(item.id))}>
                      {record}
                    </RouterLink>
                  </Subtitle2>
                  {!item.read && <Badge color="brand">{t('notifications.list.unread')}</Badge>}
                </div>
                <div className={styles.meta}>
                  <Body1>{tKey(eventLabel(item.workflow, item.event))}</Body1>
                  <Caption1>{item.actor_name ? t('notifications.list.by', { name: item.actor_name }) : t('notifications.list.by_system')}</Caption1>
                  <Caption1>· {formatDateTime(item.created_at, language)}</Caption1>
                  {!item.read && (
                    <Button size="small" appearance="subtle" onClick={() => void markRead(item.id)}>
                      {t('notifications.list.mark_read')}
                    </Button>
                  )}
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
