/**
 * `?token=` portal links (product spec section 2): a single-use login link, good for
 * LOGIN_LINK_MINUTES, exchanged for a new session. The session token never travels in a URL.
 */
import { oneTimeTokens } from '../../platform/auth/one-time-tokens.ts';
import { usersRepository } from '../../platform/auth/users-repository.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Handlers } from '../../platform/handler.ts';
import { requireUser } from '../../platform/request-context.ts';
import { openSession } from './login-handlers.ts';

/** How long a login link lives. */
export const LOGIN_LINK_MINUTES = 2;

export const loginLinkHandlers: Handlers = {
  /** A login link for the caller: the portal path with `?token=`. */
  async createLoginLink(request) {
    const user = requireUser(request.user);
    const now = request.server.config.clock();
    const token = await oneTimeTokens(request.server.db).issue(user.id, 'login_link', now, LOGIN_LINK_MINUTES);
    const expires = new Date(now.getTime() + LOGIN_LINK_MINUTES * 60_000);
    return { token, path: `/portal/overview/?token=${token}`, expires_at: expires.toISOString() };
  },

  /** Uses up a live login link and opens a session for its user (still owing the second factor, if any). */
  async tokenLogin(request, reply) {
    const { token } = request.body;
    const { db, config } = request.server;
    const userId = await oneTimeTokens(db).consume(token, 'login_link', config.clock());
    const user = userId === undefined ? undefined : await usersRepository(db).findById(userId);
    if (!user || !user.is_active || user.locked_at) throw badRequest('token_invalid');
    return openSession(request, reply, user, 'login_link');
  },
};
