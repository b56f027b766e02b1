/** The caller's unread notifications per type and their total: notifications/stats/ and the live stream. */
import { notificationTypeValues, type NotificationType } from '../../../../generated/entities/notification-type.ts';
import type { Queryable } from '../../db/database.ts';
import { notificationsRepository } from './notifications-repository.ts';

export async function unreadStats(q: Queryable, userId: number): Promise<Record<NotificationType | 'total', number>> {
  const rows = await notificationsRepository(q).unreadCounts(userId);
  // One count per type of spec/entities/notification-type.schema.json (the answer's `x-count-per`).
  const counts = Object.fromEntries(notificationTypeValues.map((type) => [type, Number(rows.find((r) => r.type === type)?.count ?? 0)])) as Record<NotificationType, number>;
  return { ...counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0) };
}
