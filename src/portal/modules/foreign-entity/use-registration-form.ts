import { useFormDefinition, type FormName } from '../../runtime/forms/use-dynamic-form.ts';

/** The dynamic form holding the registration details of foreign entities. */
export const REGISTRATION_FORM: FormName = 'foreign_entity';

/**
 * The registration form of one entity: definitions (`form-tabs/`, `form-fields/`) and the entity's
 * values (`form-values/?record=<entity>`); `error` when a call is refused (404: not the caller's).
 */
export function useRegistrationForm(entity: number, enabled: boolean) {
  return useFormDefinition(REGISTRATION_FORM, entity, enabled);
}
