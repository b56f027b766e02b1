/**
 * Hostile requests for every operation: the issue's values (NUL, lone surrogates, integers beyond
 * PostgreSQL's range, `1e30` ids) in path parameters, query strings and JSON bodies, as fast-check
 * arbitraries and as one fixed request per operation.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { operations } from '../../../generated/api/operations.ts';
import { operationSchemas } from '../../../generated/api/operation-schemas.ts';
import type { OperationDescriptor } from '../../../src/shared/spec-model.ts';
import type { TestApp } from '../harness.ts';
import { isStream } from '../stream-operations.ts';

/** Operations a random call may make: not the event stream (it never ends), not those that end the caller's own session or password. */
export const callable = (Object.values(operations) as OperationDescriptor[]).filter(
  (operation) => !isStream(operation) && !['logout', 'changePassword'].includes(operation.operationId),
);

/** The values of issue 18 that reached PostgreSQL as 500s. */
export const HOSTILE_TEXT = ['\u0000', 'adm\u0000in', '\ud800', 'x\udc00', '99999999999999999999', '922337203685477581', '1e20', '-1', '1e30', 'all', ''];
const HOSTILE_JSON: unknown[] = ['\u0000', 'adm\u0000in', '\ud800', 1e30, 1e20, Number('922337203685477581'), Number('99999999999999999999'), -1, 0, 2147483648, 1.5, null, true, [], {}, [{ id: 1e30 }], { id: 1e30 }];

const names = (schema: unknown) => Object.keys((schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});

/** Names a request part may carry: the schema's own and a few no schema declares. */
const keysOf = (schema: unknown) => [...names(schema), 'id', 'page', 'offset', 'search', '\u0000'];

const text = fc.oneof(fc.constantFrom(...HOSTILE_TEXT), fc.string({ unit: 'binary', maxLength: 12 }), fc.integer().map(String));
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_JSON) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.array(fc.record({ id: fc.constantFrom(1, 1e30, -1, '\u0000') }), { maxLength: 2 }) },
);

/** One request to an operation: its path parameters, query and body. */
export type HostileRequest = { params: Record<string, string>; query: Record<string, string>; body: unknown };

/** Random requests to `operation`: declared and undeclared keys, hostile and ordinary values. */
export function hostileRequest(operation: OperationDescriptor): fc.Arbitrary<HostileRequest> {
  const spec = operationSchemas[operation.operationId]!;
  const pathNames = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const small = fc.constantFrom('1', '2', '3');
  return fc.record({
    params: fc.record(Object.fromEntries(pathNames.map((name) => [name, fc.oneof(small, text)]))),
    query: fc.dictionary(fc.constantFrom(...keysOf(spec.query)), text, { maxKeys: 4 }),
    body: fc.oneof(
      { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...keysOf(spec.body)), jsonValue, { maxKeys: 6 }) },
      { weight: 1, arbitrary: jsonValue },
    ),
  });
}

/** The fixed hostile request of an operation: NUL in every string it names, 1e30 in every other field, an id beyond bigint. */
export function fixedHostileRequest(operation: OperationDescriptor): HostileRequest {
  const spec = operationSchemas[operation.operationId]!;
  const pathNames = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const valueFor = (schema: unknown) => ((schema as { type?: string } | undefined)?.type === 'string' ? 'a\u0000b' : 1e30);
  const properties = (schema: unknown) => (schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  return {
    params: Object.fromEntries(pathNames.map((name) => [name, '99999999999999999999'])),
    query: Object.fromEntries(Object.entries(properties(spec.query)).map(([name, schema]) => [name, (schema as { type?: string }).type === 'string' ? '\u0000' : '922337203685477581'])),
    body: Object.fromEntries(Object.entries(properties(spec.body)).map(([name, schema]) => [name, valueFor(schema)])),
  };
}

/** Sends `request` to `operation` as the holder of `token` (none: anonymous). */
export function send(t: TestApp, operation: OperationDescriptor, request: HostileRequest, token?: string): Promise<LightMyRequestResponse> {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(Buffer.from(request.params[name] ?? '1', 'utf8').toString('utf8')));
  const query = new URLSearchParams(Object.entries(request.query)).toString();
  const sendsBody = operation.method !== 'get' && operation.method !== 'delete';
  return t.app.inject({
    method: operation.method.toUpperCase() as 'POST',
    url: `/api/v1${path}${query ? `?${query}` : ''}`,
    headers: { ...(token ? { authorization: `Token ${token}` } : {}), 'accept-language': 'en', ...(sendsBody ? { 'content-type': 'application/json' } : {}) },
    ...(sendsBody ? { payload: JSON.stringify(request.body) } : {}),
  });
}

/** A 4xx answer must be `{code, message, fields?}`; a 5xx is a finding. */
export function problemOf(operation: OperationDescriptor, who: string, request: HostileRequest, response: LightMyRequestResponse): string | undefined {
  const where = `${who} ${operation.method.toUpperCase()} ${operation.path} ${JSON.stringify(request)}`;
  if (response.statusCode >= 500) return `${where}: ${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return undefined;
  if (!String(response.headers['content-type'] ?? '').includes('json')) return `${where}: ${response.statusCode} not JSON`;
  const body = response.json() as Record<string, unknown>;
  if (typeof body.code !== 'string' || typeof body.message !== 'string') return `${where}: ${response.statusCode} ${response.body.slice(0, 200)}`;
  return undefined;
}
