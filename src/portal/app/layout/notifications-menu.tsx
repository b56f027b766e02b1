import { Badge, Button } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { chunkOnDemand } from '../../lib/chunk-on-demand.ts';
import { useT } from '../../lib/i18n.ts';
import { logFailure, useOperation } from '../../lib/use-operation.ts';
import { formatNumber } from '../../../shared/format/locale.ts';
import { useSession } from '../session-context.tsx';
import { MenuOnFirstUse } from './menu-on-first-use.tsx';
import type { NotificationsMenuProps } from './notifications-menu-list.tsx';
import { useLiveCounts } from './use-live-counts.ts';

// Fluent's Menu and the list per type: a chunk fetched on first use (menu-on-first-use.tsx).
const notificationsMenuList = chunkOnDemand(() => import('./notifications-menu-list.tsx').then((module) => module.NotificationsMenuList));

/**
 * Header dropdown: unread notifications per type, each linking to its list, and the pending
 * actions (notifications-menu-list.tsx, on first use). The counts, and the badge on the button, are
 * here from the start: they arrive live (notifications/stream/) and are asked again when the menu
 * opens; a failure is logged and leaves the badge as it was.
 */
export function NotificationsMenu({ className }: { className?: string }) {
  const { t, language } = useT();
  const { user } = useSession();
  const live = useLiveCounts(Boolean(user), language);
  // Asked with the page (app/lazy-route.tsx): drawn in the first render when it has come by then.
  const { data, reload } = useOperation('getNotificationStats', undefined, { onAnswer: logFailure('notifications/stats/'), landed: true });
  // The last counts asked for stay (adjusted while rendering): a failed answer has none. The live
  // stream, once it speaks, is always the newest.
  const [asked, setAsked] = useState(data);
  if (data && data !== asked) setAsked(data);
  const stats = live ?? asked;
  const total = stats?.total ?? 0;
  const trigger = (
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
  );
  const menu: NotificationsMenuProps = { stats, total, onOpen: reload };
  return <MenuOnFirstUse chunk={notificationsMenuList} trigger={trigger} menu={menu} />;
}
