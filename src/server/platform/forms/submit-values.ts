/**
 * Stores a form's values after the one shared check (`validateFormValues`): a 400 names each bad
 * field (`field_<id>`) with the spec's message; values of fields that do not show, or are left
 * empty, are cleared; every change is written to the history.
 */
import type { Queryable } from '../../db/database.ts';
import {
  contentHash, FIELD_TYPES, fieldKey, isEmptyValue, keepVisible, toFormData, toStored, validateFormValues, type DynamicField, type ValueItem,
} from '../../../shared/dynamic-forms/index.ts';
import { invalidFields, type MessageRef } from '../errors.ts';
import { loadFormDefinition } from './definitions-repository.ts';
import { valuesRepository, type StoredValue } from './values-repository.ts';

/** A submission: the form, its record and the values sent. */
export type Submission = { form: string; record: number; values: ValueItem[] };

/** Validates and saves; resolves to the values now stored. Values of fields not sent are kept. */
export async function submitValues(tx: Queryable, submission: Submission, by: number | null): Promise<StoredValue[]> {
  const { fields } = await loadFormDefinition(tx, submission.form);
  const known = new Set(fields.map((field) => field.id));
  const unknown = submission.values.filter((item) => !known.has(item.field));
  if (unknown.length) {
    throw invalidFields(Object.fromEntries(unknown.map((item) => [`field_${item.field}`, { key: 'errors.unknown_field' } satisfies MessageRef])));
  }
  const repository = valuesRepository(tx);
  const scope = { form: submission.form, record: submission.record };
  const stored = await repository.list(scope);
  const current = toFormData(fields, stored.map((row) => ({ field: row.field, value: row.value, extra: row.extra })));
  const merged = { ...current, ...toFormData(fields, submission.values) };
  const errors = validateFormValues(fields, merged);
  if (errors.length) throw invalidFields(Object.fromEntries(errors.map(({ field, key, params }) => [field, params ? { key, params } : { key }])));
  const kept = keepVisible(fields, merged);
  const newFiles = fields.filter((field) => field.field_type === FIELD_TYPES.file && kept[fieldKey(field)] != null && kept[fieldKey(field)] !== current[fieldKey(field)]);
  await checkFiles(tx, newFiles, kept, submission.record, by);
  const before = new Map(stored.map((row) => [row.field, row]));
  for (const field of fields) {
    const key = fieldKey(field);
    const had = before.get(field.id);
    if (!(key in kept) || isEmptyValue(field, kept[key])) {
      if (had) await repository.clear(scope, field.id, by);
      continue;
    }
    const next = toStored(field, kept[key]);
    if (had && contentHash([had.value, had.extra]) === contentHash([next.value, next.extra])) continue;
    await repository.put(scope, field.id, next.value, next.extra, by);
  }
  return repository.list(scope);
}

/**
 * A newly given file must have been uploaded through `form-files/` for this record (`foreign_entity`),
 * or by the submitter without naming a record; otherwise `errors.file_not_found`.
 */
async function checkFiles(tx: Queryable, fileFields: DynamicField[], values: Record<string, unknown>, record: number, by: number | null): Promise<void> {
  if (!fileFields.length) return;
  const ids = fileFields.map((field) => Number(values[fieldKey(field)]));
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM files WHERE owner_entity = 'form-value' AND id = ANY($1::bigint[])
        AND (field LIKE 'record:' || $2::text || '/%' OR (field NOT LIKE 'record:%' AND created_by = $3))`,
    [ids, String(record), by],
  );
  const found = new Set(rows.map((row) => Number(row.id)));
  const missing = fileFields.filter((field) => !found.has(Number(values[fieldKey(field)])));
  if (missing.length) throw invalidFields(Object.fromEntries(missing.map((field) => [fieldKey(field), { key: 'errors.file_not_found' }])));
}
