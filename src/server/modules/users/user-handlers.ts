/** Users CRUD: list (groups, status, type, search), read, create, update, delete — within the caller's scope. */
import type { FastifyRequest } from 'fastify';
import { audit } from '../../platform/audit/audit-log.ts';
import { sessionsRepository } from '../../platform/auth/sessions-repository.ts';
import { usersRepository, userView, type UserRow } from '../../platform/auth/users-repository.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import type { Handlers } from '../../platform/handler.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { requireScope, requireUser } from '../../platform/request-context.ts';
import { assertNewPassword } from '../../platform/auth/password-policy.ts';
import { refuseReadOnlyChanges } from '../../platform/access/read-only-fields.ts';
import { assertWithinCallerGrants } from './grant-limits.ts';
import { assertKnownGroups } from './known-groups.ts';
import { assertBoundRecordsExist, assertKnownCodes } from './permission-codes.ts';
import { withPermissionNames } from './permission-names.ts';
import { accountChanges, newAccountBody } from './staff-grants.ts';
import { userInScope } from './user-in-scope.ts';
import { userQueries } from './users-queries.ts';

/** The user as answered: their permissions also by name (`permission_names`). */
const named = async <T extends { permissions: string[] }>(request: FastifyRequest, user: T) => (await withPermissionNames(request.server.db, [user], request.language))[0]!;

const sameList = (a: unknown, b: unknown) => JSON.stringify([...((a as string[]) ?? [])].sort()) === JSON.stringify([...((b as string[]) ?? [])].sort());

export const userHandlers: Handlers = {
  /** One page of the users the caller may see. */
  async listUsers(request) {
    const { count, rows } = await userQueries(request.server.db).list(requireScope(request.scope), request.query);
    return { count, results: await withPermissionNames(request.server.db, rows.map((row) => userView(row, request.language)), request.language) };
  },

  /** One user in scope (404 outside it). */
  async getUser(request) {
    return named(request, userView(await userInScope(request, request.params.id), request.language));
  },

  /** Creates a user with a first password that meets the rule; the creator owns the account; its first state is logged. */
  async createUser(request) {
    const caller = requireUser(request.user);
    const { db, config } = request.server;
    refuseReadOnlyChanges(request, {}, request.body);
    assertKnownCodes(request.body);
    await assertBoundRecordsExist(db, request.body.permissions);
    await assertKnownGroups(db, request.body.groups);
    const body = await newAccountBody(db, caller, request.body);
    assertWithinCallerGrants(caller, body);
    assertNewPassword(body.password, body.password, 'password', 'password');
    if (await usersRepository(db).findByUsername(body.username)) throw fieldError('repeated', 'username');
    const hash = await hashPassword(body.password);
    const row = await db.transaction(async (tx) => {
      const created = await usersRepository(tx).insert({
        username: body.username, name: body.name, email: body.email ?? null, user_type: body.user_type, password_hash: hash,
        permissions: body.permissions ?? [], menu_permissions: body.menu_permissions ?? [], phone: body.phone ?? null,
        groups: body.groups ?? [], ft_department: body.ft_department ?? null, department_id: body.department ?? null,
        authentication_required: body.authentication_required ?? false, visible: body.visible ?? true,
        is_active: body.is_active ?? true,
      }, caller.id);
      await userQueries(tx).logState(Number(created.id), created.is_active ? 'active' : 'inactive', caller.id, config.clock());
      await audit(tx, request, { action: 'user_created', target: `user:${created.id}`, details: { permissions: created.permissions, user_type: created.user_type } });
      return (await userQueries(tx).findById(Number(created.id))) as UserRow;
    });
    return named(request, userView(row, request.language));
  },

  /** Applies the given fields; a permission change and an activation change are logged. */
  async updateUser(request) {
    const caller = requireUser(request.user);
    const { db, config } = request.server;
    const id = request.params.id;
    const before = await userInScope(request, id);
    refuseReadOnlyChanges(request, userView(before, request.language), request.body);
    assertKnownCodes(request.body);
    await assertBoundRecordsExist(db, request.body.permissions);
    await assertKnownGroups(db, request.body.groups);
    const body = await accountChanges(db, caller, request.body, before);
    assertWithinCallerGrants(caller, body, before);
    const now = config.clock();
    const after = await db.transaction(async (tx) => {
      await userQueries(tx).update(id, body);
      if ((body.permissions && !sameList(body.permissions, before.permissions)) || (body.menu_permissions && !sameList(body.menu_permissions, before.menu_permissions))) {
        const details = { before: { permissions: before.permissions, menu_permissions: before.menu_permissions }, after: { permissions: body.permissions, menu_permissions: body.menu_permissions } };
        await audit(tx, request, { action: 'permission_change', target: `user:${id}`, details });
      }
      if (body.is_active !== undefined && body.is_active !== before.is_active) {
        await userQueries(tx).logState(id, body.is_active ? 'active' : 'inactive', caller.id, now);
        if (!body.is_active) await sessionsRepository(tx).revokeAllOf(id, now);
      }
      return (await userQueries(tx).findById(id)) as UserRow;
    });
    return named(request, userView(after, request.language));
  },

  /** Deletes a user in scope. */
  async deleteUser(request, reply) {
    const { db } = request.server;
    const id = request.params.id;
    if (id === requireUser(request.user).id) throw notFound(); // not one's own account
    await userInScope(request, id);
    await db.transaction(async (tx) => {
      await userQueries(tx).remove(id);
      await audit(tx, request, { action: 'user_deleted', target: `user:${id}` });
    });
    return reply.code(204).send();
  },
};
