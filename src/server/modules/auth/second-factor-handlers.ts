/** Second factors for users whose profile requires extra authentication: SMS code and PACI push. */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { audit } from '../../platform/audit/audit-log.ts';
import { oneTimeTokens } from '../../platform/auth/one-time-tokens.ts';
import { sessionsRepository } from '../../platform/auth/sessions-repository.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { usersRepository } from '../../platform/auth/users-repository.ts';
import { badRequest, fieldError } from '../../platform/errors.ts';
import type { Handlers } from '../../platform/handler.ts';
import { translate } from '../../platform/i18n.ts';
import { kickOutbox } from '../../platform/outbox/delivery.ts';
import { outboxRepository } from '../../platform/outbox/outbox-repository.ts';
import { requireUser } from '../../platform/request-context.ts';
import { maskPhone } from './masking.ts';
import { paciAdapter } from '../../platform/auth/paci-adapter.ts';

// An SMS code is good for this long.
const OTP_MINUTES = 5;

export const secondFactorHandlers: Handlers = {
  /** Texts a fresh 6-digit code to the user's mobile; answers the challenge token and the masked number. */
  async createMobileOtp(request) {
    const user = requireUser(request.user);
    const { db, config } = request.server;
    const row = (await usersRepository(db).findById(user.id))!;
    if (!row.phone) throw badRequest('phone');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const token = await db.transaction(async (tx) => {
      const issued = await oneTimeTokens(tx).issue(user.id, 'mobile_otp', config.clock(), OTP_MINUTES, code);
      await outboxRepository(tx).add({ channel: 'sms', recipient: row.phone!, template: 'auth.mail.otp', params: { code, minutes: String(OTP_MINUTES) }, language: request.language });
      return issued;
    });
    kickOutbox(request.server);
    return { token, mobile: maskPhone(row.phone) };
  },

  /** Checks the code of the caller's challenge; a right code uses it up and verifies the session. */
  async loginMobileOtp(request) {
    const user = requireUser(request.user);
    const { token } = request.params;
    const { otp } = request.body;
    const { db, config } = request.server;
    const now = config.clock();
    const live = await oneTimeTokens(db).peek(token, 'mobile_otp', now);
    if (!live || live.userId !== user.id || !live.secretHash) throw badRequest('token_invalid');
    if (!timingSafeEqual(Buffer.from(hashToken(otp)), Buffer.from(live.secretHash))) throw fieldError('otp_invalid', 'otp');
    await db.transaction(async (tx) => {
      if ((await oneTimeTokens(tx).consume(token, 'mobile_otp', now)) === undefined) throw badRequest('token_invalid');
      if (request.sessionHash) await sessionsRepository(tx).markVerified(request.sessionHash, now);
      await audit(tx, request, { action: 'otp_verified', target: `user:${user.id}`, details: { method: 'sms' } });
    });
    return { detail: translate(request.language, 'auth.detail.otp_verified') };
  },

  /** Starts a PACI push request for the civil ID; an approval verifies the session. */
  async paciPush(request) {
    const user = requireUser(request.user);
    const { civil_id } = request.body;
    const { db, config } = request.server;
    const result = await paciAdapter().requestAuthentication(civil_id);
    if (result.status === 'approved' && request.sessionHash) {
      await db.transaction(async (tx) => {
        await sessionsRepository(tx).markVerified(request.sessionHash!, config.clock());
        await audit(tx, request, { action: 'otp_verified', target: `user:${user.id}`, details: { method: 'paci' } });
      });
    }
    return result;
  },
};
