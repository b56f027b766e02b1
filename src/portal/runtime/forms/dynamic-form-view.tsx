import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { useCallback, useMemo, useRef, useState } from 'react';
import { fieldIdOf, keepVisible, toJsonSchema, toUiSchema, type DynamicField, type FormTab } from '../../../shared/dynamic-forms/index.ts';
import { dynamicFieldMessages } from './dynamic-validation.ts';
import ErrorSummary from './error-summary.tsx';
import { createFormValuesStore } from './form-values-store.ts';
import { useFormTranslation } from './form-translation.ts';
import { submitButton, ThemedForm, useFormWiring } from './use-form-wiring.ts';

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
  const styles = useStyles();
  const translation = useFormTranslation();
  const { language, translate } = translation;
  const converted = useMemo(() => toJsonSchema(fields, tabs), [fields, tabs]);
  const keys = useMemo(() => Object.keys(converted.schema.properties ?? {}), [converted]);
  const [values, setValues] = useState<Values>(() => keepVisible(converted.fields, initialValues));
  const valuesRef = useRef(values);
  const [store] = useState(() => createFormValuesStore(values));
  const [activeTab, setActiveTab] = useState<number | undefined>(converted.tabs[0]?.id);
  const uiSchema = useMemo(
    () => ({ ...toUiSchema(converted, language, values, { activeTab, record }), ...submitButton(translate('forms.dynamic.submit'), submitting) }),
    [converted, language, values, activeTab, record, submitting, translate],
  );
  const messages = useCallback(
    (errors: RJSFValidationError[]) => dynamicFieldMessages(errors, converted.fields, valuesRef.current, translate),
    [converted, translate],
  );
  // The summary's field, or the first refused one, is on its tab: that tab opens.
  const reveal = (key: string) => setActiveTab(converted.fields.find((field) => field.id === fieldIdOf(key))?.form_tab);
  const wiring = useFormWiring({ fields: keys, serverErrors, formError, values: store, translation, messages, reveal });

  const onChange = ({ formData }: { formData?: Values }, id?: string) => {
    const next = keepVisible(converted.fields, formData ?? {});
    valuesRef.current = next;
    store.set(next);
    setValues(next);
    const key = id && keys.find((k) => id === `root_${k}` || id.startsWith(`root_${k}_`));
    if (key) wiring.dismiss(key);
  };
  const submit = ({ formData }: { formData?: Values }) => {
    wiring.submitted();
    onSubmit(keepVisible(converted.fields, formData ?? {}));
  };

  return (
    <div className={styles.root} {...wiring.frameProps}>
      <ErrorSummary entries={wiring.summary(uiSchema)} focusKey={wiring.focusKey} />
      {converted.tabs.length > 1 && (
        <TabList className={styles.tabs} aria-label={translate('forms.dynamic.tabs')} selectedValue={String(activeTab)} onTabSelect={(_, data) => setActiveTab(Number(data.value))}>
          {converted.tabs.map((tab) => (
            <Tab key={tab.id} value={String(tab.id)}>{(language === 'ar' ? tab.name_ar : tab.name_en) || tab.name_en}</Tab>
          ))}
        </TabList>
      )}
      <ThemedForm {...wiring.formProps} schema={converted.schema as RJSFSchema} uiSchema={uiSchema} formData={values} onChange={onChange} onSubmit={submit} />
    </div>
  );
}
