/** The ministry's side of the form link and the entity's login: generate-url/, resend-form/, resend-login/. */
import { randomBytes } from 'node:crypto';
import { workflows } from '../../../../../generated/workflows/index.ts';
import { stateOfCode } from '../../../../shared/workflow/decide.ts';
import { formatDate } from '../../../../shared/format/format-date.ts';
import { LINK_PATHS } from '../../../platform/auth/identity-mail.ts';
import { oneTimeTokens } from '../../../platform/auth/one-time-tokens.ts';
import { usersRepository } from '../../../platform/auth/users-repository.ts';
import { ApiError } from '../../../platform/errors.ts';
import type { Handler, Handlers, OperationRequest } from '../../../platform/handler.ts';
import { outboxRepository } from '../../../platform/outbox/outbox-repository.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { requireUser } from '../../../platform/request-context.ts';
import type { RecordRow } from '../../../platform/resources/records-repository.ts';
import { entityInScope } from '../records/entity-records.ts';
import { createFormLink, formLinkUrl } from './form-links.ts';

/** States in which the entity still fills its registration form. */
const FILLING = ['pending', 're_apply'];

function assertFilling(entity: RecordRow): void {
  const state = stateOfCode(workflows['foreign-entity']!.definition, entity.data.status);
  if (!state || !FILLING.includes(state)) throw new ApiError(409, 'transition_not_allowed');
}

/** A new link, optionally e-mailed to the entity. */
function linkHandler(send: boolean) {
  // Serves generateFormUrl and resendForm, which take the same body; each key's answer is checked below.
  return (request: OperationRequest<'generateFormUrl'>) =>
    request.server.db.transaction(async (tx) => {
      const user = requireUser(request.user);
      const entity = await entityInScope(tx, request, request.body.foreign_entity, true);
      assertFilling(entity);
      const { token, expiresAt } = await createFormLink(tx, request, Number(entity.id), user.id);
      const url = formLinkUrl(request, String(entity.data.uid), token);
      const email = String(entity.data.email ?? '');
      if (send) {
        await outboxRepository(tx).add({
          channel: 'email', recipient: email, template: 'foreign_entity.mail.form_link', language: request.language,
          params: { name: String(entity.data.name ?? ''), url, date: formatDate(expiresAt.toISOString().slice(0, 10), request.language) },
        });
      }
      return { url, expires_at: expiresAt.toISOString(), ...(send ? { sent_to: email } : {}) };
    });
}

/** `resend-login/`: the entity's account (created when missing, username = e-mail) and a single-use link to set its password. */
const resendLogin: Handler<'resendLogin'> = (request) =>
  request.server.db.transaction(async (tx) => {
    const user = requireUser(request.user);
    const { config } = request.server;
    const entity = await entityInScope(tx, request, request.body.foreign_entity);
    const email = String(entity.data.email ?? '');
    const users = usersRepository(tx);
    const permission = `foreign_entity_${entity.id}`;
    let account = await users.findByUsername(email);
    if (account && !(account.permissions as string[]).includes(permission)) throw new ApiError(409, 'conflict');
    account ??= await users.insert({
      username: email, name: String(entity.data.name ?? email), email, user_type: 'fe',
      // No password anyone knows: the entity sets its own through the link.
      password_hash: await hashPassword(randomBytes(32).toString('base64url')),
      permissions: ['foreign_entity', permission], menu_permissions: ['foreign_entity', 'support_request'],
    }, user.id);
    const token = await oneTimeTokens(tx).issue(account.id, 'password_reset', config.clock(), config.identity.tokenMinutes);
    await outboxRepository(tx).add({
      channel: 'email', recipient: email, template: 'foreign_entity.mail.login', language: request.language,
      params: { name: String(entity.data.name ?? ''), username: account.username, url: `${config.publicUrl}${LINK_PATHS.password_reset}${token}` },
    });
    return { username: account.username, sent_to: email };
  });

export const sendHandlers: Handlers = { generateFormUrl: linkHandler(false), resendForm: linkHandler(true), resendLogin };
