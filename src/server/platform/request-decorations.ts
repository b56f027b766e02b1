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
  // Synchronous (done-style), as every platform hook on the request's way: an async hook costs a
  // promise and a turn of the microtask queue per request (issue 21 item 5).
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = languageOf(request.headers['accept-language']);
    done();
  });
}
