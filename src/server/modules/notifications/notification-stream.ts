/**
 * `notifications/stream/`: server-sent events carrying the caller's unread counts — at once, then
 * whenever their notifications change (live-notices, fed by the database on every instance). Every
 * few seconds the stream checks that the session is still live (without counting that as activity,
 * so an open tab does not keep an idle session alive) and ends when it is not: logout, expiry.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionsRepository } from '../../platform/auth/sessions-repository.ts';
import { usersRepository } from '../../platform/auth/users-repository.ts';
import { requireUser } from '../../platform/request-context.ts';
import { unreadStats } from './unread-stats.ts';

/** How often the session is checked and a keep-alive comment is sent (proxies close silent streams). */
const CHECK_MS = 10_000;

export async function streamNotifications(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const user = requireUser(request.user);
  const { db, config, liveNotices } = request.server;
  const sessionHash = request.sessionHash!;
  // The portal opens the stream on every page load: its language is the one e-mails go out in.
  await usersRepository(db).recordLanguage(user.id, (request.query as { lang?: string }).lang ?? request.language);
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-content-type-options': 'nosniff',
    'x-accel-buffering': 'no',
    // A stream's connection is not reused: when the server shuts down and ends the streams, their
    // sockets close at once instead of idling until the keep-alive timeout holds the shutdown up.
    connection: 'close',
  });
  let closed = false;
  // Set once subscribed; the stream may end before that (the client left at once).
  let stop = () => undefined as void;
  // Changes arriving while the counts are being read are folded into one more read.
  let reading: Promise<void> | undefined;
  let again = false;
  const push = () => {
    if (closed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = unreadStats(db, user.id)
      .then((stats) => void (closed || raw.write(`event: stats\ndata: ${JSON.stringify(stats)}\n\n`)))
      .catch((error: unknown) => request.log.warn({ err: error }, 'notification counts failed'))
      .finally(() => {
        reading = undefined;
        if (again) {
          again = false;
          push();
        }
      });
  };
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    stop();
    raw.end();
  };
  const timer = setInterval(() => {
    sessionsRepository(db)
      .isLive(sessionHash, config.clock(), config.identity)
      .then((live) => (live ? void raw.write(': keep-alive\n\n') : end()))
      .catch(() => undefined);
  }, CHECK_MS);
  timer.unref();
  // The client went away (the request's socket closed) or the response ended.
  request.raw.on('close', end);
  raw.on('close', end);
  const unsubscribe = await liveNotices.subscribe(user.id, push, end);
  if (closed) unsubscribe();
  else stop = unsubscribe;
  push();
  return reply;
}
