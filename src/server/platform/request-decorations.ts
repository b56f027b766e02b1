/** Per-request values every handler can rely on: language, user, session, scope. */
import type { FastifyInstance } from 'fastify';
import { languageOf } from './i18n.ts';

/** Declares the request decorations and fills the language from Accept-Language. */
export function registerRequestDecorations(app: FastifyInstance): void {
  app.decorateRequest('language', 'ar');
  app.decorateRequest('user', null);
  app.decorateRequest('sessionHash', null);
  app.decorateRequest('scope', null);
  app.decorateRequest('sessionGate', null);
  app.addHook('onRequest', async (request) => {
    request.language = languageOf(request.headers['accept-language']);
  });
}
