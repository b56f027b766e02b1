/**
 * Who is told, live, that their notifications changed. The database announces every new or read
 * notification on `portal_notifications` (migration 020's trigger, payload `<schema>:<user id>`), on
 * every server instance of the database; each instance hands it to the streams of that user it
 * holds open. The channel is listened on while at least one stream is open.
 */
import type { FastifyInstance } from 'fastify';

const CHANNEL = 'portal_notifications';

/** A user's listener: called when their notifications may have changed. */
type Listener = () => void;

export type LiveNotices = {
  /**
   * Calls `listener` whenever `userId`'s notifications change, until the returned function is called;
   * `end` closes the subscriber's stream when the server shuts down.
   */
  subscribe(userId: number, listener: Listener, end: () => void): Promise<() => void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    liveNotices: LiveNotices;
  }
}

export function registerLiveNotices(app: FastifyInstance): void {
  const listeners = new Map<number, Set<Listener>>();
  const open = new Set<() => void>();
  let listening: Promise<() => Promise<void>> | undefined;
  let schema: string | undefined;

  const dispatch = (payload: string) => {
    if (payload === '') {
      // Notices may have been missed (the connection was lost): everyone catches up.
      for (const set of listeners.values()) for (const listener of set) listener();
      return;
    }
    const [from, id] = payload.split(':');
    if (from !== schema) return;
    for (const listener of listeners.get(Number(id)) ?? []) listener();
  };

  const start = async () => {
    schema = (await app.db.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]!.schema;
    return app.db.listen(CHANNEL, dispatch);
  };

  app.decorate('liveNotices', {
    async subscribe(userId, listener, end) {
      listening ??= start().catch((error: unknown) => {
        listening = undefined;
        throw error;
      });
      await listening;
      const set = listeners.get(userId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(userId, set);
      open.add(end);
      return () => {
        open.delete(end);
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
  } satisfies LiveNotices);

  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => {
    const stop = await listening?.catch(() => undefined);
    await stop?.();
  });
}
