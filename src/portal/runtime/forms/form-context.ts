/** What `SchemaForm` hands every widget through RJSF's `formContext`. */
export type FormRuntimeContext = {
  /** Shows an error under the field with this RJSF id (a refused upload, say); `undefined` clears it. */
  setFieldError: (id: string, message?: string) => void;
};
