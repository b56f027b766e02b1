/**
 * Fields only some user types may read (spec/access/confidential.yaml): whoever else asks never
 * receives them. A preSerialization hook walks every JSON answer along its operation's response
 * schema and, in each record of an entity (a schema with `x-table`), drops the fields the caller's
 * user type may not read and the names beside them (`<field>_name`); list exports call
 * `withoutHiddenFields` on their rows. A request without a user reads none of them.
 */
import type { preSerializationHookHandler } from 'fastify';
import { hiddenFields } from '../../../../generated/access/hidden-fields.ts';
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

/**
 * Where along a schema the records that hide something from one user type are: the entity whose
 * fields a value of this schema loses, and the items, properties and parts (allOf/oneOf/anyOf) that
 * lead to more. Only the branches that lead somewhere are kept, so an answer is walked along them
 * alone: a list page's records are not looked through property by property (that walk was a few
 * per cent of a list request's time) and an answer with nothing to hide from the caller is not
 * walked at all.
 */
type Walk = { fields: string[]; items?: Walk; properties: [string, Walk][]; parts: Walk[] };

// The generated schemas are JSON trees (no cycles); each is planned once per user type.
const walks = new Map<string | undefined, WeakMap<JsonSchema, Walk | null>>();

function walkOf(schema: JsonSchema, userType: string | undefined): Walk | null {
  let known = walks.get(userType);
  if (!known) walks.set(userType, (known = new WeakMap()));
  const cached = known.get(schema);
  if (cached !== undefined) return cached;
  const entity = schema['x-table'] ? entityOfTable.get(schema['x-table']) : undefined;
  const fields = entity !== undefined && hiddenFields[entity] !== undefined ? hiddenFieldsOf(entity, userType) : [];
  const items = schema.items ? walkOf(schema.items, userType) : null;
  const properties = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const walk = walkOf(property, userType);
    return walk ? [[name, walk] as [string, Walk]] : [];
  });
  const parts = [schema.allOf, schema.oneOf, schema.anyOf]
    .flatMap((list) => (Array.isArray(list) ? (list as JsonSchema[]) : []))
    .flatMap((part) => walkOf(part, userType) ?? []);
  const walk = fields.length || items || properties.length || parts.length ? { fields, ...(items ? { items } : {}), properties, parts } : null;
  known.set(schema, walk);
  return walk;
}

/** Drops the hidden fields of every entity record in `value`, found along `walk`. */
function strip(value: unknown, walk: Walk): void {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    if (walk.items) for (const item of value) strip(item, walk.items);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const field of walk.fields) {
    delete record[field];
    delete record[`${field}_name`];
  }
  for (const [name, property] of walk.properties) strip(record[name], property);
  for (const part of walk.parts) strip(record, part);
}

/**
 * The preSerialization hook of an operation whose answers are `responses` (by status): put it before
 * the response validation, which then checks what is sent (operation-hooks.ts).
 */
export function confidentialFieldsHook(responses: Record<string, unknown>): preSerializationHookHandler {
  return (request, reply, payload, done) => {
    const schema = responses[String(reply.statusCode)];
    const walk = schema ? walkOf(schema as JsonSchema, request.user?.user_type) : null;
    if (walk) strip(payload, walk);
    done(null, payload);
  };
}
