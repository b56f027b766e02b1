/** Bespoke handlers of the auth module: sign in, sign out, who am I. */
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { sessionsRepository } from '../../platform/auth/sessions-repository.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { usersRepository, userView } from '../../platform/auth/users-repository.ts';
import { badRequest } from '../../platform/errors.ts';
import type { HandlerMap } from '../../platform/handler.ts';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../../platform/passwords.ts';
import { requireUser } from '../../platform/request-context.ts';

type Credentials = { username: string; password: string };

export const handlers: HandlerMap = {
  /** Checks credentials (same answer and similar time whether or not the user exists) and opens a session. */
  async login(request, reply) {
    const { username, password } = request.body as Credentials;
    const db = request.server.db;
    const user = await usersRepository(db).findByUsername(username);
    const matches = await verifyPassword(password, user?.password_hash ?? (await DUMMY_HASH_PROMISE));
    if (!user || !user.is_active || !matches) throw badRequest('invalid_credentials');
    const token = newToken();
    const signedIn = await db.transaction(async (tx) => {
      await sessionsRepository(tx).create(hashToken(token), user.id);
      return usersRepository(tx).recordLogin(user.id);
    });
    setSessionCookie(request, reply, token);
    return { token, user: userView(signedIn) };
  },

  /** Revokes the session the request came with and clears the cookie. */
  async logout(request, reply) {
    if (request.sessionHash) await sessionsRepository(request.server.db).revoke(request.sessionHash);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  },

  /** The signed-in user. */
  async getUserData(request) {
    return requireUser(request.user);
  },
};
