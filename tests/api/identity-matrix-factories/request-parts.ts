/**
 * What a call of an operation on a made record sends, so that request validation passes and the
 * answer is about the record: the caller's id for a `{user_id}` path parameter, the required query
 * parameters, a JSON body or, for a multipart operation, a file of the kind it accepts.
 */
import { operationSchemas } from '../../../generated/api/operation-schemas.ts';
import type { JsonSchema, OperationDescriptor } from '../../../src/shared/spec-model.ts';
import { exampleRecord } from '../workflow/example-records.ts';
import { sampleUpload } from './file-records.ts';
import type { Caller, MadeRecord, RequestParts } from './record-shape.ts';

/**
 * A body the operation's request validation accepts: the record's own values of the body's fields,
 * and an example of each other required field.
 */
export function bodyFor(operation: OperationDescriptor, record: Record<string, unknown>): Record<string, unknown> | undefined {
  if (operation.method === 'get' || operation.method === 'delete') return undefined;
  const schema = operationSchemas[operation.operationId]?.body as JsonSchema | undefined;
  if (!schema?.properties) return {};
  const own = Object.entries(record).filter(([field]) => schema.properties![field] && !schema.properties![field]!.readOnly && !schema.properties![field]!['x-files']);
  return { ...exampleRecord(schema), ...Object.fromEntries(own) };
}

/** The fields of `body` that `schema` has (a duplicate's merge target means nothing to an archive). */
const inSchema = (body: Record<string, unknown>, schema: JsonSchema) => Object.fromEntries(Object.entries(body).filter(([field]) => schema.properties?.[field]));

/**
 * The parts of a call on `made` as `caller`. A record that says what its calls send (`made.request`:
 * a body about another record than `{id}` names, such as an audit of the entity) has the fields of its body
 * the operation takes laid over the body schema's example; otherwise the body comes from the record (bodyFor).
 */
export function requestFor(operation: OperationDescriptor, made: MadeRecord, caller: Caller): RequestParts {
  const schemas = operationSchemas[operation.operationId];
  const given = made.request ?? {};
  // A print link names its user, and only the caller's own link is ever served.
  const params = operation.path.includes('{user_id}') ? { user_id: caller.id, ...given.params } : given.params;
  const query = schemas?.query ? { ...(exampleRecord(schemas.query as JsonSchema) as Record<string, string | number>), ...given.query } : given.query;
  const parts: RequestParts = { ...(params ? { params } : {}), ...(query ? { query } : {}) };
  if (schemas?.bodyType === 'multipart') return { ...parts, upload: given.upload ?? sampleUpload(schemas.upload!.accept, schemas.upload!.field) };
  const schema = schemas?.body as JsonSchema | undefined;
  const body = given.body && schema ? { ...exampleRecord(schema), ...inSchema(given.body, schema) } : bodyFor(operation, made.data);
  return { ...parts, ...(body ? { body } : {}) };
}
