/** E-mails of the identity work, queued in the outbox inside the caller's transaction. */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import type { UserRow } from './users-repository.ts';
import { outboxRepository } from '../outbox/outbox-repository.ts';

/** Portal pages that e-mailed links open (the token is the last path segment). */
export const LINK_PATHS = { password_reset: '/portal/password_reset/', reactivation: '/portal/reactivate_account/' } as const;

/** Queues a mail with a single-use link (`auth.mail.<kind>`), when the user has an address. */
export async function queueLinkMail(tx: Queryable, request: FastifyRequest, user: UserRow, kind: keyof typeof LINK_PATHS, token: string): Promise<void> {
  if (!user.email) return;
  const { publicUrl, identity } = request.server.config;
  await outboxRepository(tx).add({
    channel: 'email',
    recipient: user.email,
    template: `auth.mail.${kind}`,
    params: { name: user.name, link: `${publicUrl}${LINK_PATHS[kind]}${token}`, minutes: String(identity.tokenMinutes) },
    language: request.language,
  });
}
