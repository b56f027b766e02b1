/** `GET helpdesk/assignees/`: the active ministry accounts a ticket may be assigned to, by name (the assignee picker). */
import type { Handler } from '../../platform/handler.ts';
import { userGroups } from '../../../../generated/access/rules.ts';

export const listTicketAssignees: Handler<'listTicketAssignees'> = async (request) => {
  const { rows } = await request.server.db.query<{ id: string; name: string }>(
    `SELECT id, coalesce(nullif(name, ''), username) AS name FROM users
      WHERE is_active AND locked_at IS NULL AND user_type = ANY($1::text[]) ORDER BY 2, id`,
    [`{${(userGroups.ministry ?? []).join(',')}}`],
  );
  return rows.map(({ id, name }) => ({ id: Number(id), name, name_en: name, name_ar: name }));
};
