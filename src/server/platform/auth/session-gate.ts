/**
 * One round trip for a list page instead of two (issue 21 item 5): the user a session token had
 * the last time it was looked up is kept in this process, the access check builds the request's
 * grant and scope from it, and the list page's statement itself checks, in its own snapshot, that
 * the session is still live (not logged out, expired, idle, or its user disabled or locked) and its
 * user's stamp unchanged (role, permissions, department, second factor: sessionsRepository's
 * SESSION_STAMP). Nothing is trusted that the statement did not confirm: until it does, the request
 * is "gated" (`request.sessionGate`), and a page that comes back empty, an error on the way, or a
 * changed stamp sends the request through the ordinary lookup and access check (401, 403) and runs
 * it again. So a logout, a password change, a disabled user or a changed role, on this instance or
 * another on the same database, holds for the very next request, as with a lookup per request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SqlParams } from '../../db/sql-params.ts';
import { markSecondFactor } from './second-factor.ts';
import { sessionsRepository, sessionStillSql, touchDue, type SessionUser } from './sessions-repository.ts';
import { hashToken, tokenOf } from './tokens.ts';
import { userView, type UserView } from './users-repository.ts';

/** A session the access check took from this process's memory; the request's statement must confirm it. */
export type SessionGate = { hash: string; known: SessionUser; now: Date };

/** Sessions looked up in this process (per app: each is one instance), by token hash; the oldest go first past this. */
const MAX_KEPT = 10_000;
const kept = new WeakMap<FastifyInstance, Map<string, SessionUser>>();

/** Keeps what the ordinary lookup found for `hash`, for the next requests with that token. */
export function keepSession(app: FastifyInstance, hash: string, row: SessionUser): void {
  let sessions = kept.get(app);
  if (!sessions) kept.set(app, (sessions = new Map()));
  sessions.delete(hash);
  sessions.set(hash, row);
  if (sessions.size > MAX_KEPT) sessions.delete(sessions.keys().next().value!);
}

/**
 * The user view of a kept session, made once per kept row (a row is replaced, not changed, when its
 * session is looked up or touched again) rather than once per request. Frozen: requests share it.
 */
const views = new WeakMap<SessionUser, UserView>();
function viewOf(known: SessionUser): UserView {
  let view = views.get(known);
  if (!view) views.set(known, (view = Object.freeze(userView(known))));
  return view;
}

/**
 * Signs the request in from the session kept for its token, gated (`request.sessionGate`): true
 * when one was kept. The caller may only go on to a handler that confirms the gate.
 */
export function openGate(request: FastifyRequest): boolean {
  const token = tokenOf(request);
  if (!token) return false;
  const hash = hashToken(token);
  const known = kept.get(request.server)?.get(hash);
  if (!known) return false;
  request.user = viewOf(known);
  request.sessionHash = hash;
  request.sessionGate = { hash, known, now: request.server.config.clock() };
  markSecondFactor(request, known.authentication_required && !known.verified_at);
  return true;
}

/** Forgets what `openGate` set, before the ordinary lookup. */
export function closeGate(request: FastifyRequest): void {
  request.user = null;
  request.sessionHash = null;
  request.scope = null;
  request.sessionGate = null;
  markSecondFactor(request, false);
}

/** The SQL condition that holds while the gated session is what the request was built on. */
export function gateCondition(request: FastifyRequest, gate: SessionGate, params: SqlParams): string {
  return sessionStillSql(params, gate.hash, gate.known.stamp, gate.now, request.server.config.identity);
}

/** The statement confirmed the gate: the request is signed in; the session is marked used when due, as the lookup does. */
export async function passGate(request: FastifyRequest, gate: SessionGate): Promise<void> {
  request.sessionGate = null;
  const { identity } = request.server.config;
  if (!touchDue(new Date(gate.known.last_seen_at).getTime(), gate.now, identity)) return;
  await sessionsRepository(request.server.db).touch(gate.hash, gate.now);
  keepSession(request.server, gate.hash, { ...gate.known, last_seen_at: gate.now });
}

/** The gated request cannot go on as it was built: its session is gone or its user changed. */
export class SessionChanged extends Error {
  constructor() {
    super('the session changed since it was kept');
  }
}

/**
 * Confirms the gate by the ordinary lookup (for a statement that could not tell: an empty page):
 * passes it when the session is live with the same stamp, else throws SessionChanged.
 */
export async function confirmGate(request: FastifyRequest, gate: SessionGate): Promise<void> {
  const { db, config } = request.server;
  const row = await sessionsRepository(db).userOf(gate.hash, gate.now, config.identity);
  if (row) keepSession(request.server, gate.hash, row);
  if (row?.stamp !== gate.known.stamp) throw new SessionChanged();
  request.sessionGate = null;
}
