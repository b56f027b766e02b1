/**
 * The validator and serializer compilers of schema-validation.ts, deferred to each route's first use.
 * Fastify asks for a validator and a serializer of every route at `ready`: with 400+ operations, Ajv and
 * fast-json-stringify took 2–3 s of every start (issue 21, item 4) for routes most starts never see.
 * A route's functions are compiled on its first request instead (then kept, as before).
 */
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler } from './platform/schema-validation.ts';

type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type RouteSchema = Parameters<FastifySchemaCompiler<Record<string, unknown>>>[0];

/** validatorCompiler, compiled on the route's first request; Fastify reads `errors` and `schemaEnv` as on Ajv's own. */
export const lazyValidatorCompiler: FastifySchemaCompiler<Record<string, unknown>> = (routeSchema: RouteSchema) => {
  let compiled: Validate | undefined;
  const validate: Validate = (data, context) => {
    compiled ??= validatorCompiler(routeSchema) as Validate;
    const result = compiled(data, context);
    validate.errors = compiled.errors;
    return result;
  };
  // Ajv's functions carry `schemaEnv`, so Fastify hands them the parent of the value (coercion of a root value).
  validate.schemaEnv = true;
  return validate as ReturnType<FastifySchemaCompiler<Record<string, unknown>>>;
};

/** serializerCompiler, compiled on the first answer that uses it. */
export const lazySerializerCompiler: FastifySerializerCompiler<Record<string, unknown>> = (routeSchema) => {
  let compiled: ((data: unknown) => string) | undefined;
  return (data: unknown) => (compiled ??= serializerCompiler(routeSchema) as (data: unknown) => string)(data);
};
