import { useSession } from '../../app/session-context.tsx';
import DynamicForm from '../../runtime/forms/dynamic-form.tsx';

/**
 * The demo server-driven form (definitions from `form-tabs/`, `form-fields/`, form `demo`). Its
 * record is the signed-in user's own, as the server assumes when none is named; naming it lets the
 * file uploads carry it as `foreign_entity`, as a foreign entity's registration form will.
 */
export default function DynamicFormPage() {
  const { user } = useSession();
  return <DynamicForm form="demo" record={user?.id ?? undefined} />;
}
