/**
 * The users a `name_{n}` permission binds to a record (`record:` of spec/access/permissions.yaml):
 * a mission's staff, a Kuwaiti entity's users, by name, for a record the caller's scope reaches.
 */
import type { FastifyRequest } from 'fastify';
import { identityTables } from '../../../../generated/access/identity.ts';
import { recordMiss } from '../access/record-miss.ts';
import { userStatus } from '../auth/users-repository.ts';
import { entityBinding } from './entities.ts';
import { idOf, scopeWhere } from './read-handlers.ts';
import { recordsRepository } from './records-repository.ts';

type UserRow = { id: string | number; name: string | null; username: string; email: string | null; is_active: boolean; locked_at: string | null };

/** The permission codes binding a user to record `id` of `entity` (`embassy_mission_3`, `general_mission_3`, …). */
export const bindingCodes = (entity: string, id: number): string[] => identityTables.permissions.filter((p) => p.record === entity).map((p) => `${p.name}_${id}`);

/** GET `<records>/{id}/…`: `{count, results}` of the record's users (404 outside the caller's scope). */
export function boundUsersHandler(entity: string) {
  return async (request: FastifyRequest) => {
    const binding = entityBinding(entity);
    const id = idOf(request);
    const db = request.server.db;
    if (!(await recordsRepository(db, binding).find(id, scopeWhere(request, binding)))) throw await recordMiss(db, binding, id);
    const { rows } = await db.query<UserRow>(
      'SELECT id, name, username, email, is_active, locked_at FROM users WHERE permissions ?| $1::text[] ORDER BY lower(coalesce(nullif(name, \'\'), username)), id',
      [bindingCodes(entity, id)],
    );
    const results = rows.map((row) => ({ id: Number(row.id), name: row.name || row.username, email: row.email, status: userStatus(row) }));
    return { count: results.length, results };
  };
}
