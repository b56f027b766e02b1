/** Ajv (JSON Schema 2020-12) instances for request validation and response checking. */
import Ajv2020Module, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { addSchemaRules } from '../../shared/validation/schema-rules.ts';
import { withIntegerBounds } from './integer-bounds.ts';

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

/** Fastify validator compiler: coercing for params/querystring, strict for bodies; every integer bounded (integer-bounds.ts). */
export const validatorCompiler: FastifySchemaCompiler<Record<string, unknown>> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  return ajv.compile(withIntegerBounds(schema)) as ValidateFunction;
};

const responseValidators = new WeakMap<object, ValidateFunction>();

/** A cached validator for a declared response schema (never coerces or fills defaults). */
export function responseValidator(schema: Record<string, unknown>): ValidateFunction {
  let validate = responseValidators.get(schema);
  if (!validate) {
    validate = responseAjv.compile(schema);
    responseValidators.set(schema, validate);
  }
  return validate;
}
