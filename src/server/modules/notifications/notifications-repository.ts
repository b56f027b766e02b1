/** The caller's notifications (migration 003, 020): listed, counted, marked read — only ever their own. */
import type { Queryable } from '../../db/database.ts';
import type { Language } from '../../../../generated/i18n/resources.ts';
import { workflows } from '../../../../generated/workflows/index.ts';
import type { RecordTitle } from '../../../shared/workflow/record-title.ts';

type NotificationRow = {
  id: string; type: string; workflow: string; record_id: string; data: { event: string; title: RecordTitle };
  actor_name: string | null; read_at: Date | string | null; created_at: Date | string;
};

/** A notification as the API answers it, in the caller's language. */
export function notificationView(row: NotificationRow, language: Language) {
  return {
    id: Number(row.id),
    type: row.type as 'bc' | 'fe' | 'ft' | 'tr' | 'sr',
    workflow: row.workflow,
    record_id: Number(row.record_id),
    event: row.data.event,
    title: row.data.title?.[language] ?? '',
    actor_name: row.actor_name,
    page: workflows[row.workflow]?.definition.notifications?.page ?? '',
    read: row.read_at !== null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

const SELECT = 'SELECT n.*, a.name AS actor_name FROM notifications n LEFT JOIN users a ON a.id = n.actor_id';

export function notificationsRepository(q: Queryable) {
  return {
    /** One page of `userId`'s notifications (of `type`, unread only when asked), newest first. */
    async list(userId: number, filter: { type?: string; unread?: boolean }, limit: number, offset: number) {
      const conditions = ['n.user_id = $1', ...(filter.type ? ['n.type = $2'] : []), ...(filter.unread ? ['n.read_at IS NULL'] : [])];
      const params = [userId, ...(filter.type ? [filter.type] : [])];
      const where = `WHERE ${conditions.join(' AND ')}`;
      const { rows } = await q.query<NotificationRow>(`${SELECT} ${where} ORDER BY n.id DESC LIMIT ${limit} OFFSET ${offset}`, params);
      const total = await q.query<{ count: number }>(`SELECT count(*)::int AS count FROM notifications n ${where}`, params);
      return { count: total.rows[0]!.count, rows };
    },
    /** Marks `id` read when it is `userId`'s; undefined when it is not theirs or does not exist. */
    async markRead(id: number, userId: number): Promise<NotificationRow | undefined> {
      const { rows } = await q.query<{ id: string }>('UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
      if (!rows[0]) return undefined;
      return (await q.query<NotificationRow>(`${SELECT} WHERE n.id = $1`, [id])).rows[0];
    },
    /** `userId`'s unread notifications per type. */
    async unreadCounts(userId: number): Promise<Array<{ type: string; count: string }>> {
      const { rows } = await q.query<{ type: string; count: string }>('SELECT type, count(*) AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL GROUP BY type', [userId]);
      return rows;
    },
  };
}
