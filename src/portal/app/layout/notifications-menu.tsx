import { Badge, Button, Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger, MenuGroup, MenuGroupHeader, tokens } from '@fluentui/react-components';
import { AlertRegular, TaskListLtrRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../lib/i18n.ts';
import { logFailure, useOperation } from '../../lib/use-operation.ts';
import { formatNumber } from '../../../shared/format/locale.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { notificationTypeLabels, notificationTypeValues } from '../../../../generated/entities/notification-type.ts';
import { useSession } from '../session-context.tsx';
import { useLiveCounts } from './use-live-counts.ts';

/**
 * Header dropdown: unread notifications per type, each linking to its list, and the pending
 * actions. The counts arrive live (notifications/stream/) and are asked again when the menu opens;
 * a failure is logged and leaves the badge as it was.
 */
export function NotificationsMenu({ className }: { className?: string }) {
  const { t, tKey, language } = useT();
  const navigate = useNavigate();
  const { user } = useSession();
  const live = useLiveCounts(Boolean(user), language);
  const { data, reload } = useOperation('getNotificationStats', undefined, { onAnswer: logFailure('notifications/stats/') });
  // The last counts asked for stay (adjusted while rendering): a failed answer has none. The live
  // stream, once it speaks, is always the newest.
  const [asked, setAsked] = useState(data);
  if (data && data !== asked) setAsked(data);
  const stats = live ?? asked;
  const total = stats?.total ?? 0;
  return (
    <Menu onOpenChange={(_, menu) => menu.open && reload()}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          className={className}
          icon={<AlertRegular />}
          aria-label={total ? t('shell.notifications.button_count', { count: total }) : t('shell.notifications.button')}
          data-testid="notifications-button"
          data-total={total}
          data-live={live !== undefined}
        >
          {/* Fluent's CounterBadge writes Western digits; the count is in the language's numerals, 99+ beyond. */}
          {total > 0 && <Badge size="small" color="danger" aria-hidden>{total > 99 ? `${formatNumber(99, language)}+` : formatNumber(total, language)}</Badge>}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader style={{ color: tokens.colorNeutralForeground2 }}>{t('shell.notifications.unread', { count: total })}</MenuGroupHeader>
            {notificationTypeValues.map((type) => (
              <MenuItem key={type} onClick={() => navigate(pathOf('shell.notifications', { type }))} secondaryContent={formatNumber(stats?.[type] ?? 0, language)} data-type={type}>
                {tKey(notificationTypeLabels[type])}
              </MenuItem>
            ))}
          </MenuGroup>
          <MenuDivider />
          <MenuItem icon={<TaskListLtrRegular />} onClick={() => navigate(pathOf('shell.pending_actions', {}))} data-testid="pending-actions-link">
            {t('notifications.pending.heading')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
