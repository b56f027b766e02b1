/**
 * JSON Schema validation in the browser without generated code: `jsonschema` interprets the schema
 * (no `eval`, no `new Function`, so the CSP needs no 'unsafe-eval'), set up to judge as the server's
 * Ajv does (src/server/platform/schema-validation.ts) and to report errors in Ajv's shape, which
 * `fieldErrors()` turns into the same message keys on both sides:
 * - the data is checked as the server receives it (JSON), defaults filled in (`useDefaults`);
 * - keywords run in Ajv's order (`inAjvOrder`), so a field's first error is the server's;
 * - `format` means what ajv-formats says (its own table of checks, the server's), `x-rule` runs the
 *   shared rule (`runSchemaRule`).
 */
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { Validator, ValidatorResult, type Schema, type SchemaContext, type ValidationError } from 'jsonschema';
import { RULE_KEYWORD, ruleErrorParams, rulePathOf, runSchemaRule, type RuleRef } from '../../../../shared/validation/schema-rules.ts';
import { fillDefaults } from './ajv-defaults.ts';
import { inAjvOrder } from './ajv-order.ts';

/** One failed keyword, shaped as Ajv reports it (what `fieldErrors()` and RJSF read). */
export type SchemaCheckError = { keyword: string; instancePath: string; params: Record<string, unknown>; message: string };

type FormatCheck = RegExp | ((value: never) => boolean);
type FormatDefinition = true | FormatCheck | { type?: 'string' | 'number'; validate: FormatCheck };

// The formats the server's Ajv knows (ajv-formats' "full" mode, as `addFormats(ajv)` adds them).
const FORMATS = fullFormats as unknown as Record<string, FormatDefinition | undefined>;

function meetsFormat(name: string, value: unknown): boolean {
  const definition = FORMATS[name];
  // Ajv (strict: false) ignores a format it does not know; `password` and `binary` accept anything.
  if (definition === undefined || definition === true) return true;
  const { type = 'string', validate } = typeof definition === 'object' && !(definition instanceof RegExp) ? definition : { validate: definition };
  if (typeof value !== type) return true;
  return validate instanceof RegExp ? validate.test(value as string) : validate(value as never);
}

function failed(instance: unknown, schema: Schema, options: object, ctx: SchemaContext, name: string, argument: unknown, message: string) {
  const result = new ValidatorResult(instance, schema, options, ctx);
  result.addError({ name, argument, message } as never);
  return result;
}

const engine = new Validator();
const builtinType = engine.attributes.type!;
Object.assign(engine.attributes, {
  format: (instance: unknown, schema: Schema, options: object, ctx: SchemaContext) =>
    instance === undefined || meetsFormat(String(schema.format), instance) ? undefined : failed(instance, schema, options, ctx, 'format', schema.format, `must match format "${schema.format}"`),
  [RULE_KEYWORD]: (instance: unknown, schema: Schema, options: object, ctx: SchemaContext) => {
    if (instance === undefined) return undefined;
    const verdict = runSchemaRule((schema as Record<string, unknown>)[RULE_KEYWORD] as RuleRef, instance);
    if (!verdict) return undefined;
    // A rule between fields (`dateOrder`) places its error under the wrong one, as the server does.
    const under = rulePathOf(verdict).reduce<SchemaContext>((at, part) => at.makeChild(schema, part as never), ctx);
    return failed(instance, schema, options, under, RULE_KEYWORD, ruleErrorParams(verdict), verdict.key);
  },
  // Ajv's `type` error carries the schema's `type` as written (a name or a list).
  type(this: Validator, instance: unknown, schema: Schema, options: object, ctx: SchemaContext) {
    const result = builtinType.call(this, instance, schema, options, ctx) as ValidatorResult | null;
    for (const error of result?.errors ?? []) error.argument = schema.type;
    return result;
  },
});

// Which Ajv param carries a keyword's argument.
const PARAM_OF: Record<string, string> = {
  required: 'missingProperty', additionalProperties: 'additionalProperty', type: 'type', format: 'format', pattern: 'pattern',
  enum: 'allowedValues', const: 'allowedValue', minLength: 'limit', maxLength: 'limit', minItems: 'limit', maxItems: 'limit',
  minimum: 'limit', maximum: 'limit', exclusiveMinimum: 'limit', exclusiveMaximum: 'limit', minProperties: 'limit', maxProperties: 'limit',
  multipleOf: 'multipleOf', propertyNames: 'propertyName',
};

const pointer = (path: readonly (string | number)[]) => path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

function asAjvError(error: ValidationError): SchemaCheckError {
  const keyword = error.name;
  const param = PARAM_OF[keyword];
  const params = keyword === RULE_KEYWORD ? (error.argument as Record<string, unknown>) : param ? { [param]: error.argument } : {};
  return { keyword, instancePath: pointer(error.path), params, message: error.message };
}

// The URI a root schema is known by while a subschema is checked against it ($ref resolution).
const ROOT_URI = 'form-validation:/root';
const OWN_URI = 'form-validation:/schema';
let registeredRoot: object | undefined;

/**
 * The errors of `data` against `schema`, in Ajv's order and shape (none: valid). `root` is the
 * document `#/...` references of `schema` point into, when `schema` is a part of it. Throws on a
 * schema it cannot use (an unresolvable `$ref`).
 */
export function checkSchema(schema: object, data: unknown, root?: object): SchemaCheckError[] {
  const json = data === undefined ? undefined : (JSON.parse(JSON.stringify(data)) as unknown);
  fillDefaults(schema, json);
  const inRoot = root !== undefined && root !== schema;
  if (inRoot && registeredRoot !== root) {
    engine.schemas[ROOT_URI] = inAjvOrder(root) as Schema;
    registeredRoot = root;
  }
  const result = engine.validate(json, inAjvOrder(schema) as Schema, { base: inRoot ? ROOT_URI : OWN_URI });
  return result.errors.map(asAjvError);
}

/** Forgets the root schema registered for references. */
export function forgetRootSchema(): void {
  delete engine.schemas[ROOT_URI];
  registeredRoot = undefined;
}
