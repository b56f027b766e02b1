/** Seeds the demo dynamic form's tabs and field definitions (called once from the demo seed). */
import type { Queryable } from '../../db/database.ts';
import { entityBinding } from '../../platform/resources/entities.ts';
import { recordsRepository } from '../../platform/resources/records-repository.ts';
import { demoForm } from './demo-form.ts';

/** Inserts the demo form; `depends_on` indexes become the stored field ids. */
export async function seedDemoForm(tx: Queryable, admin: number): Promise<void> {
  const tabs = recordsRepository(tx, entityBinding('form-tab'));
  const fields = recordsRepository(tx, entityBinding('form-field'));
  const ids: number[] = [];
  for (const tab of demoForm) {
    const { fields: tabFields, ...tabData } = tab;
    const tabRow = await tabs.insert({ ...tabData, form: 'demo' }, admin);
    for (const field of tabFields) {
      const dependsOn = field.depends_on === undefined || field.depends_on === null ? null : ids[field.depends_on];
      const data = { is_editable: true, is_required: false, hide: false, ...field, form: 'demo', form_tab: Number(tabRow.id), depends_on: dependsOn ?? null };
      ids.push(Number((await fields.insert(data, admin)).id));
    }
  }
}
