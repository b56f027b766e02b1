/** Stored form values (one row per form, record and field) and their change history. */
import type { Schema } from '../../../shared/operation-io.ts';
import type { Queryable } from '../../db/database.ts';

type Value = Schema<'FormValue'>;
type Change = Schema<'FormValueHistory'>;

/** A value as the API shows it. */
export type StoredValue = { id: number; form: string; record: number; field: number; value: Value['value']; extra: Value['extra']; errors: Value['errors']; updated: string };

/** A history row as the API shows it. */
export type HistoryRow = { id: number; form: string; record: number; field: number; value: Change['value']; extra: Change['extra']; changed_by: number | null; changed: string };

/** The JSON columns as stored: what the form runtime wrote after checking it against the field. */
type JsonColumns = { value: Value['value']; extra: Value['extra']; errors: Value['errors'] };

type Scope = { form: string; record: number };

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));
const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());

/** Queries on the values of forms, on a connection or a transaction. */
export function valuesRepository(q: Queryable) {
  return {
    /** Every stored value of one form and record, by field. */
    async list({ form, record }: Scope): Promise<StoredValue[]> {
      const { rows } = await q.query<Record<string, unknown> & JsonColumns>(
        `SELECT id, form, record, field, value, extra, errors, updated_at FROM form_values WHERE form = $1 AND record = $2 ORDER BY field FOR UPDATE`,
        [form, record],
      );
      return rows.map((r) => ({
        id: Number(r.id), form: String(r.form), record: Number(r.record), field: Number(r.field),
        value: r.value ?? null, extra: r.extra ?? null, errors: r.errors ?? null, updated: iso(r.updated_at),
      }));
    },
    /** Sets a field's value and records the change. */
    async put(scope: Scope, field: number, value: unknown, extra: unknown, by: number | null): Promise<void> {
      await q.query(
        `INSERT INTO form_values (form, record, field, value, extra, owner_id) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6)
         ON CONFLICT (form, record, field) DO UPDATE SET value = EXCLUDED.value, extra = EXCLUDED.extra, errors = NULL, updated_at = now()`,
        [scope.form, scope.record, field, json(value), json(extra), by],
      );
      await this.remember(scope, field, value, extra, by);
    },
    /** Clears a field's value (hidden or emptied) and records the change. */
    async clear(scope: Scope, field: number, by: number | null): Promise<void> {
      await q.query(`DELETE FROM form_values WHERE form = $1 AND record = $2 AND field = $3`, [scope.form, scope.record, field]);
      await this.remember(scope, field, null, null, by);
    },
    async remember(scope: Scope, field: number, value: unknown, extra: unknown, by: number | null): Promise<void> {
      await q.query(
        `INSERT INTO form_value_history (form, record, field, value, extra, changed_by) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6)`,
        [scope.form, scope.record, field, json(value), json(extra), by],
      );
    },
    /** The changes of one form and record, newest first (optionally of one field). */
    async history({ form, record }: Scope, field?: number): Promise<HistoryRow[]> {
      const { rows } = await q.query<Record<string, unknown> & Omit<JsonColumns, 'errors'>>(
        `SELECT id, form, record, field, value, extra, changed_by, changed_at FROM form_value_history
          WHERE form = $1 AND record = $2 AND ($3::bigint IS NULL OR field = $3) ORDER BY changed_at DESC, id DESC`,
        [form, record, field ?? null],
      );
      return rows.map((r) => ({
        id: Number(r.id), form: String(r.form), record: Number(r.record), field: Number(r.field), value: r.value ?? null,
        extra: r.extra ?? null, changed_by: r.changed_by === null ? null : Number(r.changed_by), changed: iso(r.changed_at),
      }));
    },
  };
}
