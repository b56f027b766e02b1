/** Ajv (JSON Schema 2020-12) instances for request validation and response checking. */
import Ajv2020Module, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { addSchemaRules } from '../../shared/validation/schema-rules.ts';
import { withIntegerBounds } from './integer-bounds.ts';
import { asStored } from './stored-records.ts';

// Both packages are CommonJS; under ESM their constructor may sit on `.default`.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: typeof Ajv2020Module }).default ?? Ajv2020Module) as typeof Ajv2020Module;
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

function createAjv(options: { coerceTypes: boolean; useDefaults: boolean; verbose?: boolean }) {
  // strict: false because the spec carries `x-` keywords (x-files, x-table, x-enum-labels).
  const ajv = new Ajv2020({ strict: false, allErrors: true, removeAdditional: false, ...options });
  addFormats(ajv);
  return ajv;
}

// Query strings and path parameters arrive as text, so they are coerced; JSON bodies are not.
// Requests also run the shared `x-rule`s (BIC, Swift, OTP…), and body errors carry their schema
// (`verbose`) so an absent rule field gets its own message. Responses are not re-judged by
// rules that depend on the day (a stored future date becomes past).
const textAjv = addSchemaRules(createAjv({ coerceTypes: true, useDefaults: true }));

/** A new Ajv as the server validates JSON bodies (the portal's form validator is held equal to it by tests/property). */
export const createBodyAjv = () => addSchemaRules(createAjv({ coerceTypes: false, useDefaults: true, verbose: true }));
const bodyAjv = createBodyAjv();
const responseAjv = createAjv({ coerceTypes: false, useDefaults: false });

/**
 * `compile(schema)` once per distinct schema (by content) for the whole process. One server builds
 * one app, but the API tests build one per file, and compiling every operation's validators and
 * serializers again was most of an app's start (about 3 s of 4). The compiled functions keep no
 * state between calls, so apps may share them.
 */
function compiledOnce<F>(compile: (schema: Record<string, unknown>) => F): (schema: Record<string, unknown>) => F {
  const compiled = new Map<string, F>();
  return (schema) => {
    const key = JSON.stringify(schema);
    let fn = compiled.get(key);
    if (!fn) {
      fn = compile(schema);
      compiled.set(key, fn);
    }
    return fn;
  };
}

const bodyValidator = compiledOnce((schema) => bodyAjv.compile(withIntegerBounds(schema)) as ValidateFunction);
const textValidator = compiledOnce((schema) => textAjv.compile(withIntegerBounds(schema)) as ValidateFunction);

/** Fastify validator compiler: coercing for params/querystring, strict for bodies; every integer bounded (integer-bounds.ts). */
export const validatorCompiler: FastifySchemaCompiler<Record<string, unknown>> = ({ schema, httpPart }) =>
  httpPart === 'body' ? bodyValidator(schema) : textValidator(schema);

/** Fastify's own response serializer (fast-json-stringify, as its default compiler builds it), compiled once per schema. */
const serializer = compiledOnce((schema) => fastJsonStringify(asStored(schema)));
export const serializerCompiler: FastifySerializerCompiler<Record<string, unknown>> = ({ schema }) => serializer(schema);

const responseValidators = new WeakMap<object, ValidateFunction>();

/** A cached validator for a declared response schema (never coerces or fills defaults; stored records as stored-records.ts says). */
export function responseValidator(schema: Record<string, unknown>): ValidateFunction {
  let validate = responseValidators.get(schema);
  if (!validate) {
    validate = responseAjv.compile(asStored(schema));
    responseValidators.set(schema, validate);
  }
  return validate;
}
