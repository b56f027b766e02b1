import type Form from '@rjsf/core';
import { withTheme } from '@rjsf/core';
import type { RJSFValidationError } from '@rjsf/utils';
import { deepEquals } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '../../../shared/spec-model.ts';
import type { FormScreen } from '../../lib/screen-descriptors.ts';
import ErrorSummary from './error-summary.tsx';
import { useFieldErrorsState } from './field-errors-state.ts';
import { fieldOfId } from './field-ids.ts';
import type { FormRuntimeContext } from './form-context.ts';
import { createFormValuesStore } from './form-values-store.ts';
import { formValidator, toFieldMessages } from './form-validation.ts';
import { withReadOnly } from './read-only-fields.ts';
import { schemaToForm, type Translate } from './schema-to-form.ts';
import { summaryEntries } from './summary-entries.ts';
import { fluentTheme } from './theme/registry.ts';
import { createTranslateString } from './translate-string.ts';
import { usePointerSafeValidation } from './pointer-safe-validation.ts';
import { useValidationGate } from './validation-gate.ts';

const ThemedForm = withTheme(fluentTheme);
// `minItems: 1` marks a required list, which RJSF would otherwise start with an empty item; a
// `const` (an "I confirm" switch) is for the user to set, not a default; and an object without
// defaults (a yes/no, a date range) stays absent until used, as the server sees it, so a missing
// required one gets its rule's message ("It is mandatory to select Yes or No").
const DEFAULTS = { arrayMinItems: { populate: 'never' as const }, constAsDefaults: 'never' as const, emptyObjectFields: 'skipEmptyDefaults' as const };

type FormData = Record<string, unknown>;
const NO_FIELDS: readonly string[] = [];

export type SchemaFormProps = {
  /** The entity's resolved JSON Schema (`entitySchemas[...]`). */
  schema: JsonSchema;
  screen: FormScreen;
  /** The record being edited, if any. */
  formData?: FormData;
  /** field → translated message, from a 400 answer's `fields`. */
  serverErrors?: Record<string, string>;
  /** A message about the whole form (a 400 without `fields`, a failed call). */
  formError?: string;
  /** Gets the valid data of the form's fields only. */
  onSubmit: (data: FormData) => void;
  submitting?: boolean;
  /** Fields shown read-only for the signed-in user type (`readOnly` in spec/access). */
  readOnlyFields?: readonly string[];
};

/** An RJSF form for a form screen: Fluent theme, spec messages, blur/submit validation and the error summary. */
export default function SchemaForm({ schema, screen, formData, serverErrors, formError, onSubmit, submitting = false, readOnlyFields = NO_FIELDS }: SchemaFormProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const translate = useMemo<Translate>(() => {
    const fixed = i18n.getFixedT(language);
    return (key, options) => fixed(key, options ?? {}) as string;
  }, [i18n, language]);
  const form = useMemo(() => schemaToForm(schema, screen, translate, language), [schema, screen, translate, language]);
  const translateString = useMemo(
    () => createTranslateString({ t: translate, exists: (key) => i18n.exists(key, { lng: language }) }),
    [i18n, language, translate],
  );
  const gate = useValidationGate(form.fields);
  const extra = useFieldErrorsState(serverErrors, form.fields);
  const [submitErrors, setSubmitErrors] = useState<RJSFValidationError[]>([]);
  const [focusKey, setFocusKey] = useState(0);
  const formRef = useRef<Form>(null);
  const pointer = usePointerSafeValidation(formRef);
  const lastData = useRef<FormData | undefined>(formData);
  const [values] = useState(() => createFormValuesStore(formData));

  const transformErrors = useCallback((errors: RJSFValidationError[]) => toFieldMessages(errors, translate, form.schema).filter(gate.shows), [translate, gate, form.schema]);
  const formContext = useMemo<FormRuntimeContext>(() => ({ setFieldError: extra.setFieldError, values }), [extra.setFieldError, values]);
  const uiSchema = useMemo(
    () => ({ ...withReadOnly(form.uiSchema, readOnlyFields), 'ui:submitButtonOptions': { submitText: translate('common.actions.save'), props: { disabled: submitting } } }),
    [form.uiSchema, readOnlyFields, submitting, translate],
  );

  // A new server answer takes the focus to the summary, as a failed submit does (adjusted while
  // rendering, React's way to follow a prop, rather than in an effect that renders twice).
  const [answer, setAnswer] = useState({ serverErrors, formError });
  if (answer.serverErrors !== serverErrors || answer.formError !== formError) {
    setAnswer({ serverErrors, formError });
    if (formError || Object.keys(serverErrors ?? {}).length > 0) setFocusKey((key) => key + 1);
  }
  // Messages shown before a language switch are validated again in the new language.
  useEffect(() => {
    if (gate.reached() && formRef.current && formRef.current.validateForm()) setSubmitErrors([]);
  }, [language, gate]);

  const onChange = (event: { formData?: FormData }, id?: string) => {
    const field = id && fieldOfId(id, form.fields);
    if (field && !deepEquals(event.formData?.[field], lastData.current?.[field])) extra.dismiss(field);
    lastData.current = event.formData;
    values.set(event.formData);
  };
  const onError = (errors: RJSFValidationError[]) => {
    if (gate.attempted()) setSubmitErrors(errors);
    if (gate.takeSubmit()) setFocusKey((key) => key + 1);
  };
  const submit = ({ formData: data }: { formData?: FormData }) => {
    gate.takeSubmit();
    setSubmitErrors([]);
    onSubmit(Object.fromEntries(form.fields.filter((field) => data?.[field] !== undefined).map((field) => [field, data?.[field]])));
  };

  return (
    <div onSubmitCapture={gate.onSubmitAttempt}
      onPointerDownCapture={pointer.onPointerDownCapture}
      onBlurCapture={pointer.onBlurCapture}>
      <ErrorSummary entries={summaryEntries(submitErrors, extra.messages, formError, form.fields, form.uiSchema)} focusKey={focusKey} />
      <ThemedForm
        ref={formRef}
        schema={form.schema}
        uiSchema={uiSchema}
        validator={formValidator}
        initialFormData={formData}
        formContext={formContext}
        translateString={translateString}
        transformErrors={transformErrors}
        extraErrors={extra.extraErrors}
        liveValidate={pointer.liveValidate}
        experimental_defaultFormStateBehavior={DEFAULTS}
        noHtml5Validate
        showErrorList={false}
        onBlur={gate.onBlur}
        onChange={onChange}
        onError={onError}
        onSubmit={submit}
      />
    </div>
  );
}
