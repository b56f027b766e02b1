/** Reads a form's tab and field definitions (the records ministry admins edit) for the converter. */
import type { Queryable } from '../../db/database.ts';
import type { DynamicField, FormTab } from '../../../shared/dynamic-forms/index.ts';

type DefinitionRow = { id: string | number; data: Record<string, unknown> };

/** The tabs and fields of one form, as the API serves them. */
export async function loadFormDefinition(q: Queryable, form: string): Promise<{ tabs: FormTab[]; fields: DynamicField[] }> {
  const [tabs, fields] = await Promise.all([
    q.query<DefinitionRow>(`SELECT id, data FROM form_tab_records WHERE data->>'form' = $1 ORDER BY id`, [form]),
    q.query<DefinitionRow>(`SELECT id, data FROM form_field_records WHERE data->>'form' = $1 ORDER BY id`, [form]),
  ]);
  return {
    tabs: tabs.rows.map((row) => ({ ...(row.data as Omit<FormTab, 'id'>), id: Number(row.id) })),
    fields: fields.rows.map((row) => ({ ...(row.data as Omit<DynamicField, 'id'>), id: Number(row.id) })),
  };
}
