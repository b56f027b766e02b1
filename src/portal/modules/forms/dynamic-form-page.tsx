import DynamicForm from '../../runtime/forms/dynamic-form.tsx';

/** The demo server-driven form (definitions from `form-tabs/` and `form-fields/`, form `demo`). */
export default function DynamicFormPage() {
  return <DynamicForm form="demo" />;
}
