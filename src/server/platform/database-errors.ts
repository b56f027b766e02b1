/**
 * PostgreSQL's refusals as API answers: a database out of reach is 503 `database_unavailable`; a
 * value PostgreSQL cannot take (SQLSTATE class 22) is 400 naming the field when it can be told; a
 * unique violation (23505) is 400 `repeated` under the field the key names, as the handlers' own
 * duplicate checks answer (a race between two such checks ends here).
 */
import type { FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-faults.ts';
import { ApiError, fieldError, invalidFields } from './errors.ts';

/** Seconds a client is told to wait (Retry-After) after a 503 of the database. */
export const DATABASE_RETRY_SECONDS = 5;

type PgError = { code?: unknown; detail?: unknown; message?: unknown; column?: unknown };

/** The top-level request fields (body, query, path) whose value is `value`. */
function fieldHolding(request: FastifyRequest, value: string): string | undefined {
  for (const part of [request.body, request.query, request.params]) {
    if (!part || typeof part !== 'object' || Array.isArray(part)) continue;
    for (const [name, held] of Object.entries(part as Record<string, unknown>)) {
      if (held !== null && typeof held !== 'object' && String(held) === value) return name;
      if (held && typeof held === 'object' && JSON.stringify(held).includes(JSON.stringify(value).slice(1, -1))) return name;
    }
  }
  return undefined;
}

/** `Key (lower(username))=(x) already exists.` → `username`; `Key ((data ->> 'uid'::text))=…` → `uid`. */
export function keyFieldOf(detail: string): string | undefined {
  const key = /^Key \((.+?)\)=\(/.exec(detail)?.[1];
  if (!key) return undefined;
  const quoted = /'(\w+)'/.exec(key)?.[1];
  if (quoted) return quoted;
  const names = [...key.matchAll(/\b([a-z_]\w*)\b(?!\s*\()/gi)].map((m) => m[1]!).filter((name) => !['text', 'data', 'jsonb'].includes(name));
  return names.at(-1);
}

/** The API error for a database failure, or undefined when it is not one of these (a 500). */
export function databaseApiError(error: unknown, request: FastifyRequest): ApiError | undefined {
  if (isDatabaseUnavailable(error)) return new ApiError(503, 'database_unavailable');
  const { code, detail, message, column } = (error ?? {}) as PgError;
  if (typeof code !== 'string') return undefined;
  if (code === '23505') {
    const field = typeof detail === 'string' ? keyFieldOf(detail) : undefined;
    return field ? fieldError('repeated', field) : new ApiError(400, 'repeated');
  }
  if (code.startsWith('22')) {
    const quoted = typeof message === 'string' ? /: "(.*)"$/s.exec(message)?.[1] : undefined;
    const field = typeof column === 'string' ? column : quoted === undefined ? undefined : fieldHolding(request, quoted);
    return field ? invalidFields({ [field]: { key: 'errors.invalid' } }) : new ApiError(400, 'invalid_value');
  }
  return undefined;
}
