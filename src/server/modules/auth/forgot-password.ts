/**
 * forgot-password: the same work whether or not an active account has the address, so neither the
 * answer nor its time tells (the same statements: tests/api/identity-hardening/forgot-password-alike.test.ts;
 * the medians: tests/bench/identity-timing.ts).
 * Both branches issue a token and queue the mail inside a savepoint and write an audit row; for an
 * unknown address the token belongs to a stand-in account and the savepoint is rolled back.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../platform/audit/audit-log.ts';
import { queueLinkMail } from '../../platform/auth/identity-mail.ts';
import { oneTimeTokens } from '../../platform/auth/one-time-tokens.ts';
import { usersRepository, type UserRow } from '../../platform/auth/users-repository.ts';
import type { Handler } from '../../platform/handler.ts';
import { translate } from '../../platform/i18n.ts';
import { kickOutbox } from '../../platform/outbox/delivery.ts';

const standIns = new WeakMap<FastifyInstance, Promise<number | string>>();

/** An account id the unknown branch can issue its rolled-back token for (read once per app). */
function standInId(app: FastifyInstance): Promise<number | string> {
  let id = standIns.get(app);
  if (!id) standIns.set(app, (id = app.db.query<{ id: string }>('SELECT min(id) AS id FROM users').then((r) => r.rows[0]!.id)));
  return id;
}

/** Issues the reset token and queues its mail for `user`; the audit row names the account only when there is one. */
async function resetWork(request: FastifyRequest, user: UserRow, known: boolean): Promise<void> {
  const { db, config } = request.server;
  await db.transaction(async (tx) => {
    await tx.query('SAVEPOINT forgot_password');
    const token = await oneTimeTokens(tx).issue(user.id, 'password_reset', config.clock(), config.identity.tokenMinutes);
    await queueLinkMail(tx, request, user, 'password_reset', token);
    await tx.query(known ? 'RELEASE SAVEPOINT forgot_password' : 'ROLLBACK TO SAVEPOINT forgot_password');
    await audit(tx, request, { action: 'password_reset_requested', actorId: null, actorUsername: null, target: known ? `user:${user.id}` : null, details: { known } });
  });
}

/** Queues a reset link for an active account with this e-mail; the answer (and the work) is the same either way. */
export const forgotPassword: Handler<'forgotPassword'> = async (request) => {
  const { email } = request.body;
  const found = await usersRepository(request.server.db).findByEmail(email);
  const standIn = await standInId(request.server);
  const known = Boolean(found?.is_active);
  // The stand-in carries the typed address, so the mail rendered and rolled back is the same size.
  const user = known ? found! : ({ ...(found ?? {}), id: standIn, email, name: email.split('@')[0] ?? '', is_active: true } as UserRow);
  await resetWork(request, user, known);
  kickOutbox(request.server);
  return { detail: translate(request.language, 'auth.detail.reset_sent') };
};
