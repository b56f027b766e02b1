/** Bespoke handlers of notifications: the caller's own notifications, their counts and stream, and what waits for them. */
import type { Handlers } from '../../platform/handler.ts';
import { notFound } from '../../platform/errors.ts';
import { requireUser } from '../../platform/request-context.ts';
import { notificationsRepository, notificationView } from './notifications-repository.ts';
import { streamNotifications } from './notification-stream.ts';
import { pendingActions } from '../../platform/workflow/pending-actions.ts';
import { unreadStats } from './unread-stats.ts';

const pageOf = (query: { page?: number; page_size?: number }) => {
  const size = query.page_size ?? 10;
  return { limit: size, offset: ((query.page ?? 1) - 1) * size };
};

export const handlers: Handlers = {
  /** `notifications/stats/`: the caller's unread notifications per type, and their total. */
  async getNotificationStats(request) {
    return unreadStats(request.server.db, requireUser(request.user).id);
  },

  /** `notifications/`: the caller's own, of one type or all, newest first. */
  async listNotifications(request) {
    const user = requireUser(request.user);
    const { limit, offset } = pageOf(request.query);
    const { type, unread } = request.query;
    const { count, rows } = await notificationsRepository(request.server.db).list(user.id, { ...(type ? { type } : {}), ...(unread ? { unread } : {}) }, limit, offset);
    return { count, results: rows.map((row) => notificationView(row, request.language)) };
  },

  /** `PUT notifications/read/{id}/`: only the recipient's own; anyone else's is 404, as a missing one. */
  async readNotification(request) {
    const user = requireUser(request.user);
    const row = await notificationsRepository(request.server.db).markRead(request.params.id, user.id);
    if (!row) throw notFound();
    return notificationView(row, request.language);
  },

  streamNotifications: (request, reply) => streamNotifications(request, reply),

  /** `pending-actions/`: what waits for the caller across every workflow, newest change first. */
  async listPendingActions(request) {
    const { limit, offset } = pageOf(request.query);
    return pendingActions(request, limit, offset);
  },
};
