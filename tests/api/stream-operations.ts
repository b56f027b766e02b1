/**
 * Operations whose answer is a server-sent event stream (notifications/stream/): it never ends, so
 * `inject` cannot await it. They are called over real HTTP on the test app, and the answer is read
 * up to its status and headers; an error answer (401, 403) is read whole.
 */
import type { FastifyInstance } from 'fastify';
import openapi from '../../generated/openapi.json' with { type: 'json' };
import type { OperationDescriptor } from '../../src/shared/spec-model.ts';

type PathItem = Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>;
const paths = openapi.paths as unknown as Record<string, PathItem>;

/** Whether the operation answers an event stream. */
export const isStream = (operation: OperationDescriptor): boolean =>
  Object.keys(paths[operation.path]?.[operation.method]?.responses?.['200']?.content ?? {}).includes('text/event-stream');

const addresses = new WeakMap<FastifyInstance, Promise<string>>();

/** GETs `path` (under /api/v1) over HTTP with `token`: the status, and the body unless it is a stream. */
export async function callStream(app: FastifyInstance, path: string, token?: string): Promise<{ statusCode: number; body: string }> {
  if (!addresses.has(app)) addresses.set(app, app.listen({ port: 0, host: '127.0.0.1' }));
  const controller = new AbortController();
  const response = await fetch(`${await addresses.get(app)}/api/v1${path}`, { headers: token ? { authorization: `Token ${token}` } : {}, signal: controller.signal });
  if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    controller.abort();
    return { statusCode: response.status, body: '' };
  }
  return { statusCode: response.status, body: await response.text() };
}
