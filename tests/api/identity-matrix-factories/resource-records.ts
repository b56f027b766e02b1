/** Records of entity tables (x-resource and workflow entities) and users, inserted through the server's repositories. */
import { randomUUID } from 'node:crypto';
import { entitySchemas, type EntityName } from '../../../generated/entities/schemas.ts';
import { entityBinding } from '../../../src/server/platform/resources/entities.ts';
import { recordsRepository } from '../../../src/server/platform/resources/records-repository.ts';
import type { JsonSchema } from '../../../src/shared/spec-model.ts';
import { exampleRecord } from '../workflow/example-records.ts';
import { boundNumber, shape, type RecordFactory } from './record-shape.ts';

/**
 * Records of an entity with a table: a seeded record's data (or, for a table the seed leaves empty,
 * one built from the entity's schema) with `changes`, reshaped to the scope. A scope bound to the
 * record's own id (a foreign entity user's entity) is met by that very record; a record with
 * `x-parent` is reached through a parent made the same way.
 */
export function resourceFactory(entity: string, changes: Record<string, unknown> = {}): RecordFactory {
  return async (ctx, conditions, caller, kind, someoneElse) => {
    const { db } = ctx.t;
    const binding = entityBinding(entity);
    const { rows } = await db.query<{ data: Record<string, unknown> }>(`SELECT data FROM ${binding.table} ORDER BY id LIMIT 1`);
    const template = { ...(rows[0]?.data ?? exampleRecord(entitySchemas[entity as EntityName] as JsonSchema)), ...changes };
    const byId = conditions.find((c) => c.bound && c.field === 'id');
    if (byId && kind === 'own' && !binding.parent) {
      const id = boundNumber(caller, byId.bound!);
      if (id === undefined) return undefined;
      const own = await db.query<{ data: Record<string, unknown> }>(`SELECT data FROM ${binding.table} WHERE id = $1`, [id]);
      return own.rows[0] ? { id, data: own.rows[0].data } : undefined;
    }
    const { data, owner } = shape(template, binding.parent ? [] : conditions, caller, kind, someoneElse, binding.schema);
    if (binding.parent) {
      const parent = await resourceFactory(binding.parent.entity)(ctx, conditions, caller, kind, someoneElse);
      if (parent === undefined) return undefined;
      data[binding.parent.field] = parent.id;
    }
    if (typeof data.uid === 'string') data.uid = randomUUID();
    // A unique key other than an id (a helpdesk queue's slug, letters only): a fresh one per record.
    if (typeof data.slug === 'string') data.slug = `matrix_${randomUUID().replace(/[^a-f]/g, '')}`;
    return { id: Number((await recordsRepository(db, binding).insert(data, owner)).id), data };
  };
}

let made = 0;
/** Users, whose scope columns are `id` and `created_by`. */
export const userFactory: RecordFactory = async (ctx, conditions, caller, kind, someoneElse) => {
  const { owner } = shape({}, conditions, caller, kind, someoneElse);
  made += 1;
  const { rows } = await ctx.t.db.query<{ id: string }>(
    `INSERT INTO users (username, name, email, user_type, password_hash, created_by) VALUES ($1, 'Matrix', null, $2, 'x', $3) RETURNING id`,
    [`matrix-${made}-${kind}`, caller.type, owner],
  );
  return { id: Number(rows[0]!.id), data: {} };
};

/** Change-log entries of local entities (`log-entry/{id}/`), on an entity the scope reaches (own) or not (other). */
export const localEntityLogFactory: RecordFactory = async (ctx, conditions, caller, kind, someoneElse) => {
  const entity = await resourceFactory('local-entity')(ctx, conditions, caller, kind, someoneElse);
  if (!entity) return undefined;
  const { rows } = await ctx.t.db.query<{ id: string }>(
    `INSERT INTO local_entity_log (local_entity, action, changed_by, changes) VALUES ($1, 'update', $2, '{"api": {"from": false, "to": true}}') RETURNING id`,
    [entity.id, someoneElse],
  );
  return { id: Number(rows[0]!.id), data: entity.data };
};
