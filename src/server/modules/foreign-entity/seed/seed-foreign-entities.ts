/** Seeds licence types, the registration form and the demo foreign entities (inside the demo seed's transaction). */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/database.ts';
import { entityBinding } from '../../../platform/resources/entities.ts';
import { recordsRepository } from '../../../platform/resources/records-repository.ts';
import { REGISTRATION_FORM } from '../records/registration-form.ts';
import { demoEntities, demoLicenseTypes } from './demo-entities.ts';
import { registrationForm } from './registration-form.ts';

export async function seedForeignEntities(tx: Queryable, admin: number): Promise<void> {
  const insert = (entity: string, data: Record<string, unknown>) => recordsRepository(tx, entityBinding(entity)).insert(data, admin);
  for (const type of demoLicenseTypes) await insert('license-type', type);
  const ids: number[] = [];
  for (const tab of registrationForm) {
    const { fields, ...tabData } = tab;
    const tabId = Number((await insert('form-tab', { ...tabData, form: REGISTRATION_FORM })).id);
    for (const field of fields) {
      const dependsOn = field.depends_on === undefined || field.depends_on === null ? null : (ids[field.depends_on] ?? null);
      const data = { is_editable: true, is_required: false, hide: false, ...field, form: REGISTRATION_FORM, form_tab: tabId, depends_on: dependsOn };
      ids.push(Number((await insert('form-field', data)).id));
    }
  }
  for (const entity of demoEntities) {
    await insert('foreign-entity', { allowed_for_fund_transfer: false, ...entity.data, uid: randomUUID(), status: entity.status });
  }
}
