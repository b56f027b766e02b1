import { deepEquals, type RJSFValidationError } from '@rjsf/utils';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { JsonSchema } from '../../../shared/spec-model.ts';
import type { FormScreen } from '../../lib/screen-descriptors.ts';
import ErrorSummary from './error-summary.tsx';
import { FormButtons } from './form-buttons.tsx';
import { fieldOfId } from './field-ids.ts';
import { createFormValuesStore } from './form-values-store.ts';
import { useFormTranslation } from './form-translation.ts';
import { toFieldMessages } from './form-validation.ts';
import { withReadOnly } from './read-only-fields.ts';
import { schemaToForm } from './schema-to-form.ts';
import { submitButton, ThemedForm, useFormWiring } from './use-form-wiring.ts';

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
  /** The submit button's text (a step's "Next"); "Save" by default. */
  submitText?: string;
  /** A second button after it (a step's "Back"): its text, and what it does with the values as they are, unchecked. */
  secondary?: { text: string; onClick: (data: FormData) => void };
};

/** An RJSF form for a form screen: Fluent theme, spec messages, blur/submit validation and the error summary. */
export default function SchemaForm({ schema, screen, formData, serverErrors, formError, onSubmit, submitting = false, readOnlyFields = NO_FIELDS, submitText, secondary }: SchemaFormProps) {
  const translation = useFormTranslation();
  const { language, translate } = translation;
  const form = useMemo(() => schemaToForm(schema, screen, translate, language), [schema, screen, translate, language]);
  const lastData = useRef<FormData | undefined>(formData);
  const [values] = useState(() => createFormValuesStore(formData));
  const messages = useCallback((errors: RJSFValidationError[]) => toFieldMessages(errors, translate, form.schema, form.uiSchema), [translate, form.schema, form.uiSchema]);
  const wiring = useFormWiring({ fields: form.fields, serverErrors, formError, values, translation, messages });
  const uiSchema = useMemo(
    () => ({ ...withReadOnly(form.uiSchema, readOnlyFields), ...submitButton(submitText ?? translate('common.actions.save'), submitting) }),
    [form.uiSchema, readOnlyFields, submitting, submitText, translate],
  );
  const ownFields = (data: FormData | undefined) => Object.fromEntries(form.fields.filter((field) => data?.[field] !== undefined).map((field) => [field, data?.[field]]));

  const onChange = (event: { formData?: FormData }, id?: string) => {
    const field = id && fieldOfId(id, form.fields);
    if (field && !deepEquals(event.formData?.[field], lastData.current?.[field])) wiring.dismiss(field);
    lastData.current = event.formData;
    values.set(event.formData);
  };
  const submit = ({ formData: data }: { formData?: FormData }) => {
    wiring.submitted();
    onSubmit(ownFields(data));
  };

  return (
    <div {...wiring.frameProps}>
      <ErrorSummary entries={wiring.summary(form.uiSchema)} focusKey={wiring.focusKey} />
      <ThemedForm
        {...wiring.formProps}
        schema={form.schema}
        uiSchema={uiSchema}
        initialFormData={formData}
        experimental_defaultFormStateBehavior={DEFAULTS}
        onChange={onChange}
        onSubmit={submit}
      >
        {secondary && <FormButtons submitText={uiSchema['ui:submitButtonOptions'].submitText} submitting={submitting} secondary={secondary.text} onSecondary={() => secondary.onClick(ownFields(lastData.current))} />}
      </ThemedForm>
    </div>
  );
}
