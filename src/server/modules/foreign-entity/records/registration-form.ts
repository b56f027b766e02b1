/**
 * The registration details of a foreign entity are the server-driven form `foreign_entity`
 * (form-tabs/, form-fields/, values per entity in form-values/). Its definitions are seeded from
 * seed/registration-form.ts and ministry admins change them through the API.
 */
import type { Queryable } from '../../../db/database.ts';
import { toFormData, validateFormValues } from '../../../../shared/dynamic-forms/index.ts';
import { badRequest } from '../../../platform/errors.ts';
import { loadFormDefinition } from '../../../platform/forms/definitions-repository.ts';
import { valuesRepository } from '../../../platform/forms/values-repository.ts';

/** The dynamic form's name. */
export const REGISTRATION_FORM = 'foreign_entity';

/** Refuses (400 `form_incomplete`, one message per field) while the entity's stored form values break a rule. */
export async function requireCompleteRegistration(q: Queryable, entityId: number): Promise<void> {
  const { fields } = await loadFormDefinition(q, REGISTRATION_FORM);
  const stored = await valuesRepository(q).list({ form: REGISTRATION_FORM, record: entityId });
  const errors = validateFormValues(fields, toFormData(fields, stored.map((row) => ({ field: row.field, value: row.value, extra: row.extra }))));
  if (errors.length) throw badRequest('form_incomplete', Object.fromEntries(errors.map(({ field, key, params }) => [field, params ? { key, params } : { key }])));
}
