import { Button, CounterBadge, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, MenuGroup, MenuGroupHeader, tokens } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { callOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { formatNumber } from '../../../shared/format/locale.ts';
import { pathOf } from '../route-paths.ts';

/** Notification types of product spec section 2 (notifications/{type}). */
export const notificationTypes = ['bc', 'fe', 'ft', 'tr', 'sr'] as const;
type Stats = Record<(typeof notificationTypes)[number] | 'total', number>;

/** The caller's unread counts; a failure is logged and leaves the badge as it was. */
async function fetchStats(): Promise<Stats | undefined> {
  const result = await callOperation<Stats>('getNotificationStats');
  if (!result.ok) console.warn('notifications/stats/ failed', result.status);
  return result.ok ? result.data : undefined;
}

/** Header dropdown: unread notifications per type from notifications/stats/, each linking to its list. */
export function NotificationsMenu({ className }: { className?: string }) {
  const { t, language } = useT();
  const navigate = useNavigate();
  const [stats, setStats] = useState<Stats | null>(null);
  const load = useCallback(() => {
    void fetchStats().then((loaded) => loaded && setStats(loaded));
  }, []);
  useEffect(() => {
    let live = true;
    void fetchStats().then((loaded) => live && loaded && setStats(loaded));
    return () => {
      live = false;
    };
  }, []);
  const total = stats?.total ?? 0;
  return (
    <Menu onOpenChange={(_, data) => data.open && load()}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          className={className}
          icon={<AlertRegular />}
          aria-label={total ? t('shell.notifications.button_count', { count: total }) : t('shell.notifications.button')}
          data-testid="notifications-button"
        >
          {total > 0 && <CounterBadge count={total} size="small" color="danger" aria-hidden />}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader style={{ color: tokens.colorNeutralForeground2 }}>{t('shell.notifications.unread', { count: total })}</MenuGroupHeader>
            {notificationTypes.map((type) => (
              <MenuItem key={type} onClick={() => navigate(pathOf('shell.notifications', { type }))} secondaryContent={formatNumber(stats?.[type] ?? 0, language)} data-type={type}>
                {t(`shell.notifications.types.${type}`)}
              </MenuItem>
            ))}
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
