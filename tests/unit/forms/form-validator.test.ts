import { getFirstMatchingOption, retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import fc from 'fast-check';
import { Validator } from 'jsonschema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entitySchemas } from '../../../generated/entities/schemas.ts';
import { screenModules } from '../../../generated/screens/loaders.ts';
import { formValidator } from '../../../src/portal/runtime/forms/form-validation.ts';
import { convertForm } from '../../../src/portal/runtime/forms/schema-to-form.ts';
import { AJV_RULE_GROUPS } from '../../../src/portal/runtime/forms/validation/ajv-order.ts';
import { createBodyAjv } from '../../../src/server/platform/schema-validation.ts';
import { fieldSchema, FIELD_TYPES, type DynamicField } from '../../../src/shared/dynamic-forms/index.ts';
import type { FormScreen } from '../../../src/portal/lib/screen-descriptors.ts';
import { formDataFor } from '../../property/schema-value-arbitraries.ts';

// The portal's form validator (runtime/forms/validation): RJSF's validator contract, Ajv's keyword
// order, the keywords the spec's schemas use, and no code made from text at run time.
const formScreens = (await Promise.all(Object.values(screenModules).map((load) => load())))
  .flatMap((module) => module.screens)
  .filter((screen): screen is FormScreen => screen.kind === 'form');
const formSchemas = formScreens.map((screen) => convertForm(entitySchemas[screen.entity as keyof typeof entitySchemas], screen, (key) => key).schema);

describe('keyword order', () => {
  it('is the order of the server’s Ajv rule groups (type and nullable place themselves)', () => {
    const { RULES } = createBodyAjv() as unknown as { RULES: { rules: { type?: string; rules: { keyword: string }[] }[] } };
    const ajv = RULES.rules.map((group) => ({ ...(group.type ? { type: group.type } : {}), keywords: group.rules.map((rule) => rule.keyword).filter((k) => k !== 'type' && k !== 'nullable') }));
    expect(AJV_RULE_GROUPS).toEqual(ajv);
  });
});

describe('keywords the spec uses', () => {
  // What the validator acts on: jsonschema's keywords, the format and x-rule ones it is given, and
  // annotations that validate nothing. Ajv keywords jsonschema lacks (prefixItems, dependentRequired,
  // dependentSchemas, unevaluated*, $dynamicRef, min/maxContains) must not appear: the portal would
  // let through what the server refuses.
  const acted = new Set(['x-rule']);
  for (const keyword in new Validator().attributes) acted.add(keyword); // inherited from jsonschema's table
  const annotations = new Set(['title', 'description', 'default', 'examples', 'readOnly', 'writeOnly', '$id', '$schema', '$comment', 'deprecated']);
  const CHILDREN = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']);
  function keywordsOf(node: unknown, into = new Set<string>()): Set<string> {
    if (typeof node !== 'object' || node === null) return into;
    for (const [key, value] of Object.entries(node)) {
      into.add(key);
      if (key === 'properties' || key === 'patternProperties' || key === '$defs' || key === 'definitions') Object.values(value as object).forEach((child) => keywordsOf(child, into));
      else if (CHILDREN.has(key)) keywordsOf(value, into);
      else if (['allOf', 'anyOf', 'oneOf'].includes(key)) (value as unknown[]).forEach((child) => keywordsOf(child, into));
    }
    return into;
  }

  it('are all ones the portal validator implements, in entity, form and dynamic field schemas', () => {
    const dynamic = Object.values(FIELD_TYPES).map((type) => fieldSchema({ id: 1, field_type: type, label_en: 'F', label_ar: 'ح', form_tab: 1, select_data: [] } as DynamicField));
    const used = keywordsOf({ allOf: [...Object.values(entitySchemas), ...formSchemas, ...dynamic] });
    const unknown = [...used].filter((keyword) => !acted.has(keyword) && !annotations.has(keyword) && !keyword.startsWith('x-') && keyword !== 'allOf');
    expect(unknown).toEqual([]);
    for (const keyword of ['type', 'required', 'properties', 'enum', 'format', 'pattern', 'maxLength', 'x-rule']) expect(used).toContain(keyword);
  });
});

describe('RJSF validator contract', () => {
  const schema: RJSFSchema = {
    type: 'object',
    required: ['title', 'files'],
    properties: {
      title: { type: 'string', maxLength: 5 },
      files: { type: 'array', minItems: 1, items: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } },
      email: { type: 'string', format: 'email' },
    },
  };

  it('validateFormData lists errors as RJSF does, into transformErrors and the error schema', () => {
    const seen: unknown[] = [];
    const { errors, errorSchema } = formValidator.validateFormData({ files: [{}], email: 'nope', title: undefined }, schema, undefined, (raw, ui) => {
      seen.push(ui);
      return raw;
    }, { title: { 'ui:title': 'Title' } });
    expect(errors.map(({ name, property, params }) => ({ name, property, params }))).toEqual([
      { name: 'required', property: 'title', params: { missingProperty: 'title' } },
      { name: 'required', property: '.files.0.id', params: { missingProperty: 'id' } },
      { name: 'format', property: '.email', params: { format: 'email' } },
    ]);
    expect(seen).toEqual([{ title: { 'ui:title': 'Title' } }]);
    expect(errorSchema.title?.__errors).toHaveLength(1);
    expect(errorSchema.files?.[0]?.id?.__errors).toHaveLength(1);
    expect(formValidator.validateFormData({ title: 'Aid', files: [{ id: 3 }] }, schema).errors).toEqual([]);
  });

  it('merges customValidate’s errors, given the data with its defaults', () => {
    const withDefault: RJSFSchema = { type: 'object', properties: { count: { type: 'integer', default: 2 } } };
    const { errors, errorSchema } = formValidator.validateFormData({}, withDefault, (data, errorHandler) => {
      if ((data as { count: number }).count === 2) errorHandler.count!.addError('two');
      return errorHandler;
    });
    expect(errors).toEqual([expect.objectContaining({ property: '.count', message: 'two' })]);
    expect(errorSchema.count?.__errors).toEqual(['two']);
  });

  it('isValid picks oneOf options and if/then branches, resolving $ref in the root schema', () => {
    const root: RJSFSchema = {
      definitions: { kwd: { type: 'string', pattern: '^KWD/' } },
      type: 'object',
      properties: {
        amount: { oneOf: [{ $ref: '#/definitions/kwd' }, { type: 'number' }] },
        kind: { type: 'string', enum: ['person', 'body'] },
      },
      if: { properties: { kind: { const: 'body' } } },
      then: { properties: { licence: { type: 'string', title: 'licence' } } },
      else: { properties: { passport: { type: 'string', title: 'passport' } } },
    };
    const options = (root.properties!.amount as RJSFSchema).oneOf as RJSFSchema[];
    expect(getFirstMatchingOption(formValidator, 'KWD/1.500', options, root)).toBe(0);
    expect(getFirstMatchingOption(formValidator, 12, options, root)).toBe(1);
    expect(formValidator.isValid({ $ref: '#/definitions/kwd' }, 'USD/1', root)).toBe(false);
    expect(Object.keys(retrieveSchema(formValidator, root, root, { kind: 'body' }).properties!)).toContain('licence');
    expect(Object.keys(retrieveSchema(formValidator, root, root, { kind: 'person' }).properties!)).toContain('passport');
  });

  it('reports a schema it cannot use instead of passing the data', () => {
    const broken = { type: 'object', properties: { a: { $ref: '#/definitions/missing' } } } as RJSFSchema;
    expect(formValidator.rawValidation(broken, { a: 1 }).validationError).toBeInstanceOf(Error);
    expect(formValidator.validateFormData({ a: 1 }, broken).errorSchema.$schema?.__errors).toHaveLength(1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(formValidator.isValid(broken, { a: 1 }, broken)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('no code made from text', () => {
  const original = globalThis.Function;
  afterEach(() => {
    globalThis.Function = original;
  });

  it('validating every form, Function is never called (the CSP would refuse it)', () => {
    let calls = 0;
    globalThis.Function = new Proxy(original, {
      construct: (target, args) => ((calls += 1), Reflect.construct(target, args)),
      apply: (target, self, args) => ((calls += 1), Reflect.apply(target, self, args)),
    });
    for (const schema of formSchemas) {
      for (const data of fc.sample(formDataFor(schema as never), 20)) formValidator.validateFormData(data, schema);
    }
    expect(calls).toBe(0);
  });
});
