/** Bespoke handlers of notifications: the header dropdown's unread counts. */
import { notificationTypeValues, type NotificationType } from '../../../../generated/entities/notification-type.ts';
import type { Handlers } from '../../platform/handler.ts';
import { requireUser } from '../../platform/request-context.ts';

export const handlers: Handlers = {
  /** `notifications/stats/`: the caller's unread notifications per type, and their total. */
  async getNotificationStats(request) {
    const user = requireUser(request.user);
    const { rows } = await request.server.db.query<{ type: string; count: string }>(
      'SELECT type, count(*) AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL GROUP BY type',
      [user.id],
    );
    // One count per type of spec/entities/notification-type.schema.json (the answer's `x-count-per`).
    const counts = Object.fromEntries(notificationTypeValues.map((type) => [type, Number(rows.find((r) => r.type === type)?.count ?? 0)])) as Record<NotificationType, number>;
    return { ...counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0) };
  },
};
