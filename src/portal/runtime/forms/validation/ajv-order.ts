/**
 * Ajv's keyword order. `fieldErrors()` keeps the first error of each field, so the portal must list
 * a value's errors in the order the server's Ajv finds them. Ajv evaluates a schema's keywords by
 * rule group (untyped ones, then those for numbers, strings, arrays, objects), each group in the
 * order its vocabulary defines; `jsonschema` evaluates them in the order of the schema's keys. So
 * the validator runs on a copy of each schema whose keys are in Ajv's order.
 */

type Schema = Record<string, unknown>;
type GroupType = 'number' | 'string' | 'array' | 'object';

/**
 * Ajv 2020's rule groups as `new Ajv2020()` plus ajv-formats and the shared `x-rule` lay them out
 * (`ajv.RULES.rules`, without `type` and `nullable`, which place themselves); a unit test holds
 * this table equal to Ajv's.
 */
export const AJV_RULE_GROUPS: readonly { type?: GroupType; keywords: readonly string[] }[] = [
  {
    keywords: ['$dynamicAnchor', '$dynamicRef', '$recursiveAnchor', '$recursiveRef', '$comment', 'id', '$ref',
      'const', 'enum', 'not', 'anyOf', 'oneOf', 'allOf', 'if', 'then', 'else', 'x-rule'],
  },
  { type: 'number', keywords: ['maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'multipleOf', 'format'] },
  { type: 'string', keywords: ['maxLength', 'minLength', 'pattern', 'format', 'formatMaximum', 'formatMinimum', 'formatExclusiveMaximum', 'formatExclusiveMinimum'] },
  { type: 'array', keywords: ['maxItems', 'minItems', 'prefixItems', 'items', 'contains', 'uniqueItems', 'maxContains', 'minContains', 'unevaluatedItems'] },
  {
    type: 'object',
    keywords: ['maxProperties', 'minProperties', 'required', 'propertyNames', 'additionalProperties', 'dependencies', 'properties',
      'patternProperties', 'dependentRequired', 'dependentSchemas', 'unevaluatedProperties'],
  },
];

// Keyword → its place; one that is in two groups (`format`: numbers and strings) takes the later
// place, which is after every keyword of either type.
const RANK = new Map<string, number>();
AJV_RULE_GROUPS.forEach((group, g) => group.keywords.forEach((keyword, k) => RANK.set(keyword, g * 100 + k)));
const GROUP_OF = new Map(AJV_RULE_GROUPS.flatMap((group, g) => (group.type ? [[group.type, g] as const] : [])));

// Keywords `jsonschema` acts on that Ajv 2020 does not know: left out, as Ajv ignores them.
const NOT_AJV = new Set(['extends', 'disallow', 'divisibleBy', 'additionalItems']);

/**
 * Where the `type` check falls. Ajv checks the type first, unless the schema names one type with a
 * group (number, string, array, object) and uses a keyword of that group: then the type error comes
 * in that group's place (instead of its keywords, which only apply to values of the type).
 */
function typeRank(schema: Schema): number {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const group = types.length === 1 ? GROUP_OF.get(types[0] as GroupType) : undefined;
  if (group === undefined) return -1;
  const usesGroup = AJV_RULE_GROUPS[group]!.keywords.some((keyword) => schema[keyword] !== undefined);
  return usesGroup ? group * 100 - 1 : -1;
}

const SUBSCHEMA = new Set(['additionalProperties', 'items', 'contains', 'not', 'if', 'then', 'else', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties']);
const SUBSCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SUBSCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions', 'dependencies']);

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);
const mapValues = (record: Schema, map: (value: unknown) => unknown): Schema => Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

const ordered = new WeakMap<object, unknown>();

/** A copy of `schema` (and of every subschema) with its keywords in the order Ajv evaluates them; the same object per schema. */
export function inAjvOrder<S>(schema: S): S {
  if (!isObject(schema)) return schema;
  const known = ordered.get(schema);
  if (known) return known as S;
  const rankOf = (key: string) => (key === 'type' ? typeRank(schema) : (RANK.get(key) ?? Number.MAX_SAFE_INTEGER));
  const keys = Object.keys(schema).filter((key) => !NOT_AJV.has(key)).sort((a, b) => rankOf(a) - rankOf(b));
  const copy: Schema = {};
  for (const key of keys) {
    const value = schema[key];
    if (SUBSCHEMA.has(key)) copy[key] = inAjvOrder(value);
    else if (SUBSCHEMA_LISTS.has(key) && Array.isArray(value)) copy[key] = value.map((item) => inAjvOrder(item));
    else if (SUBSCHEMA_MAPS.has(key) && isObject(value)) copy[key] = mapValues(value, (item) => inAjvOrder(item));
    else copy[key] = value;
  }
  ordered.set(schema, copy);
  return copy as S;
}

