/**
 * fast-check arbitraries of values for a JSON Schema: for each node, values that fit it (around its
 * limits: lengths, minimum and maximum, enum, pattern, format, the `x-rule`s' valid and invalid
 * inputs) and values that break it in every way a form or an API client could (another type, an
 * unknown property, a duplicate item, a blank, an absent required field).
 */
import fc from 'fast-check';
import { ruleOf } from '../../src/shared/validation/schema-rules.ts';
import { tomorrow, yesterday } from '../../src/shared/validation/rules/date-range.ts';
import { RULE_VALID } from '../support/rule-samples.ts';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Valid and invalid inputs of each shared rule. */
const RULE_SAMPLES: Record<string, unknown[]> = {
  bic: ['NBOKKWKW', 'NBOKKWKWXXX', 'NBOK', ' ', 'nbokkwkw1234'],
  swift: ['NBOKKWKW', 'nbokkwkw', '12345678', 'NBOKKW1', ''],
  iban: ['KW81CBKU0000000000001234560101', 'kw81 cbku 0000 0000 0000 1234 5601 01', 'KW81', 'XX00ABCDEFGHIJKL'],
  otp: ['123456', '12345', 'abcdef', ''],
  yesNo: [{ answer: 'yes', remarks: 'Field office' }, { answer: 'yes' }, { answer: 'no' }, { answer: 'yes', remarks: ' ' }, {}, { answer: 'maybe' }],
  dateRange: [{ start: tomorrow(), end: tomorrow() }, { start: yesterday(), end: tomorrow() }, { start: '2020-01-01', end: '2019-01-01' }, { start: tomorrow() }, {}],
  futureDate: [tomorrow(), yesterday(), '2000-01-01', 'not a date'],
  password: ['Portal@2026demo', 'short', 'NoDigitsHere!', 'alllowercase1!'],
  phone: ['+96551234567', '+9651', '51234567', '+1 202 555 0143'],
  notPast: [tomorrow(), yesterday(), '2020-01-01', 'not a date'],
  notFuture: [yesterday(), tomorrow(), '2100-01-01', 'not a date'],
};

/** Any small JSON value: what a client that ignores the schema may send. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, '', ' ', 'x', [], {}),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(fc.string({ maxLength: 4 }), fc.integer()), { maxKeys: 2 }),
);

const DATES = fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true });
const FORMATS: Record<string, fc.Arbitrary<string>> = {
  date: fc.oneof(
    DATES.map((d) => d.toISOString().slice(0, 10)),
    fc.tuple(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
    fc.constantFrom('2024-02-29', '2023-02-29', '01/02/2024', '2024-1-5'),
  ),
  'date-time': fc.oneof(
    DATES.map((d) => d.toISOString()),
    DATES.map((d) => d.toISOString().replace('Z', '+03:00').replace('T', ' ')),
    DATES.map((d) => d.toISOString().slice(0, 19)),
    fc.constantFrom('2024-05-01T25:00:00Z', '2024-05-01T23:59:60Z', '2024-05-01'),
  ),
  email: fc.oneof(fc.emailAddress(), fc.constantFrom('a@b', 'a@b.c', 'no-at.example.org', 'x@@y.org', 'a b@c.org', '.a@b.org'), fc.string({ maxLength: 12 })),
  uri: fc.oneof(fc.webUrl(), fc.constantFrom('mailto:a@b.org', 'relative/path', 'http://', 'urn:x')),
};

const VALID_FORMATS: Record<string, fc.Arbitrary<string>> = {
  date: DATES.map((d) => d.toISOString().slice(0, 10)),
  'date-time': DATES.map((d) => d.toISOString()),
  email: fc.constantFrom('info@alamal.org', 'a.b-c@relief.example.com'),
  uri: fc.webUrl(),
};

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const min = Number(schema.minLength ?? 0);
  const max = schema.maxLength === undefined ? 40 : Number(schema.maxLength);
  const choices: fc.Arbitrary<string>[] = [fc.string({ maxLength: Math.min(max + 2, 30) }), fc.constantFrom('', ' ', '  x  ')];
  if (schema.maxLength !== undefined || schema.minLength !== undefined) {
    for (const limit of [min, max]) choices.push(fc.string({ minLength: Math.max(0, limit - 1), maxLength: limit + 1 }));
    choices.push(fc.string({ unit: 'grapheme', minLength: Math.max(0, max - 1), maxLength: max + 1 }));
  }
  if (typeof schema.pattern === 'string') choices.push(fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((s) => s.length <= max + 5));
  const format = FORMATS[String(schema.format)];
  if (format) choices.push(format, format);
  return fc.oneof(...choices);
}

function numberFor(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const limits = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum].filter((n): n is number => typeof n === 'number');
  const near = limits.flatMap((n) => [n - 1, n, n + 1, n + 0.5]);
  return fc.oneof(
    fc.integer({ min: -1000, max: 100_000 }),
    integer ? fc.constantFrom(1.5, -0.25, 1e21) : fc.double({ min: -1e6, max: 1e6, noNaN: true }),
    fc.constantFrom(0, -1, 1, 2 ** 31, ...near),
  );
}

/** Values for one schema node (depth bounds nesting). */
export function valueFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (!isObject(schema) || depth > 3) return anyJson;
  const fitting: fc.Arbitrary<unknown>[] = [];
  const rule = ruleOf(schema).name;
  if (rule && RULE_SAMPLES[rule]) fitting.push(fc.constantFrom(...RULE_SAMPLES[rule]!));
  if (Array.isArray(schema.enum) && schema.enum.length) fitting.push(fc.constantFrom(...schema.enum), fc.constantFrom(...schema.enum));
  if ('const' in schema) fitting.push(fc.constant(schema.const));
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  for (const type of types) {
    if (type === 'string') fitting.push(stringFor(schema));
    else if (type === 'integer' || type === 'number') fitting.push(numberFor(schema, type === 'integer'));
    else if (type === 'boolean') fitting.push(fc.boolean());
    else if (type === 'null') fitting.push(fc.constant(null));
    else if (type === 'array') fitting.push(arrayFor(schema, depth));
    else if (type === 'object') fitting.push(objectFor(schema, depth));
  }
  if (!fitting.length) return anyJson;
  return fc.oneof({ weight: 6, arbitrary: fc.oneof(...fitting) }, { weight: 1, arbitrary: anyJson });
}

function arrayFor(schema: Schema, depth: number): fc.Arbitrary<unknown[]> {
  const items = valueFor(schema.items, depth + 1);
  const max = Number(schema.maxItems ?? 3) + 1;
  return fc.oneof(
    fc.array(items, { maxLength: Math.min(max, 5) }),
    items.map((item) => [item, item]), // a duplicate (uniqueItems)
  );
}

/** An object for an object schema: each property present or not, sometimes one it does not declare. */
export function objectFor(schema: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const entries = Object.entries(properties).map(([key, property]) => fc.option(valueFor(property, depth + 1), { freq: 3, nil: undefined }).map((value) => [key, value] as const));
  const extra = fc.option(fc.tuple(fc.constantFrom('unknown_field', 'id', '__x'), anyJson), { freq: 6, nil: undefined });
  const additional = isObject(schema.additionalProperties)
    ? fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), valueFor(schema.additionalProperties, depth + 1), { maxKeys: 2 })
    : fc.constant({});
  return fc.tuple(fc.tuple(...entries), extra, additional).map(([pairs, unknown, more]) => ({
    ...more,
    ...Object.fromEntries(pairs.filter(([, value]) => value !== undefined)),
    ...(unknown && !(unknown[0] in properties) ? { [unknown[0]]: unknown[1] } : {}),
  }));
}

/** A value `schema` accepts (as far as the spec's schemas go: lengths, limits, enum, pattern, format, rules). */
export function validValueFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (!isObject(schema) || depth > 3) return fc.constant(null);
  // A node's `examples` are valid too, and fit a rule between fields (a return after the departure) that values drawn one by one rarely meet.
  if (Array.isArray(schema.examples) && schema.examples.length) {
    const { examples, ...rest } = schema;
    return fc.oneof(validValueFor(rest, depth), fc.constantFrom(...(examples as unknown[])));
  }
  const rule = ruleOf(schema).name;
  if (rule && RULE_VALID[rule]) return fc.constantFrom(...RULE_VALID[rule]!);
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const min = Math.max(Number(schema.minLength ?? 0), 1);
      const max = Math.min(Number(schema.maxLength ?? 20), 20);
      if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((value) => value.length >= min && value.length <= Number(schema.maxLength ?? Infinity));
      return VALID_FORMATS[String(schema.format)] ?? fc.string({ minLength: min, maxLength: Math.max(min, max) });
    }
    case 'integer':
    case 'number': {
      const min = Math.max(Number(schema.minimum ?? -100), typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -Infinity);
      const max = Math.min(Number(schema.maximum ?? 100_000), typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : Infinity);
      return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    }
    case 'boolean': return fc.boolean();
    case 'array': {
      const min = Number(schema.minItems ?? 0);
      const max = Math.max(min, Math.min(Number(schema.maxItems ?? 3), 3));
      return fc.uniqueArray(validValueFor(schema.items, depth + 1), { minLength: min, maxLength: max, selector: (item) => JSON.stringify(item) });
    }
    case 'object': return validObjectFor(schema, depth);
    default: return fc.constant(null);
  }
}

/** An object `schema` accepts: its required properties and some of the others, each valid. */
export function validObjectFor(schema: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const entries = Object.entries(properties).map(([key, property]) => {
    const value = validValueFor(property, depth + 1);
    return (required.has(key) ? value : fc.option(value, { freq: 2, nil: undefined })).map((v) => [key, v] as const);
  });
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter(([, value]) => value !== undefined)));
}

/**
 * Form data for an object schema: a valid object; a valid one with one field broken (any value,
 * or left out); or any mix of fitting and breaking values.
 */
export function formDataFor(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const valid = validObjectFor(schema);
  const keys = Object.keys(isObject(schema.properties) ? schema.properties : {});
  const oneBroken = keys.length
    ? fc.tuple(valid, fc.constantFrom(...keys)).chain(([data, key]) =>
        fc.oneof(valueFor((schema.properties as Schema)[key]), fc.constant(undefined)).map((value) => ({ ...data, [key]: value })))
    : valid;
  return fc.oneof(valid, oneBroken, oneBroken, objectFor(schema));
}
