/**
 * A record as stored may predate today's spec: a field made required later is absent from records
 * filed before (a safe-travel notification from before its travellers were asked for). Required
 * fields are a rule for writes, so the answers' schemas — Fastify's serializer, which throws on an
 * absent required property, and the development-time response check — do not hold stored records
 * (a schema with `x-table`, and everything inside it) to them: such a record is answered without
 * the field, never with a 500 (issue 20). Writes still require it, and the form asks for it.
 */
type Schema = Record<string, unknown>;

/** Keywords holding a map of subschemas, and those holding a subschema or a list of them. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const SCHEMA_KEYWORDS = new Set(['items', 'prefixItems', 'additionalProperties', 'allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems']);

function relax(schema: Schema, inRecord: boolean): Schema {
  const record = inRecord || typeof schema['x-table'] === 'string';
  const out: Schema = {};
  const sub = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(sub) : value !== null && typeof value === 'object' ? relax(value as Schema, record) : value;
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'required' && record) continue;
    if (SCHEMA_MAPS.has(key) && value !== null && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value as Schema).map(([name, part]) => [name, sub(part)]));
    } else out[key] = SCHEMA_KEYWORDS.has(key) ? sub(value) : value;
  }
  return out;
}

/** The schema with no `required` inside stored records (schemas with `x-table`). */
export const asStored = (schema: Schema): Schema => relax(schema, false);
