import type { ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entitySchemas } from '../../generated/entities/schemas.ts';
import { screenModules } from '../../generated/screens/loaders.ts';
import { fieldOfProperty } from '../../src/portal/runtime/forms/field-ids.ts';
import { formValidator, toFieldMessages } from '../../src/portal/runtime/forms/form-validation.ts';
import { convertForm } from '../../src/portal/runtime/forms/schema-to-form.ts';
import { createBodyAjv } from '../../src/server/platform/schema-validation.ts';
import { toJsonSchema } from '../../src/shared/dynamic-forms/index.ts';
import type { FormScreen } from '../../src/portal/lib/screen-descriptors.ts';
import type { JsonSchema } from '../../src/shared/spec-model.ts';
import { fieldErrors } from '../../src/shared/validation/field-errors.ts';
import { fieldsArb, valuesArb } from './dynamic-form-arbitraries.ts';
import { anyJson, formDataFor, valueFor } from './schema-value-arbitraries.ts';

// One validation, both sides: for every schema a form validates — each entity schema, the schema
// of each form screen (convertForm), and server-driven forms from arbitrary definitions — and for
// arbitrary values, valid and not, the portal's validator (no code generated at run time) shows
// under each field the message the server's Ajv answers with: the same field → message key and
// values, through the shared `fieldErrors()` on both sides. A message is the key and its values,
// so a different limit or format shows as a difference; and both say whether the value passes at
// all (an error no field owns, such as a list where an object belongs, counts too).
const message = (key: string, params?: Record<string, unknown>) => (params && Object.keys(params).length ? `${key} ${JSON.stringify(params)}` : key);
type Verdict = { passes: boolean; fields: Record<string, string> };

const serverAjv = createBodyAjv();
const compiled = new WeakMap<object, ValidateFunction>();

/** The server's verdict: the body as it arrives (JSON) through the server's Ajv and error mapping. */
function serverVerdict(schema: JsonSchema, data: unknown): Verdict {
  let validate = compiled.get(schema);
  if (!validate) {
    // Without `$id`: a dynamic form's version may be converted again (a new object, the same id).
    const { $id: _id, ...anonymous } = schema as JsonSchema & { $id?: string };
    validate = serverAjv.compile(anonymous);
    compiled.set(schema, validate);
  }
  const passes = validate(data === undefined ? undefined : JSON.parse(JSON.stringify(data))) as boolean;
  return { passes, fields: Object.fromEntries(fieldErrors(validate.errors ?? []).map(({ field, key, params }) => [field, message(key, params)])) };
}

/**
 * The portal's verdict: RJSF's call of the form validator with the forms' `transformErrors`. A row's
 * error sits under the row's field (`.travellers.1.name`); the server names the list (`travellers`)
 * with its first error, so the first error under each top-level field is its verdict here.
 */
function portalVerdict(schema: JsonSchema, data: unknown): Verdict {
  const passes = formValidator.rawValidation(schema as never, data).errors === undefined;
  const { errors } = formValidator.validateFormData(data, schema as never, undefined, (raw) => toFieldMessages(raw, message, schema as never));
  const fields: Record<string, string> = {};
  for (const error of errors) fields[fieldOfProperty(error.property)] ??= String(error.message);
  return { passes, fields };
}

const sameVerdicts = (schema: JsonSchema, runs: number, data: fc.Arbitrary<unknown> = formDataFor(schema as never)) => {
  const seen = { valid: 0, invalid: 0 };
  fc.assert(
    fc.property(data, (value) => {
      const server = serverVerdict(schema, value);
      expect(portalVerdict(schema, value), JSON.stringify(value)).toEqual(server);
      seen[server.passes ? 'valid' : 'invalid'] += 1;
    }),
    { numRuns: runs },
  );
  return seen;
};

const formScreens = (await Promise.all(Object.values(screenModules).map((load) => load())))
  .flatMap((module) => module.screens)
  .filter((screen): screen is FormScreen => screen.kind === 'form');
const t = (key: string) => key;

describe('the portal validator gives the server’s verdicts', () => {
  it.each(Object.keys(entitySchemas))('entity schema %s', (name) => {
    const schema = entitySchemas[name as keyof typeof entitySchemas];
    const data = schema.type === 'object' ? formDataFor(schema as never) : valueFor(schema);
    const seen = sameVerdicts(schema, 150, fc.oneof({ weight: 9, arbitrary: data }, { weight: 1, arbitrary: anyJson }));
    expect(seen.valid).toBeGreaterThan(0);
    expect(seen.invalid).toBeGreaterThan(0);
  });

  it.each(formScreens.map((screen) => [screen.name, screen] as const))('form screen %s', (_, screen) => {
    const { schema } = convertForm(entitySchemas[screen.entity as keyof typeof entitySchemas], screen, t);
    const seen = sameVerdicts(schema as JsonSchema, 200);
    // Each form sees both outcomes, so the property is not only about refusals.
    expect(seen.valid).toBeGreaterThan(0);
    expect(seen.invalid).toBeGreaterThan(0);
  });

  it('server-driven forms from arbitrary definitions', () => {
    const seen = { valid: 0, invalid: 0 };
    const cases = fieldsArb(10).chain((fields) => fc.tuple(fc.constant(fields), fc.oneof({ weight: 4, arbitrary: valuesArb(fields, 7) }, { weight: 1, arbitrary: formDataFor(toJsonSchema(fields).schema as never) })));
    fc.assert(
      fc.property(cases, ([fields, values]) => {
        const { schema } = toJsonSchema(fields);
        const server = serverVerdict(schema, values);
        expect(portalVerdict(schema, values), JSON.stringify(values)).toEqual(server);
        seen[server.passes ? 'valid' : 'invalid'] += 1;
      }),
      { numRuns: 400 },
    );
    expect(seen.valid).toBeGreaterThan(0);
    expect(seen.invalid).toBeGreaterThan(0);
  });
});
