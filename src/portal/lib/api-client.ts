import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../../generated/api/types.ts';
import { operations, type OperationId } from '../../../generated/api/operations.ts';
import { currentLanguage } from './i18n.ts';

/** The API's error body (`spec/api/common.yaml#/components/schemas/Error`). */
export type ApiError = { code: string; message: string; fields?: Record<string, string> };

/** What a call gave back: data, or the error body and HTTP status. */
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

type Listener = (event: { kind: 'start' | 'end' } | { kind: 'unauthorized'; status: number }) => void;
const listeners = new Set<Listener>();

/** Subscribes to call start/end (the global loader) and to 401/403 answers (the login redirect). */
export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const emit: Listener = (event) => listeners.forEach((listener) => listener(event));

// The session travels in the HttpOnly `user-token` cookie, so no script can read the token;
// every call names the language so the server translates its messages.
const headers: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept-Language', currentLanguage());
    emit({ kind: 'start' });
    return request;
  },
  onResponse({ response }) {
    emit({ kind: 'end' });
    if (response.status === 401) emit({ kind: 'unauthorized', status: response.status });
    return response;
  },
  onError() {
    emit({ kind: 'end' });
  },
};

/** Typed client for bespoke calls: `api.POST('/login/', { body })`. */
export const api = createClient<paths>({ baseUrl: `${window.location.origin}/api/v1`, credentials: 'same-origin' });
api.use(headers);

const failure = (status: number): ApiError => ({ code: status === 0 ? 'network_error' : 'server_error', message: '' });

/** Calls an operation by its operationId, as the generic runtimes do. */
export async function callOperation<T = unknown>(
  operationId: OperationId | string,
  init: { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown } = {},
): Promise<ApiResult<T>> {
  const operation = operations[operationId as OperationId];
  if (!operation) throw new Error(`Unknown operation ${operationId}`);
  try {
    const { data, error, response } = await api.request(operation.method, operation.path as never, {
      params: { path: init.params ?? {}, query: init.query ?? {} },
      ...(init.body === undefined ? {} : { body: init.body }),
    } as never);
    if (response.ok) return { ok: true, status: response.status, data: data as T };
    const body = error as ApiError | undefined;
    return { ok: false, status: response.status, error: body?.code ? body : failure(response.status) };
  } catch {
    return { ok: false, status: 0, error: failure(0) };
  }
}

/** Uploads one file to an upload operation (multipart field `file`), reporting progress 0..1. */
export function uploadFile<T>(
  operationId: OperationId | string,
  file: File,
  onProgress: (fraction: number) => void,
  extra: Record<string, string> = {},
): Promise<ApiResult<T>> {
  const operation = operations[operationId as OperationId];
  if (!operation) throw new Error(`Unknown operation ${operationId}`);
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  form.append('file', file);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(operation.method.toUpperCase(), `/api/v1${operation.path}`);
    request.setRequestHeader('Accept-Language', currentLanguage());
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status === 401) emit({ kind: 'unauthorized', status: 401 });
      if (request.status >= 200 && request.status < 300) resolve({ ok: true, status: request.status, data: body as T });
      else resolve({ ok: false, status: request.status, error: (body as ApiError)?.code ? (body as ApiError) : failure(request.status) });
    };
    request.onerror = () => resolve({ ok: false, status: 0, error: failure(0) });
    request.send(form);
  });
}
