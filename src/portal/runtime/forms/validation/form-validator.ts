/**
 * RJSF 6's validator contract (`ValidatorType` of @rjsf/utils) on `checkSchema`: what `Form` calls to
 * validate (`validateFormData`), to pick `oneOf`/`anyOf` options and `if`/`then` branches
 * (`isValid`), and the raw errors (`rawValidation`). Errors reach `transformErrors` in the shape
 * @rjsf/validator-ajv8 gives them (`name`, `property`, `params`, `message`, `stack`).
 */
import {
  createErrorHandler, getDefaultFormState, toErrorSchema, unwrapErrorHandler, validationDataMerge,
  type CustomValidator, type ErrorSchema, type ErrorTransformer, type FormContextType, type RJSFSchema,
  type RJSFValidationError, type StrictRJSFSchema, type UiSchema, type ValidationData, type ValidatorType,
} from '@rjsf/utils';
import { checkSchema, forgetRootSchema, type SchemaCheckError } from './schema-check.ts';

/** An Ajv-shaped error as RJSF lists it: `.a.b` paths; a missing property's path ends with its name. */
function toRjsfError({ keyword, instancePath, params, message }: SchemaCheckError): RJSFValidationError {
  const path = instancePath.replace(/\//g, '.');
  const property = 'missingProperty' in params ? (path ? `${path}.${String(params.missingProperty)}` : String(params.missingProperty)) : path;
  return { name: keyword, property, message, params, stack: `${property} ${message}`.trim() };
}

/** The portal's form validator: no code generated at run time, the server's verdicts. */
export class FormValidator<T = unknown, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = FormContextType> implements ValidatorType<T, S, F> {
  /** The errors as the schema check finds them (Ajv's shape), or why the schema could not be used. */
  rawValidation<Result = SchemaCheckError>(schema: S, formData?: T): { errors?: Result[]; validationError?: Error } {
    try {
      const errors = checkSchema(schema, formData);
      return { errors: errors.length ? (errors as Result[]) : undefined };
    } catch (error) {
      return { validationError: error as Error };
    }
  }

  /** The form's errors: listed, through `transformErrors`, as an error schema, merged with `customValidate`'s. */
  validateFormData(formData: T | undefined, schema: S, customValidate?: CustomValidator<T, S, F>, transformErrors?: ErrorTransformer<T, S, F>, uiSchema?: UiSchema<T, S, F>): ValidationData<T> {
    const { errors: raw = [], validationError } = this.rawValidation<SchemaCheckError>(schema, formData);
    let errors = raw.map(toRjsfError);
    if (validationError) errors.push({ stack: validationError.message });
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    let errorSchema: ErrorSchema<T> = toErrorSchema<T>(errors);
    if (validationError) errorSchema = { ...errorSchema, $schema: { __errors: [validationError.message] } } as ErrorSchema<T>;
    if (typeof customValidate !== 'function') return { errors, errorSchema };
    // As @rjsf/validator-ajv8: customValidate sees the data with its defaults, undefined values included.
    const withDefaults = getDefaultFormState<T, S, F>(this, schema, formData, schema, true) as T;
    const handler = customValidate(withDefaults, createErrorHandler<T>(withDefaults), uiSchema, errorSchema);
    return validationDataMerge<T>({ errors, errorSchema }, unwrapErrorHandler<T>(handler));
  }

  /** Whether `formData` meets `schema`, a part of `rootSchema` (its `$ref`s point there); false for a schema it cannot use. */
  isValid(schema: S, formData: T | undefined, rootSchema: S): boolean {
    try {
      return checkSchema(schema, formData, rootSchema).length === 0;
    } catch (error) {
      console.warn('Error encountered checking schema:', error);
      return false;
    }
  }

  /** Forgets the registered root schema (RJSF's tests reset validators between cases). */
  reset(): void {
    forgetRootSchema();
  }
}
