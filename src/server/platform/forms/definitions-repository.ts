/** Reads a form's tab and field definitions (the records ministry admins edit) for the converter. */
import type { Schema } from '../../../shared/operation-io.ts';
import type { Queryable } from '../../db/database.ts';
import type { DynamicField, FormTab } from '../../../shared/dynamic-forms/index.ts';

type DefinitionRow = { id: string | number; data: Record<string, unknown> };

type Tab = Schema<'FormTab'>;
type Field = Schema<'FormField'>;

/**
 * The tabs and fields of one form, as the API serves them: the spec's `FormTab` and `FormField`
 * records (their data was checked against those schemas when written).
 */
export async function loadFormDefinition(q: Queryable, form: string): Promise<{ tabs: Array<FormTab & Tab>; fields: Array<DynamicField & Field> }> {
  const [tabs, fields] = await Promise.all([
    q.query<DefinitionRow>(`SELECT id, data FROM form_tab_records WHERE data->>'form' = $1 ORDER BY id`, [form]),
    q.query<DefinitionRow>(`SELECT id, data FROM form_field_records WHERE data->>'form' = $1 ORDER BY id`, [form]),
  ]);
  return {
    tabs: tabs.rows.map((row) => ({ ...(row.data as Omit<FormTab & Tab, 'id'>), id: Number(row.id) })),
    fields: fields.rows.map((row) => ({ ...(row.data as Omit<DynamicField & Field, 'id'>), id: Number(row.id) })),
  };
}
