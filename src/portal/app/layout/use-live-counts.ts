import { useEffect, useState } from 'react';
import type { AnswerOf } from '../../lib/operation-init.ts';
import { operationUrl } from '../../lib/operation-url.ts';

/** The caller's unread notifications per type, as notifications/stats/ answers them. */
export type NotificationCounts = AnswerOf<'getNotificationStats'>;

/** The first reconnection waits this long, each next one twice as long, up to MAX_DELAY_MS. */
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 60_000;

/**
 * The counts pushed by notifications/stream/ (server-sent events) while `enabled` (a user is signed
 * in), opened in the portal's `language` (the user's e-mails follow it): they change without a reload when a notification arrives or is read, in any tab or instance.
 * A dropped stream is opened again after a growing delay; signing out closes it (the hook's owner
 * unmounts or passes false).
 */
export function useLiveCounts(enabled: boolean, language: string): NotificationCounts | undefined {
  const [counts, setCounts] = useState<NotificationCounts>();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_DELAY_MS;
    let stopped = false;
    const open = () => {
      source = new EventSource(`${operationUrl('streamNotifications', {})}?lang=${language}`, { withCredentials: true });
      source.addEventListener('stats', (event) => {
        delay = FIRST_DELAY_MS;
        setCounts(JSON.parse((event as MessageEvent<string>).data) as NotificationCounts);
      });
      // The browser's own retry would hammer a server that refuses (a session that ended): back off instead.
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        timer = setTimeout(open, delay);
        delay = Math.min(delay * 2, MAX_DELAY_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [enabled, language]);
  return counts;
}
