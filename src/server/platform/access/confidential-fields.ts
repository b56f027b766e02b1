/**
 * Fields only some user types may read (spec/access/confidential.yaml): whoever else asks never
 * receives them. A preSerialization hook walks every JSON answer along its operation's response
 * schema and, in each record of an entity (a schema with `x-table`), drops the fields the caller's
 * user type may not read and the names beside them (`<field>_name`); list exports call
 * `withoutHiddenFields` on their rows. A request without a user reads none of them.
 */
import type { FastifyInstance } from 'fastify';
import { hiddenFields } from '../../../../generated/access/hidden-fields.ts';
import { operationSchemas } from '../../../../generated/api/operation-schemas.ts';
import { entitySchemas } from '../../../../generated/entities/schemas.ts';
import { hiddenFieldsOf } from '../../../shared/access/hidden-fields.ts';
import type { JsonSchema } from '../../../shared/spec-model.ts';

const entityOfTable = new Map(Object.entries(entitySchemas).flatMap(([name, schema]) => (schema['x-table'] ? [[schema['x-table'], name] as const] : [])));

/** `records` of `entity` without what `userType` may not read (changed in place, and returned). */
export function withoutHiddenFields<T extends Record<string, unknown>>(entity: string, userType: string | undefined, records: T[]): T[] {
  const fields = hiddenFieldsOf(entity, userType);
  for (const record of records) {
    for (const field of fields) {
      delete record[field];
      delete record[`${field}_name`];
    }
  }
  return records;
}

const subschemas = (schema: JsonSchema): JsonSchema[] => [
  ...(schema.items ? [schema.items] : []),
  ...Object.values(schema.properties ?? {}),
  ...[schema.allOf, schema.oneOf, schema.anyOf].flatMap((list) => (Array.isArray(list) ? (list as JsonSchema[]) : [])),
];

const reachesHidden = new WeakMap<JsonSchema, boolean>();

/**
 * Whether a record of an entity with confidential fields can be found along `schema`: most answers
 * hold none, and are then not walked at all (the walk was a few per cent of a list request's time).
 */
function mayHide(schema: JsonSchema): boolean {
  const known = reachesHidden.get(schema);
  if (known !== undefined) return known;
  // The generated schemas are JSON trees (no cycles).
  const entity = schema['x-table'] ? entityOfTable.get(schema['x-table']) : undefined;
  const result = (entity !== undefined && hiddenFields[entity] !== undefined) || subschemas(schema).some(mayHide);
  reachesHidden.set(schema, result);
  return result;
}

/** Drops the hidden fields of every entity record in `value`, found along `schema`. */
function strip(value: unknown, schema: JsonSchema | undefined, userType: string | undefined): void {
  if (!schema || value === null || typeof value !== 'object' || !mayHide(schema)) return;
  if (Array.isArray(value)) {
    for (const item of value) strip(item, schema.items, userType);
    return;
  }
  const record = value as Record<string, unknown>;
  const entity = schema['x-table'] ? entityOfTable.get(schema['x-table']) : undefined;
  if (entity) withoutHiddenFields(entity, userType, [record]);
  for (const [name, property] of Object.entries(schema.properties ?? {})) strip(record[name], property, userType);
  const parts = [schema.allOf, schema.oneOf, schema.anyOf].flatMap((list) => (Array.isArray(list) ? (list as JsonSchema[]) : []));
  for (const part of parts) strip(record, part, userType);
}

/** Adds the hook; register it before the response validation, which then checks what is sent. */
export function registerConfidentialFields(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const operationId = request.routeOptions.config?.operationId;
    const schema = operationId ? operationSchemas[operationId]?.responses[String(reply.statusCode)] : undefined;
    if (schema) strip(payload, schema as JsonSchema, request.user?.user_type);
    return payload;
  });
}
