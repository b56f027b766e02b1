/**
 * Turns JSON Schema (Ajv) errors into one message key per field. The server's error
 * handler and the portal's form runtime both use it, so a field gets the same message
 * (product spec section 5) whichever side caught the problem.
 */
import { missingKeyOf, RULE_KEYWORD } from './schema-rules.ts';

/** The subset of an Ajv error this needs (Ajv and RJSF errors both fit). */
export type SchemaError = {
  keyword?: string;
  name?: string;
  instancePath?: string;
  property?: string;
  params?: Record<string, unknown>;
  /** The schema holding the failed keyword (Ajv with `verbose: true`): tells a rule's own "missing" message. */
  parentSchema?: unknown;
};

/** A message key of `locales/<language>/errors.json` with its interpolation values. */
export type FieldError = { field: string; key: string; params?: Record<string, unknown> };

const FORMAT_KEYS: Record<string, string> = {
  email: 'errors.email',
  uri: 'errors.url',
  url: 'errors.url',
  date: 'errors.date',
  'date-time': 'errors.date',
};

/** `/files/0/id` or `.files[0].id` → `files`: errors are shown under the top-level field. */
function topField(path: string): string {
  const match = /^[./]?([^./[\]]+)/.exec(path);
  return match ? match[1]! : '';
}

const ownMessages = (schema: unknown) => (schema as { 'x-messages'?: Record<string, string> } | undefined)?.['x-messages'];

/** The message key and values for one schema error; `property` is the schema of the property it concerns, when known. */
export function messageOf(error: SchemaError, property?: unknown): { key: string; params?: Record<string, unknown> } {
  const keyword = error.keyword ?? error.name ?? '';
  const params = error.params ?? {};
  // A property's own message for a keyword (`x-messages: { minItems: errors.select_transactions }`);
  // a missing property with one for `minItems` gets it too (nothing chosen either way). The schema
  // holding the keyword is Ajv's `parentSchema`, or `property` for an error on the property itself.
  const missing = keyword === 'required' ? (property ?? (error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties?.[String(params.missingProperty ?? '')]) : undefined;
  const own = keyword === 'required' ? ownMessages(missing)?.minItems : ownMessages(error.parentSchema ?? property)?.[keyword];
  if (own) return { key: own, ...(params.limit === undefined ? {} : { params: { limit: params.limit } }) };
  switch (keyword) {
    case RULE_KEYWORD:
      return { key: String(params.key), ...(params.params ? { params: params.params as Record<string, unknown> } : {}) };
    case 'required':
      return { key: missingKeyOf(missing) ?? 'errors.required' };
    case 'type':
      return params.type === 'integer' || params.type === 'number' ? { key: 'errors.number' } : { key: 'errors.invalid' };
    case 'format':
      return { key: FORMAT_KEYS[String(params.format)] ?? 'errors.invalid' };
    case 'minLength':
      return Number(params.limit) <= 1 ? { key: 'errors.required' } : { key: 'errors.too_short', params: { limit: params.limit } };
    case 'maxLength':
      return { key: 'errors.too_long', params: { limit: params.limit } };
    case 'minimum':
    case 'exclusiveMinimum':
      return { key: 'errors.too_small', params: { limit: params.limit } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { key: 'errors.too_large', params: { limit: params.limit } };
    case 'enum':
    case 'const':
      return { key: 'errors.invalid_choice' };
    case 'uniqueItems':
      return { key: 'errors.repeated' };
    case 'maxItems':
      return { key: 'errors.too_many_files', params: { limit: params.limit } };
    case 'minItems':
      return { key: 'errors.required' };
    case 'additionalProperties':
      return { key: 'errors.unknown_field' };
    default:
      return { key: 'errors.invalid' };
  }
}

/**
 * One error per field (the first found), keyed by the top-level property it concerns. `schema`,
 * the validated object's schema, lets an absent property with an `x-rule` get that rule's message.
 */
export function fieldErrors(errors: readonly SchemaError[], schema?: { properties?: Record<string, unknown> }): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const error of errors) {
    const keyword = error.keyword ?? error.name;
    const path = error.instancePath ?? error.property ?? '';
    let field = topField(path);
    if (!field && keyword === 'required') field = String(error.params?.missingProperty ?? '');
    if (!field && keyword === 'additionalProperties') field = String(error.params?.additionalProperty ?? '');
    if (!field || byField.has(field)) continue;
    // The property's schema, for an error about the property itself (missing, or its own keyword).
    const onItself = (keyword === 'required' && String(error.params?.missingProperty) === field) || /^[./]?[^./[\]]+$/.test(path);
    const topLevel = onItself ? schema?.properties?.[field] : undefined;
    byField.set(field, { field, ...messageOf(error, topLevel) });
  }
  return [...byField.values()];
}
