import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operationSchemas } from '../../../generated/api/operation-schemas.ts';
import { entitySchemas } from '../../../generated/entities/schemas.ts';
import { screens } from '../../../generated/screens/references.ts';
import { i18n } from '../../../src/portal/lib/i18n.ts';
import { formValidator, toFieldMessages } from '../../../src/portal/runtime/forms/form-validation.ts';
import { convertForm } from '../../../src/portal/runtime/forms/schema-to-form.ts';
import type { FormScreen } from '../../../src/portal/lib/screen-descriptors.ts';
import { fieldErrors } from '../../../src/shared/validation/field-errors.ts';

const t = (key: string, options?: Record<string, unknown>) => i18n.getFixedT('en')(key, options ?? {}) as string;
const addScreen = screens.find((screen) => screen.name === 'references.add') as FormScreen;
const valid = { published_date: '2024-05-01', user_types: ['le'] };

// Server style: the operation's body schema as codegen emits it, on Ajv 2020 with formats.
const serverAjv = new Ajv2020({ allErrors: true, strict: false });
addFormats(serverAjv);
const validateBody = serverAjv.compile(operationSchemas.createReference!.body!);

function serverVerdict(title: unknown): string | undefined {
  validateBody({ ...valid, title });
  const error = fieldErrors(validateBody.errors ?? []).find((entry) => entry.field === 'title');
  return error && t(error.key, error.params);
}

// Portal: what the form sends (an emptied input is absent) through the form's validator and messages.
const { schema } = convertForm(entitySchemas.reference, addScreen, t);
function portalVerdict(title: unknown): string | undefined {
  const data = { ...valid, ...(title === '' || title === undefined ? {} : { title }) };
  const { errors } = formValidator.validateFormData(data, schema, undefined, (raw) => toFieldMessages(raw, t));
  return errors.find((error) => error.property === '.title')?.message;
}

describe('title: portal and server give the same verdict', () => {
  it('for arbitrary strings and numbers', () => {
    const titles = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.string({ minLength: 245, maxLength: 255 }),
      fc.string({ unit: 'binary', minLength: 120, maxLength: 260 }),
      fc.integer(),
      fc.double(),
      fc.constantFrom('', undefined, ' ', 'a'.repeat(250), 'a'.repeat(251)),
    );
    fc.assert(
      fc.property(titles, (title) => {
        expect(portalVerdict(title)).toBe(serverVerdict(title));
      }),
      { numRuns: 300 },
    );
  });

  it('and the verdicts are the spec texts', () => {
    expect(portalVerdict('')).toBe('This field is required');
    expect(portalVerdict('a'.repeat(251))).toBe('Enter at most 250 characters');
    expect(portalVerdict(5)).toBe('This value is not valid');
    expect(portalVerdict('Annual report')).toBeUndefined();
  });
});
