import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../../generated/api/types.ts';
import type { OperationIO } from '../../../generated/api/io.ts';
import type { OperationId } from '../../../generated/api/operations.ts';
import type { operationPaths as OperationPaths } from '../../../generated/api/operation-paths.ts';
import { operationRoute, type OperationRoute } from './operation-route.ts';
import type { AnswerOf, InitArgs, UploadOperationId } from './operation-init.ts';
import { emitApiEvent, reportAnswer } from './api-events.ts';
import { callKey, dropAnswer, holdAnswer, takeAnswer } from './answers-ahead.ts';
import { currentLanguage } from './i18n.ts';

/** The API's error body (`spec/api/common.yaml#/components/schemas/Error`). */
export type ApiError = { code: string; message: string; fields?: Record<string, string> };

/** What a call gave back: data, or the error body and HTTP status. */
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

// The session travels in the HttpOnly `user-token` cookie, so no script can read the token;
// every call names the language so the server translates its messages.
const language: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept-Language', currentLanguage());
    emitApiEvent({ kind: 'start' });
    return request;
  },
  onResponse() {
    emitApiEvent({ kind: 'end' });
  },
  onError() {
    emitApiEvent({ kind: 'end' });
  },
};
const loginRedirect: Middleware = {
  onResponse({ response }) {
    reportAnswer(response.status);
  },
};

const client = () => createClient<paths>({ baseUrl: `${window.location.origin}/api/v1`, credentials: 'same-origin' });

/** Typed client for bespoke calls: `api.POST('/login/', { body })`. A 401 sends the user to login; a 403 goes back to the caller. */
export const api = client();
api.use(language, loginRedirect);

/**
 * The session's own calls (who am I, log out): their 401 is an answer ("nobody is signed in"), not
 * a reason to redirect, so a guest on a public page stays there.
 */
export const sessionApi = client();
sessionApi.use(language);

// The table of operations (method and path of each, about 4 kB gzip) is a chunk of its own, not
// part of this module: the login page and the session check call by path and never load it. Any
// other page's loader fetches it with the page (app/lazy-route.tsx), so that calls by operationId
// start at once, as calls by path do (the global loader shows from the call on); before that, a
// call waits for it.
let table: typeof OperationPaths | undefined;
let loadingTable: Promise<typeof OperationPaths> | undefined;

/** Fetches the table of operations once (again after a failure). */
export function loadOperations(): Promise<unknown> {
  loadingTable ??= import('../../../generated/api/operation-paths.ts').then(
    (module) => (table = module.operationPaths),
    (error: unknown) => {
      loadingTable = undefined;
      throw error;
    },
  );
  return loadingTable;
}

type Operation = OperationRoute;

/** `call(operation)`, at once when the table is there, otherwise once it is. */
function withOperation<T>(operationId: OperationId, call: (operation: Operation) => Promise<T>): Promise<T> {
  const run = (loaded: typeof OperationPaths) => {
    const entry = loaded[operationId] as string | undefined;
    return entry ? call(operationRoute(entry)) : Promise.reject(new Error(`Unknown operation ${operationId}`));
  };
  return table ? run(table) : loadOperations().then(() => run(table!));
}

/** The operation's path with its `{param}`s filled in. */
export const pathWith = (path: string, params: Record<string, string | number>) =>
  path.replace(/\{([a-z_]+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));

const failure = (status: number): ApiError => ({ code: status === 0 ? 'network_error' : 'server_error', message: '' });

/**
 * `callAhead` of a GET whose `address` (path and query, as `init` makes it) the page names as
 * `<link rel="preload" as="fetch" crossorigin href="…">` (src/server/platform/portal-preloads.ts):
 * asked exactly as the link asks it — its address, same-origin credentials, no header added (no
 * `Accept-Language`: such an answer must not depend on it) — so that the browser gives it the answer
 * it fetched with the HTML instead of asking again. The page's own call then takes it.
 */
export function callAheadAsPreloaded(operationId: OperationId, init: LooseInit, address: string): void {
  const key = callKey(operationId, init);
  const answer = fetch(new Request(`${window.location.origin}${address}`, { credentials: 'same-origin' })).then(
    async (response): Promise<ApiResult<unknown>> =>
      response.ok ? { ok: true, status: response.status, data: (await response.json()) as unknown } : { ok: false, status: response.status, error: failure(response.status) },
    (): ApiResult<unknown> => ({ ok: false, status: 0, error: failure(0) }),
  );
  holdAnswer(key, answer);
  // A refusal or a failure is not kept: the page's own call asks again, and reads the error.
  void answer.then((result) => result.ok || dropAnswer(key, answer));
}

/**
 * A call of any operation with what a runtime builds at run time (route params, a list's query, a
 * form's data): nothing is checked against the operation, and the answer is `unknown`.
 */
export type LooseInit = { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };

/**
 * Calls the operation a descriptor names (a list's, a detail screen's, a workflow step's) with what
 * the runtime built: for generic runtimes only; every other call goes through `callOperation`.
 */
export function callAnyOperation(operationId: OperationId, init: LooseInit = {}): Promise<ApiResult<unknown>> {
  const ahead = takeAnswer(callKey(operationId, init)) as Promise<ApiResult<unknown>> | undefined;
  return ahead ?? withOperation(operationId, (operation) => callOperationOf(operation, init));
}

/**
 * Calls now what a page is about to call with `callAnyOperation` (its route's loader, before the
 * page's chunks have come): the page's identical call takes this answer (lib/answers-ahead.ts).
 */
export function callAhead(operationId: OperationId, init: LooseInit = {}): void {
  const key = callKey(operationId, init);
  const answer = withOperation(operationId, (operation) => callOperationOf(operation, init));
  holdAnswer(key, answer);
  // A refusal is not kept for later (a guest's 401 must not be the signed-in user's answer a moment later).
  void answer.then((result) => result.ok || dropAnswer(key, answer), () => dropAnswer(key, answer));
}

/** The call itself, its failures as answers. */
async function callOperationOf(operation: Operation, init: LooseInit): Promise<ApiResult<unknown>> {
  try {
    const { data, error, response } = await api.request(operation.method, operation.path as never, {
      params: { path: init.params ?? {}, query: init.query ?? {} },
      ...(init.body === undefined ? {} : { body: init.body }),
    } as never);
    if (response.ok) return { ok: true, status: response.status, data };
    const body = error as ApiError | undefined;
    return { ok: false, status: response.status, error: body?.code ? body : failure(response.status) };
  } catch {
    return { ok: false, status: 0, error: failure(0) };
  }
}

/** Calls an operation by its operationId: params, query and body as the spec declares them, the answer typed. */
export function callOperation<Id extends OperationId>(operationId: Id, ...[init]: InitArgs<Id>): Promise<ApiResult<AnswerOf<Id>>> {
  // The one loose step: `init` and the answer are the operation's own, as the signature says.
  return callAnyOperation(operationId, init as LooseInit) as Promise<ApiResult<AnswerOf<Id>>>;
}

/**
 * Uploads one file to the upload operation a descriptor names (an `x-files` rule's), with what the
 * runtime built; the answer is `unknown`. For generic runtimes only: others call `uploadFile`.
 */
export function uploadAnyFile(
  operationId: OperationId,
  file: File,
  onProgress: (fraction: number) => void,
  extra: Record<string, string> = {},
  params: Record<string, string | number> = {},
): Promise<ApiResult<unknown>> {
  return withOperation(operationId, (operation) => upload(operation, file, onProgress, extra, params));
}

/** The upload itself, over XMLHttpRequest for its progress. */
function upload(operation: Operation, file: File, onProgress: (fraction: number) => void, extra: Record<string, string>, params: Record<string, string | number>): Promise<ApiResult<unknown>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  form.append('file', file);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    const settle = (result: ApiResult<unknown>) => {
      emitApiEvent({ kind: 'end' });
      resolve(result);
    };
    request.open(operation.method.toUpperCase(), `/api/v1${pathWith(operation.path, params)}`);
    request.setRequestHeader('Accept-Language', currentLanguage());
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      let body: ApiError | undefined;
      try {
        body = JSON.parse(request.responseText) as ApiError;
      } catch {
        body = undefined;
      }
      reportAnswer(request.status);
      if (request.status >= 200 && request.status < 300) settle({ ok: true, status: request.status, data: body });
      else settle({ ok: false, status: request.status, error: body?.code ? body : failure(request.status) });
    };
    request.onerror = () => settle({ ok: false, status: 0, error: failure(0) });
    request.onabort = request.onerror;
    emitApiEvent({ kind: 'start' });
    request.send(form);
  });
}

/**
 * Uploads one file to an upload operation (multipart field `file`, plus the `extra` fields),
 * reporting progress 0..1 while the global loader shows; `params` fill the operation's path
 * (`entity-forms/{uid}/{form_uid}/files/`). The answer is typed from the spec.
 */
export function uploadFile<Id extends UploadOperationId>(
  operationId: Id,
  file: File,
  onProgress: (fraction: number) => void,
  extra: Record<string, string> = {},
  params?: OperationIO[Id]['params'],
): Promise<ApiResult<AnswerOf<Id>>> {
  return uploadAnyFile(operationId, file, onProgress, extra, params) as Promise<ApiResult<AnswerOf<Id>>>;
}
