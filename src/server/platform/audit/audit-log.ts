/** The audit log: who did what, when and from where. Never given a password or a token. */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';

/** The actions the identity work records. */
export type AuditAction =
  | 'login' | 'login_failed' | 'lockout' | 'reactivation' | 'logout' | 'password_change' | 'password_change_failed' | 'password_reset' | 'profile_update'
  | 'password_reset_requested' | 'permission_change' | 'user_created' | 'user_deleted' | 'user_transferred' | 'access_denied' | 'otp_verified'
  | 'fund_transfer_permission' | 'administrative_data';

/** One audit entry; `details` must hold no secrets (callers pass ids and names only). */
export type AuditEntry = { action: AuditAction; actorId?: number | null; actorUsername?: string | null; target?: string | null; details?: Record<string, unknown> };

/** Writes one audit row with the request's address and user agent. */
export async function audit(q: Queryable, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (at, actor_id, actor_username, action, target, ip, user_agent, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [
      request.server.config.clock().toISOString(),
      entry.actorId ?? request.user?.id ?? null,
      entry.actorUsername ?? request.user?.username ?? null,
      entry.action,
      entry.target ?? null,
      request.ip,
      String(request.headers['user-agent'] ?? '').slice(0, 300),
      JSON.stringify(entry.details ?? {}),
    ],
  );
}
