/**
 * The change log of local entities (`log-entry/`): each create, update and delete of the generic
 * runtime writes a row of `local_entity_log` in the same transaction (who, when, and each changed
 * field's value before and after). The log of a deleted entity stays.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import type { Handler } from '../../platform/handler.ts';
import { translate } from '../../platform/i18n.ts';
import { recordMiss } from '../../platform/access/record-miss.ts';
import { notFound } from '../../platform/errors.ts';
import { requireScope, requireUser } from '../../platform/request-context.ts';
import { scopeWhere } from '../../platform/resources/read-handlers.ts';
import { recordsRepository } from '../../platform/resources/records-repository.ts';
import type { RecordChange } from '../../platform/resources/resource-hooks.ts';
import { localEntities } from './bindings.ts';

type Change = { from: unknown; to: unknown };
type LogRow = { id: string | number; local_entity: string | number; action: 'create' | 'update' | 'delete'; changed_by: string | number | null; changed_by_name: string | null; changes: Record<string, Change>; created_at: Date | string };

/** The fields whose values differ between `before` and `after` (only fields a client writes). */
function differences(before: Record<string, unknown> = {}, after: Record<string, unknown> = {}): Record<string, Change> {
  const changes: Record<string, Change> = {};
  for (const field of localEntities().writable) {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

/** `afterWrite` hook: one log row per create, update (when something changed) and delete. */
export async function logLocalEntityChange(tx: Queryable, change: RecordChange, request: FastifyRequest): Promise<void> {
  const changes = change.action === 'delete' ? {} : differences(change.before, change.after);
  if (change.action === 'update' && !Object.keys(changes).length) return;
  await tx.query('INSERT INTO local_entity_log (local_entity, action, changed_by, changes) VALUES ($1, $2, $3, $4)', [
    change.id, change.action, requireUser(request.user).id, JSON.stringify(changes),
  ]);
}

/** A log row as the API shows it; changed fields named by their labels in the caller's language. */
function entryView(row: LogRow, request: FastifyRequest) {
  const properties = localEntities().schema.properties ?? {};
  const label = (field: string) => {
    const title = properties[field]?.title;
    return typeof title === 'string' ? translate(request.language, title) : field;
  };
  return {
    id: Number(row.id),
    local_entity: Number(row.local_entity),
    action: row.action,
    changed_by: row.changed_by === null ? null : Number(row.changed_by),
    changed_by_name: row.changed_by_name ?? '',
    changed_fields: Object.keys(row.changes).map(label),
    changes: row.changes,
    created: new Date(row.created_at).toISOString(),
  };
}

const SELECT = `SELECT l.*, u.name AS changed_by_name FROM local_entity_log l LEFT JOIN users u ON u.id = l.changed_by`;

/** 404 unless the caller reaches the local entity; the ministry (scope `all`) also reads a deleted one's log. */
async function assertEntityReachable(request: FastifyRequest, id: number): Promise<void> {
  const db = request.server.db;
  if (!requireScope(request.scope).conditions.length) return;
  if (!(await recordsRepository(db, localEntities()).find(id, scopeWhere(request, localEntities())))) throw await recordMiss(db, localEntities(), id);
}

/** `log-entry/?local_entity=`: the entity's changes, newest first. */
export const listLocalEntityLog: Handler<'listLocalEntityLog'> = async (request) => {
  const { local_entity: id, page = 1, page_size: size = 15 } = request.query;
  await assertEntityReachable(request, id);
  const db = request.server.db;
  const total = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM local_entity_log WHERE local_entity = $1', [id]);
  const { rows } = await db.query<LogRow>(`${SELECT} WHERE l.local_entity = $1 ORDER BY l.created_at DESC, l.id DESC LIMIT $2 OFFSET $3`, [id, size, (page - 1) * size]);
  return { count: Number(total.rows[0]!.count), results: rows.map((row) => entryView(row, request)) };
};

/** `log-entry/{id}/`: one change, when the caller reaches its entity. */
export const getLocalEntityLogEntry: Handler<'getLocalEntityLogEntry'> = async (request) => {
  const { rows } = await request.server.db.query<LogRow>(`${SELECT} WHERE l.id = $1`, [request.params.id]);
  const row = rows[0];
  if (!row) throw notFound();
  await assertEntityReachable(request, Number(row.local_entity));
  return entryView(row, request);
};
