/**
 * Every integer the API takes has a range PostgreSQL can hold. An integer of a request schema
 * (path ids, page, offset, ids inside bodies…) that declares no maximum gets 2147483647, the
 * largest PostgreSQL `integer`, and no minimum gets -2147483648: a value stored in a record's JSON
 * and later cast (`::int`), multiplied by a page size or compared with a `bigint` id stays in
 * range. Beyond it the answer is the schema's own 400 (`errors.too_large`, with the limit).
 */

/** The largest integer a request may carry unless its schema says less. */
export const INTEGER_MAX = 2_147_483_647;
/** The smallest. */
export const INTEGER_MIN = -2_147_483_648;

type Schema = Record<string, unknown>;

const isInteger = (schema: Schema) => schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));

/** A copy of `schema` with the bounds added to each integer lacking them (the original is left alone). */
export function withIntegerBounds<T>(schema: T, seen = new Map<object, unknown>()): T {
  if (!schema || typeof schema !== 'object') return schema;
  if (seen.has(schema)) return seen.get(schema) as T;
  if (Array.isArray(schema)) {
    const copy: unknown[] = [];
    seen.set(schema, copy);
    for (const item of schema) copy.push(withIntegerBounds(item, seen));
    return copy as T;
  }
  const copy: Schema = {};
  seen.set(schema, copy);
  for (const [key, value] of Object.entries(schema as Schema)) {
    // `enum`, `const`, `default` and `examples` are values, not schemas.
    copy[key] = ['enum', 'const', 'default', 'examples'].includes(key) ? value : withIntegerBounds(value, seen);
  }
  if (isInteger(copy)) {
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = INTEGER_MAX;
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = INTEGER_MIN;
  }
  return copy as T;
}
