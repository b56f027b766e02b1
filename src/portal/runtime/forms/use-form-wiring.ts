import type Form from '@rjsf/core';
import { withTheme } from '@rjsf/core';
import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import { createElement, useCallback, useEffect, useMemo, useRef, useState, type ComponentProps, type FormEvent, type Ref } from 'react';
import { useFieldErrorsState } from './field-errors-state.ts';
import type { FormRuntimeContext } from './form-context.ts';
import type { FormTranslation } from './form-translation.ts';
import { formValidator } from './form-validation.ts';
import type { FormValuesStore } from './form-values-store.ts';
import { loadPhoneNumbers, phoneNumbersPending } from './phone-numbers.ts';
import { usePointerSafeValidation } from './pointer-safe-validation.ts';
import { summaryEntries } from './summary-entries.ts';
import { fluentTheme } from './theme/registry.ts';
import { useWidgetsReady } from './theme/widgets-ready.ts';
import { useValidationGate } from './validation-gate.ts';

const FluentForm = withTheme(fluentTheme);

/**
 * RJSF's `Form` with our Fluent theme: what both form runtimes draw, once the theme's lazy widgets
 * it names (and the phone numbers, when a phone field holds a value) have loaded — nothing until then.
 */
export function ThemedForm(props: ComponentProps<typeof FluentForm> & { ref?: Ref<Form> }) {
  const ready = useWidgetsReady(props.schema, props.uiSchema, props.formData ?? props.initialFormData);
  return ready ? createElement(FluentForm, props) : null;
}

/** The uiSchema's submit button: its text, disabled while the form is being sent. */
export const submitButton = (submitText: string, submitting: boolean) => ({ 'ui:submitButtonOptions': { submitText, props: { disabled: submitting } } });

export type FormWiringInput = {
  /** The form's top-level fields: the validation gate, the server's errors and the summary follow them. */
  fields: readonly string[];
  /** field → message, from a 400 answer's `fields`. */
  serverErrors?: Record<string, string>;
  /** A message about the whole form. */
  formError?: string;
  /** The current values, for widgets that follow another field. */
  values: FormValuesStore;
  translation: FormTranslation;
  /** Our messages for RJSF's errors; the gate then hides those of fields not reached yet. */
  messages: (errors: RJSFValidationError[]) => RJSFValidationError[];
  /** Brings a field into view before the focus goes to the summary (a dynamic form opens its tab). */
  reveal?: (field: string) => void;
};

/**
 * The RJSF wiring `SchemaForm` and `DynamicFormView` share: the validator, translated messages shown
 * per the validation gate, blur validation that waits for the pointer, server and widget errors
 * (`extraErrors`), the error summary taking the focus after a failed submit or a new server answer,
 * and messages checked again in a new language. The component spreads `frameProps` on its wrapper
 * and `formProps` on `ThemedForm`, renders the summary from `summary(uiSchema)` and `focusKey`, and
 * calls `submitted()` first in its `onSubmit`.
 */
export function useFormWiring({ fields, serverErrors, formError, values, translation, messages, reveal }: FormWiringInput) {
  const gate = useValidationGate(fields);
  const extra = useFieldErrorsState(serverErrors, fields);
  const [submitErrors, setSubmitErrors] = useState<RJSFValidationError[]>([]);
  const [focusKey, setFocusKey] = useState(0);
  const formRef = useRef<Form>(null);
  const pointer = usePointerSafeValidation(formRef);
  const transformErrors = useCallback((errors: RJSFValidationError[]) => messages(errors).filter(gate.shows), [messages, gate]);
  const formContext = useMemo<FormRuntimeContext>(() => ({ setFieldError: extra.setFieldError, values }), [extra.setFieldError, values]);

  // A new server answer brings its first refused field into view and takes the focus to the summary,
  // as a failed submit does (adjusted while rendering, React's way to follow a prop, not in an effect).
  const [answer, setAnswer] = useState({ serverErrors, formError });
  if (answer.serverErrors !== serverErrors || answer.formError !== formError) {
    setAnswer({ serverErrors, formError });
    if (formError || Object.keys(serverErrors ?? {}).length > 0) {
      const first = fields.find((field) => serverErrors?.[field]);
      if (first) reveal?.(first);
      setFocusKey((key) => key + 1);
    }
  }
  // Messages shown before a language switch are validated again in the new language.
  const { language, translateString } = translation;
  useEffect(() => {
    if (gate.reached() && formRef.current && formRef.current.validateForm()) setSubmitErrors([]);
  }, [language, gate]);

  const onError = (errors: RJSFValidationError[]) => {
    if (gate.attempted()) setSubmitErrors(errors);
    if (gate.takeSubmit()) {
      const first = errors[0]?.property?.replace(/^\./, '');
      if (first) reveal?.(first);
      setFocusKey((key) => key + 1);
    }
  };
  // What a phone field gives the form waits for the phone numbers (phone-numbers.ts): a submit made
  // while they are coming goes on once they are there, with what was typed.
  const onSubmitCapture = (event: FormEvent<HTMLElement>) => {
    if (!phoneNumbersPending()) {
      gate.onSubmitAttempt();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    const form = event.target as HTMLFormElement;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    loadPhoneNumbers().then(
      () => form.requestSubmit(submitter),
      () => undefined, // the phone field's next focus fetches them again
    );
  };
  return {
    /** Hides a field's server or widget error once the user changes the field. */
    dismiss: extra.dismiss,
    focusKey,
    /** The summary's entries; `uiSchema` gives the fields' labels. */
    summary: (uiSchema: UiSchema) => summaryEntries(submitErrors, extra.messages, formError, fields, uiSchema),
    /** A valid submit: the attempt is taken and the summary's schema errors are cleared. */
    submitted: () => {
      gate.takeSubmit();
      setSubmitErrors([]);
    },
    frameProps: { onSubmitCapture, onPointerDownCapture: pointer.onPointerDownCapture, onBlur: pointer.onBlur },
    formProps: {
      ref: formRef,
      validator: formValidator,
      formContext,
      translateString,
      transformErrors,
      extraErrors: extra.extraErrors,
      liveValidate: pointer.liveValidate,
      noHtml5Validate: true,
      showErrorList: false as const,
      onBlur: gate.onBlur,
      onError,
    },
  };
}
