/**
 * Text PostgreSQL cannot store is refused at the edge: a NUL character (U+0000) or a lone UTF-16
 * surrogate in any string (or object key) of the path, the query or a JSON body answers 400
 * `invalid_request` with `errors.invalid_characters` under the top-level field that holds it,
 * before validation, access to records or any statement.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidFields } from './errors.ts';

// A NUL, a high surrogate not followed by a low one, or a low one not after a high one (code units, no `u` flag).
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/** True for text with no NUL and no unpaired surrogate. */
export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** The first bad string inside `value`, depth first; keys count too. */
function holdsBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (!value || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => holdsBadText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => !isStorableText(key) || holdsBadText(item, depth + 1));
}

/** The top-level fields of one request part that hold bad text (a bad key shows as U+FFFD). */
function badFields(part: unknown): string[] {
  if (typeof part === 'string') return holdsBadText(part) ? ['body'] : [];
  if (!part || typeof part !== 'object') return [];
  if (Array.isArray(part)) return holdsBadText(part) ? ['body'] : [];
  return Object.entries(part)
    .filter(([key, value]) => !isStorableText(key) || holdsBadText(value))
    .map(([key]) => key.replace(UNSTORABLE_ALL, '\uFFFD'));
}

/** The check for one request; throws the 400. */
export function refuseUnstorableText(request: FastifyRequest): void {
  const fields = [request.params, request.query, request.body].flatMap(badFields);
  if (fields.length) throw invalidFields(Object.fromEntries(fields.map((field) => [field, { key: 'errors.invalid_characters' }])));
}

/** Runs the check on every route, before its schema validation (a synchronous hook: no promise per request). */
export function registerInputText(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    refuseUnstorableText(request);
    done();
  });
}
