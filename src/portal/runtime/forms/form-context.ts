import type { FormValuesStore } from './form-values-store.ts';

/** What `SchemaForm` and `DynamicFormView` hand every widget through RJSF's `formContext`. */
export type FormRuntimeContext = {
  /** Shows an error under the field with this RJSF id (a refused upload, say); `undefined` clears it. */
  setFieldError: (id: string, message?: string) => void;
  /** The form's current values, for widgets that depend on another field (`ui:options.dependsOn`). */
  values?: FormValuesStore;
};
