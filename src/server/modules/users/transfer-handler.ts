/** Moves a user to another entity: their entity-bound permissions are replaced by the destination. */
import { audit } from '../../platform/audit/audit-log.ts';
import { userView, type UserRow } from '../../platform/auth/users-repository.ts';
import { fieldError } from '../../platform/errors.ts';
import type { Handlers } from '../../platform/handler.ts';
import { requireUser } from '../../platform/request-context.ts';
import { parsePermission } from '../../../shared/identity/permission-names.ts';
import { destinationLabel } from './lookup-handlers.ts';
import { assertBoundRecordsExist } from './permission-codes.ts';
import { withPermissionNames } from './permission-names.ts';
import { userInScope } from './user-in-scope.ts';
import { userQueries } from './users-queries.ts';

export const transferHandlers: Handlers = {
  /** Replaces the user's entity-bound permissions with `destination` and logs the transfer. */
  async transferUser(request) {
    const caller = requireUser(request.user);
    const { user: id, destination } = request.body;
    if (!destinationLabel(request.language, destination)) throw fieldError('invalid_choice', 'destination');
    const { db, config } = request.server;
    await assertBoundRecordsExist(db, [destination], 'destination');
    const before = await userInScope(request, id);
    const kept = before.permissions.filter((p) => parsePermission(p).entity === null);
    const permissions = [...kept, destination];
    const now = config.clock();
    const after = await db.transaction(async (tx) => {
      await userQueries(tx).update(id, { permissions });
      await userQueries(tx).logState(id, 'transferred', caller.id, now);
      await audit(tx, request, { action: 'user_transferred', target: `user:${id}`, details: { from: before.permissions, to: permissions } });
      await audit(tx, request, { action: 'permission_change', target: `user:${id}`, details: { before: { permissions: before.permissions }, after: { permissions } } });
      return (await userQueries(tx).findById(id)) as UserRow;
    });
    return (await withPermissionNames(db, [userView(after, request.language)], request.language))[0]!;
  },
};
