import DynamicForm from '../../runtime/forms/dynamic-form.tsx';
import { useT } from '../../lib/i18n.ts';
import { EntityPageFrame } from './entity-page-frame.tsx';
import { REGISTRATION_FORM } from './use-registration-form.ts';

/**
 * `sforeign_entity/edit/{id}`: the ministry edits the values of the entity's registration form
 * (the server-driven form `foreign_entity`, record = the entity), checked by the same rules as the
 * entity's own submission.
 */
export default function RegistrationFormEditPage() {
  const { t } = useT();
  return <EntityPageFrame title={t('foreign_entity.titles.form_edit')}>{(entity) => <DynamicForm form={REGISTRATION_FORM} record={entity.id} />}</EntityPageFrame>;
}
