import { Menu, MenuDivider, MenuGroup, MenuGroupHeader, MenuItem, MenuList, MenuPopover, MenuTrigger, tokens } from '@fluentui/react-components';
import { TaskListLtrRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { notificationTypeLabels, notificationTypeValues } from '../../../../generated/entities/notification-type.ts';
import { formatNumber } from '../../../shared/format/locale.ts';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';
import type { TriggerElement } from './menu-on-first-use.tsx';
import type { NotificationCounts } from './use-live-counts.ts';

/** What the notifications button (notifications-menu.tsx) gives its menu. */
export type NotificationsMenuProps = { stats: NotificationCounts | undefined; total: number; onOpen: () => void };

/** The notifications menu's chunk: unread per type, each linking to its list, and the pending actions. */
export function NotificationsMenuList({ trigger, stats, total, onOpen }: NotificationsMenuProps & { trigger: TriggerElement }) {
  const { t, tKey, language } = useT();
  const navigate = useNavigate();
  return (
    <Menu onOpenChange={(_, menu) => menu.open && onOpen()}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
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
