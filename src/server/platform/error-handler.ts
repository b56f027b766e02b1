/** The one error handler: every failure becomes `{code, message, fields?}` in the caller's language. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldErrors, type SchemaError } from '../../shared/validation/field-errors.ts';
import { authorize } from './access/access-hook.ts';
import { auditDenial } from './audit/audit-denial.ts';
import { databaseApiError, DATABASE_RETRY_SECONDS } from './database-errors.ts';
import { ApiError, OutOfScope, TooManyRequests, type MessageRef } from './errors.ts';
import { languageOf, translate } from './i18n.ts';

type ErrorBody = { code: string; message: string; fields?: Record<string, string> };

function body(request: FastifyRequest, code: string, messageKey: string, fields?: Record<string, MessageRef>, params?: Record<string, unknown>): ErrorBody {
  // Read the header here rather than trusting a hook ran: errors can happen before any hook.
  const language = languageOf(request.headers['accept-language']);
  const translated = fields && Object.keys(fields).length
    ? { fields: Object.fromEntries(Object.entries(fields).map(([name, ref]) => [name, translate(language, ref.key, ref.params)])) }
    : {};
  return { code, message: translate(language, messageKey, params), ...translated };
}

/** Fastify's own 4xx errors (bad JSON, too large, wrong media type) by status. */
function frameworkCode(status: number): string {
  if (status === 404) return 'not_found';
  if (status === 405) return 'method_not_allowed';
  if (status === 413) return 'payload_too_large';
  return 'invalid_request';
}

/** Retry-After for a 429 (the error's own wait, else the login window) and a 503 of the database. */
function retryAfter(error: ApiError, request: FastifyRequest): number | undefined {
  if (error instanceof TooManyRequests) return error.retryAfterSeconds;
  if (error.statusCode === 429) return request.server.config.identity.loginRateWindowSeconds;
  if (error.statusCode === 503) return DATABASE_RETRY_SECONDS;
  return undefined;
}

/** Maps an error to status and body; refusals (403) are audited; 5xx are logged with the request id and told nothing. */
export async function handleError(error: FastifyError | ApiError | Error, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  // A session taken from memory and not yet confirmed (a list request refused before its statement
  // ran) is checked first, so the answer is the one a looked-up session gets: 401 or 403 before 400.
  if (request.sessionGate) error = await authorize(request, request.routeOptions.config.operationId!).then(() => error, (refusal: Error) => refusal);
  const fromDatabase = error instanceof ApiError ? undefined : databaseApiError(error, request);
  if (fromDatabase) {
    if (fromDatabase.statusCode === 503) request.log.warn({ err: error }, 'database unavailable');
    else request.log.info({ err: error }, 'value refused by the database');
    error = fromDatabase;
  }
  if (error instanceof ApiError) {
    const wait = retryAfter(error, request);
    if (wait !== undefined) reply.header('retry-after', String(wait));
    if (error.statusCode === 403 || error instanceof OutOfScope) await auditDenial(request, error);
    return reply.code(error.statusCode).send(body(request, error.code, error.messageKey, error.fields, error.messageParams));
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const fields = Object.fromEntries(
      fieldErrors(fastifyError.validation as SchemaError[]).map((f) => [f.field, { key: f.key, ...(f.params ? { params: f.params } : {}) }]),
    );
    return reply.code(400).send(body(request, 'invalid_request', 'errors.invalid_request', fields));
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = frameworkCode(status);
    return reply.code(status).send(body(request, code, `errors.${code}`));
  }
  request.log.error({ err: error }, 'request failed'); // the request logger carries reqId
  return reply.code(500).send(body(request, 'server_error', 'errors.server_error'));
}

/** 404 for any route that does not exist (the portal's history fallback is registered separately). */
export function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(body(request, 'not_found', 'errors.not_found'));
}

/** Installs the error and not-found handlers on the app. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
}
