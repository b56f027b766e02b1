/**
 * The soak test's HTTP client: plain fetch through haproxy, one record per request (its operation,
 * when it started and ended, the status or the network error, the error `code` of a JSON answer).
 * Every request carries `x-soak-request: <n>`, which haproxy logs with the server it went to.
 */
import { performance } from 'node:perf_hooks';

/** A request as the client saw it; `server` is filled in from haproxy's log after the run. */
export type RequestRecord = {
  n: number;
  op: string;
  /** performance.now() when it was sent and when its answer was read (or it failed). */
  start: number;
  end: number;
  /** HTTP status, or 0 when no answer came (network error, timeout). */
  status: number;
  /** `code` of a JSON error answer, or the network error's code (ECONNRESET, timeout, …). */
  code?: string;
  /** Whether the status is one the load expects of this request (a refusal it provokes included). */
  expected: boolean;
  server?: string;
  termination?: string;
};

export type Answer = { status: number; json: unknown; bytes: Buffer; record: RequestRecord };

/** A statement may run 60 s (DATABASE_STATEMENT_TIMEOUT_SECONDS) before the server answers 503. */
const REQUEST_TIMEOUT_MS = 75_000;

export class Recorder {
  readonly records: RequestRecord[] = [];
  private next = 1;
  /** While false (the final checks), requests are not counted in the load's figures. */
  counting = true;

  constructor(readonly baseUrl: string) {}

  /**
   * One request; never throws: a network error is an answer with status 0. `token` signs it in
   * (`Authorization: Token …`, what the API clients of the tests send); `body` is JSON or FormData;
   * `expect` the statuses this request should get (200 unless said).
   */
  async call(op: string, method: string, path: string, options: { token?: string; body?: unknown; expect?: number[] } = {}): Promise<Answer> {
    const n = this.next++;
    const headers: Record<string, string> = { 'x-soak-request': String(n), 'accept-language': 'en' };
    if (options.token) headers.authorization = `Token ${options.token}`;
    let body: string | FormData | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const record: RequestRecord = { n, op, start: performance.now(), end: 0, status: 0, expected: false };
    let json: unknown;
    let bytes = Buffer.alloc(0);
    try {
      const response = await fetch(`${this.baseUrl}/api/v1${path}`, { method, headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      bytes = Buffer.from(await response.arrayBuffer());
      record.status = response.status;
      if ((response.headers.get('content-type') ?? '').includes('json') && bytes.length > 0) {
        try {
          json = JSON.parse(bytes.toString('utf8'));
        } catch {
          record.code = 'unparsable_json';
        }
      }
      if (response.status >= 400) record.code = String((json as { code?: unknown } | undefined)?.code ?? record.code ?? 'no_code');
    } catch (error) {
      record.status = 0;
      record.code = networkCode(error);
    }
    record.end = performance.now();
    record.expected = (options.expect ?? [200]).includes(record.status);
    if (this.counting) this.records.push(record);
    return { status: record.status, json, bytes, record };
  }
}

/** `fetch failed` hides the socket's error in `cause`. */
function networkCode(error: unknown): string {
  const failure = error as { name?: string; code?: string; cause?: { code?: string; name?: string; message?: string } };
  if (failure.name === 'TimeoutError' || failure.cause?.name === 'TimeoutError') return 'timeout';
  const code = failure.cause?.code ?? failure.code ?? failure.cause?.name ?? failure.name ?? 'network_error';
  return failure.cause?.message ? `${code}: ${failure.cause.message}` : code;
}
