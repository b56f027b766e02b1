/**
 * The links a foreign entity fills its registration through: a 256-bit secret in the address,
 * kept only as its sha256. A link ends when it expires, when a newer one is made, or when the form
 * is submitted with it; then it answers 410 Link Expired.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db/database.ts';
import { ApiError, notFound } from '../../../platform/errors.ts';
import { hashToken, newToken } from '../../../platform/auth/tokens.ts';
import type { RecordRow } from '../../../platform/resources/records-repository.ts';

/** How long a form link stays valid. */
export const FORM_LINK_DAYS = 14;

type LinkRow = { id: string; foreign_entity_id: string; expires_at: string; used_at: string | null; revoked_at: string | null };

/** A new link for the entity; the entity's older links stop working. Returns the secret and its end. */
export async function createFormLink(tx: Queryable, request: FastifyRequest, entityId: number, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const now = request.server.config.clock();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + FORM_LINK_DAYS * 86_400_000);
  await tx.query('UPDATE entity_form_links SET revoked_at = $2 WHERE foreign_entity_id = $1 AND revoked_at IS NULL AND used_at IS NULL', [entityId, now.toISOString()]);
  await tx.query('INSERT INTO entity_form_links (foreign_entity_id, token_hash, expires_at, created_by) VALUES ($1, $2, $3, $4)', [entityId, hashToken(token), expiresAt.toISOString(), userId]);
  return { token, expiresAt };
}

/** The portal address of a link. */
export const formLinkUrl = (request: FastifyRequest, uid: string, token: string): string => `${request.server.config.publicUrl}/portal/entity_form/${uid}/${token}`;

/**
 * The entity behind a link `{uid}/{form_uid}` that may still be used (locked for update when asked):
 * 404 for an address that never was a link, 410 `link_expired` for one that ended.
 */
export async function entityOfLink(q: Queryable, request: FastifyRequest<{ Params: { uid: string; form_uid: string } }>, forUpdate = false): Promise<{ entity: RecordRow; link: LinkRow }> {
  const { uid, form_uid: token } = request.params;
  const { rows } = await q.query<LinkRow & { entity: RecordRow }>(
    `SELECT l.*, row_to_json(r.*) AS entity FROM entity_form_links l JOIN foreign_entity_records r ON r.id = l.foreign_entity_id
      WHERE l.token_hash = $1 AND r.data->>'uid' = $2${forUpdate ? ' FOR UPDATE OF l, r' : ''}`,
    [hashToken(token), uid],
  );
  const row = rows[0];
  if (!row) throw notFound();
  const now = request.server.config.clock();
  if (row.used_at || row.revoked_at || new Date(row.expires_at) <= now) throw new ApiError(410, 'link_expired');
  return { entity: row.entity, link: row };
}

/** Marks a link used (the form was submitted with it). */
export async function useLink(tx: Queryable, request: FastifyRequest, linkId: string): Promise<void> {
  await tx.query('UPDATE entity_form_links SET used_at = $2 WHERE id = $1', [linkId, request.server.config.clock().toISOString()]);
}
