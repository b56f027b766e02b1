import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import type Form from '@rjsf/core';
import { withTheme } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldIdOf, keepVisible, toJsonSchema, toUiSchema, type DynamicField, type FormTab } from '../../../shared/dynamic-forms/index.ts';
import { dynamicFieldMessages } from './dynamic-validation.ts';
import ErrorSummary from './error-summary.tsx';
import { useFieldErrorsState } from './field-errors-state.ts';
import type { FormRuntimeContext } from './form-context.ts';
import { createFormValuesStore } from './form-values-store.ts';
import { formValidator } from './form-validation.ts';
import type { Translate } from './schema-to-form.ts';
import { summaryEntries } from './summary-entries.ts';
import { fluentTheme } from './theme/registry.ts';
import { createTranslateString } from './translate-string.ts';
import { usePointerSafeValidation } from './pointer-safe-validation.ts';
import { useValidationGate } from './validation-gate.ts';

const ThemedForm = withTheme(fluentTheme);
// Forms with many tabs wrap them onto more lines rather than cutting them off on a phone.
const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL }, tabs: { flexWrap: 'wrap' } });

type Values = Record<string, unknown>;

export type DynamicFormViewProps = {
  tabs: FormTab[];
  fields: DynamicField[];
  /** Stored values, as form data (`field_<id>` → value). */
  initialValues?: Values;
  /** field → translated message, from a 400 answer's `fields`. */
  serverErrors?: Record<string, string>;
  formError?: string;
  /** Gets the values of the fields that show (hidden ones are cleared). */
  onSubmit: (values: Values) => void;
  submitting?: boolean;
  /** The record the values belong to (file uploads send it as `foreign_entity`). */
  record?: number;
};

/**
 * A server-driven form: the converter's schema (one object per definition version, so the validator
 * prepares it once), one tab at a time, conditional fields shown only while their condition holds
 * (a field that stops showing loses its value), validation on blur and submit with the shared rules.
 */
export default function DynamicFormView({ tabs, fields, initialValues = {}, serverErrors, formError, onSubmit, submitting = false, record }: DynamicFormViewProps) {
  const { t: tr, i18n } = useTranslation();
  const styles = useStyles();
  const language = i18n.language;
  const translate = useMemo<Translate>(() => {
    const fixed = i18n.getFixedT(language);
    return (key, options) => fixed(key, options ?? {}) as string;
  }, [i18n, language]);
  const converted = useMemo(() => toJsonSchema(fields, tabs), [fields, tabs]);
  const keys = useMemo(() => Object.keys(converted.schema.properties ?? {}), [converted]);
  const [values, setValues] = useState<Values>(() => keepVisible(converted.fields, initialValues));
  const valuesRef = useRef(values);
  const [store] = useState(() => createFormValuesStore(values));
  const [activeTab, setActiveTab] = useState<number | undefined>(converted.tabs[0]?.id);
  const uiSchema = useMemo(
    () => ({ ...toUiSchema(converted, language, values, { activeTab, record }), 'ui:submitButtonOptions': { submitText: tr('forms.dynamic.submit'), props: { disabled: submitting } } }),
    [converted, language, values, activeTab, record, submitting, tr],
  );
  const translateString = useMemo(() => createTranslateString({ t: translate, exists: (key) => i18n.exists(key, { lng: language }) }), [i18n, language, translate]);
  const gate = useValidationGate(keys);
  const extra = useFieldErrorsState(serverErrors, keys);
  const [submitErrors, setSubmitErrors] = useState<RJSFValidationError[]>([]);
  const [focusKey, setFocusKey] = useState(0);
  const formRef = useRef<Form>(null);
  const pointer = usePointerSafeValidation(formRef);
  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) => dynamicFieldMessages(errors, converted.fields, valuesRef.current, translate).filter(gate.shows),
    [converted, translate, gate],
  );
  const formContext = useMemo<FormRuntimeContext>(() => ({ setFieldError: extra.setFieldError, values: store }), [extra.setFieldError, store]);
  const tabOf = (key: string) => converted.fields.find((field) => field.id === fieldIdOf(key))?.form_tab;

  // A new server answer opens the tab of its first refused field and takes the focus to the summary
  // (adjusted while rendering, React's way to follow a prop, rather than in an effect).
  const [answer, setAnswer] = useState({ serverErrors, formError });
  if (answer.serverErrors !== serverErrors || answer.formError !== formError) {
    setAnswer({ serverErrors, formError });
    if (formError || Object.keys(serverErrors ?? {}).length > 0) {
      const first = keys.find((key) => serverErrors?.[key]);
      if (first) setActiveTab(tabOf(first));
      setFocusKey((key) => key + 1);
    }
  }

  // Messages shown before a language switch are validated again in the new language.
  useEffect(() => {
    if (gate.reached() && formRef.current && formRef.current.validateForm()) setSubmitErrors([]);
  }, [language, gate]);

  const onChange = ({ formData }: { formData?: Values }, id?: string) => {
    const next = keepVisible(converted.fields, formData ?? {});
    valuesRef.current = next;
    store.set(next);
    setValues(next);
    const key = id && keys.find((k) => id === `root_${k}` || id.startsWith(`root_${k}_`));
    if (key) extra.dismiss(key);
  };
  const onError = (errors: RJSFValidationError[]) => {
    if (gate.attempted()) setSubmitErrors(errors);
    if (gate.takeSubmit()) {
      const first = errors[0]?.property?.replace(/^\./, '');
      if (first) setActiveTab(tabOf(first));
      setFocusKey((key) => key + 1);
    }
  };
  const submit = ({ formData }: { formData?: Values }) => {
    gate.takeSubmit();
    setSubmitErrors([]);
    onSubmit(keepVisible(converted.fields, formData ?? {}));
  };

  return (
    <div className={styles.root} onSubmitCapture={gate.onSubmitAttempt}
      onPointerDownCapture={pointer.onPointerDownCapture}
      onBlurCapture={pointer.onBlurCapture}>
      <ErrorSummary entries={summaryEntries(submitErrors, extra.messages, formError, keys, uiSchema)} focusKey={focusKey} />
      {converted.tabs.length > 1 && (
        <TabList className={styles.tabs} aria-label={tr('forms.dynamic.tabs')} selectedValue={String(activeTab)} onTabSelect={(_, data) => setActiveTab(Number(data.value))}>
          {converted.tabs.map((tab) => (
            <Tab key={tab.id} value={String(tab.id)}>{(language === 'ar' ? tab.name_ar : tab.name_en) || tab.name_en}</Tab>
          ))}
        </TabList>
      )}
      <ThemedForm
        ref={formRef}
        schema={converted.schema as RJSFSchema}
        uiSchema={uiSchema}
        validator={formValidator}
        formData={values}
        formContext={formContext}
        translateString={translateString}
        transformErrors={transformErrors}
        extraErrors={extra.extraErrors}
        liveValidate={pointer.liveValidate}
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
