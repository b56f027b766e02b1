/** Every refusal goes to the audit log, whichever check refused it. */
import type { FastifyRequest } from 'fastify';
import { OutOfScope, type ApiError } from '../errors.ts';
import { audit } from './audit-log.ts';

/**
 * Writes `access_denied` for a 403 answer or a record outside the caller's scope (answered 404):
 * the operation, the refusal's code (`forbidden`, `read_only_field`, `otp_required`, …, or
 * `out_of_scope`) and the names of the fields refused — never their values.
 * Called by the error handler, after the request's transaction has rolled back, on the database
 * itself; a failed write is logged and does not change the answer.
 */
export async function auditDenial(request: FastifyRequest, error: ApiError): Promise<void> {
  const operationId = request.routeOptions.config?.operationId;
  const entry = {
    action: 'access_denied' as const,
    target: operationId ? `operation:${operationId}` : null,
    details: { method: request.method, path: request.url.split('?')[0], code: error instanceof OutOfScope ? 'out_of_scope' : error.code, ...(error.fields ? { fields: Object.keys(error.fields) } : {}) },
  };
  await audit(request.server.db, request, entry).catch((failure: unknown) => request.log.error({ err: failure }, 'audit write failed'));
}
