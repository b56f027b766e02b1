/** `diplomatic-mission/{id}/staff/`: the mission's users, by name (the mission's page lists them). */
import { recordMiss } from '../../platform/access/record-miss.ts';
import { userStatus } from '../../platform/auth/users-repository.ts';
import type { Handler } from '../../platform/handler.ts';
import { scopeWhere } from '../../platform/resources/read-handlers.ts';
import { recordsRepository } from '../../platform/resources/records-repository.ts';
import { missions } from './bindings.ts';
import { bindingPermissions } from './resource-hooks.ts';

type StaffRow = { id: string | number; name: string | null; username: string; email: string | null; is_active: boolean; locked_at: string | null };

/** The `dm` users an `embassy_mission_{n}`, `general_mission_{n}` or `permanent_mission_{n}` permission binds to a mission the caller reaches, by name. */
export const listDiplomaticMissionStaff: Handler<'listDiplomaticMissionStaff'> = async (request) => {
  const id = request.params.id;
  const db = request.server.db;
  if (!(await recordsRepository(db, missions()).find(id, scopeWhere(request, missions())))) throw await recordMiss(db, missions(), id);
  const { rows } = await db.query<StaffRow>(
    "SELECT id, name, username, email, is_active, locked_at FROM users WHERE user_type = 'dm' AND permissions ?| $1::text[] ORDER BY lower(coalesce(nullif(name, ''), username)), id",
    [bindingPermissions(id)],
  );
  const results = rows.map((row) => ({ id: Number(row.id), name: row.name || row.username, email: row.email, status: userStatus(row) }));
  return { count: results.length, results };
};
