/** Serves the built portal under /portal/ with history-mode fallback, and redirects / to it. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { handleNotFound } from './error-handler.ts';
import { LANGUAGE_COOKIE } from '../../shared/portal-language-cookie.ts';
import { loadPreloads, withPreloads, type Language, type PreloadsOf } from './portal-preloads.ts';
import { SESSION_COOKIE } from './auth/tokens.ts';

const PORTAL_PREFIX = '/portal/';
const HOME = `${PORTAL_PREFIX}overview/`;
// Vite fingerprints everything under assets/, so those files never change.
const ASSETS = `${sep}assets${sep}`;


type Page = { modified: number; html: string; preloads?: PreloadsOf };

/**
 * index.html for any portal path that is not a file (the portal's router decides), naming the chunks
 * that path needs first (portal-preloads.ts); 404 for missing files. The page and the build's plan are
 * read again when index.html changes (a new build under a running server).
 */
function historyFallback(portalDir: string) {
  const index = join(portalDir, 'index.html');
  let page: Promise<Page> | undefined;
  const current = (): Promise<Page> => {
    const modified = statSync(index).mtimeMs;
    return page?.then((held) => (held.modified === modified ? held : reread(modified))) ?? reread(modified);
  };
  // A plan that cannot be read costs the preloads only: the page is sent as it is.
  const reread = (modified: number) =>
    (page = loadPreloads(portalDir)
      .catch((error: unknown) => void console.error('portal preload plan unreadable', error))
      .then((preloads) => ({ modified, html: readFileSync(index, 'utf8'), preloads: preloads ?? undefined })));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    if (request.method !== 'GET' && request.method !== 'HEAD') return handleNotFound(request, reply);
    if (!path.startsWith(PORTAL_PREFIX) || extname(path) !== '') return handleNotFound(request, reply);
    const { html, preloads } = await current();
    const language: Language = request.cookies[LANGUAGE_COOKIE] === 'en' ? 'en' : 'ar';
    // A login link (`?token=`) is exchanged before the session is asked (src/portal/app/url-token.ts).
    const loginLink = new URLSearchParams(request.url.split('?')[1] ?? '').has('token');
    // A page's own calls are asked ahead only with a session cookie: a guest is sent to login.
    const { files, calls } = preloads?.(path, language) ?? { files: [], calls: [] };
    const signedIn = request.cookies[SESSION_COOKIE] !== undefined;
    const body = preloads ? withPreloads(html, PORTAL_PREFIX, { files, calls: signedIn ? calls : [] }, !loginLink) : html;
    return reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').type('text/html; charset=utf-8').send(body);
  };
}

/** Registers the portal (or a hint to build it) and the root redirect. */
export async function registerPortal(app: FastifyInstance, portalDir: string): Promise<void> {
  app.get('/', (_request, reply) => reply.redirect(HOME, 302));
  app.get('/portal', (_request, reply) => reply.redirect(PORTAL_PREFIX, 302));
  if (!existsSync(join(portalDir, 'index.html'))) {
    const hint = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.code(503).type('text/plain; charset=utf-8').send('The portal is not built yet. Run `npm run build`, then restart the server.\n');
    app.get('/portal/*', hint);
    return;
  }
  // A child context with the /portal prefix owns the history fallback (the root keeps the JSON 404).
  await app.register(
    async (portal) => {
      await portal.register(fastifyStatic, {
        root: portalDir,
        prefix: '/',
        redirect: true,
        // The build wrote x.br and x.gz next to each file (src/build/precompress.ts): the one the
        // browser accepts is sent with its Content-Encoding and `Vary: accept-encoding`, the file
        // itself when it accepts neither or no copy was worth writing.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, path) => {
          reply.header('Cache-Control', path.includes(ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      portal.setNotFoundHandler(historyFallback(portalDir));
    },
    { prefix: '/portal' },
  );
}
