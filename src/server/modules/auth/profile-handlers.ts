/** The signed-in user's own corrections to their name, e-mail and mobile, with the current password. */
import { audit } from '../../platform/audit/audit-log.ts';
import { secondFactorOwed } from '../../platform/auth/second-factor.ts';
import { usersRepository, userView } from '../../platform/auth/users-repository.ts';
import type { Handlers } from '../../platform/handler.ts';
import { requireUser } from '../../platform/request-context.ts';
import { checkCurrentPassword } from './current-password.ts';

const PROFILE_FIELDS = ['name', 'email', 'phone'] as const;

export const profileHandlers: Handlers = {
  /**
   * Checks the current password (`current-password.ts`: the same limit as the password change's, so
   * the two forms do not give a guesser two budgets), then stores the fields sent and audits which
   * changed (names only, never values). Answers the user as `get-user-data/` does.
   */
  async updateProfile(request) {
    const { current_password, ...changes } = request.body;
    const user = requireUser(request.user);
    const { row: before, passed } = await checkCurrentPassword(request, user.id, current_password!, 'current_password', 'profile');
    const changed = PROFILE_FIELDS.filter((field) => field in changes && (changes[field] ?? null) !== (before[field] ?? null));
    const after = await request.server.db.transaction(async (tx) => {
      const row = await usersRepository(tx).setProfile(user.id, changes);
      await passed(tx);
      if (changed.length) await audit(tx, request, { action: 'profile_update', target: `user:${user.id}`, details: { fields: changed } });
      return row;
    });
    return { ...userView(after, request.language), authentication_pending: secondFactorOwed(request) };
  },
};
