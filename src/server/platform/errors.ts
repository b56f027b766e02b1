/** The API's expected failures. Each carries a code; its message is a locale key translated by the error handler. */

/** A message key with its interpolation values (`errors.too_long`, `{ limit: 250 }`). */
export type MessageRef = { key: string; params?: Record<string, unknown> };

/** An answer the client caused: 4xx with `{code, message, fields?}`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly fields?: Record<string, MessageRef>,
    readonly messageParams?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'ApiError';
  }

  /** Locale key of the top-level message. */
  get messageKey(): string {
    return `errors.${this.code}`;
  }
}

/** 400 with one message per field; the code doubles as the message key (`errors.<code>`). */
export function badRequest(code: string, fields?: Record<string, MessageRef>): ApiError {
  return new ApiError(400, code, fields);
}

/** 400 about one field, whose message is the same as the top-level one. */
export function fieldError(code: string, field: string, params?: Record<string, unknown>): ApiError {
  return new ApiError(400, code, { [field]: { key: `errors.${code}`, ...(params ? { params } : {}) } }, params);
}

/** 400 `invalid_request` with one message per field, as schema validation reports it. */
export function invalidFields(fields: Record<string, MessageRef>): ApiError {
  return new ApiError(400, 'invalid_request', fields);
}

/** 401: no valid session. */
export const notAuthenticated = () => new ApiError(401, 'not_authenticated');
/** 403: the caller's user type may not call this operation. */
export const forbidden = () => new ApiError(403, 'forbidden');
/** 404: no such record, or outside the caller's scope (the two are indistinguishable on purpose). */
export const notFound = () => new ApiError(404, 'not_found');

/** 429: too many attempts; the answer carries `Retry-After: retryAfterSeconds`. */
export class TooManyRequests extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too_many_requests');
  }
}

/** A record that exists outside the caller's scope: answered exactly as `notFound()`, audited as a refusal. */
export class OutOfScope extends ApiError {
  constructor() {
    super(404, 'not_found');
  }
}
