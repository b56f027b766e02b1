/** Expectations and record factories of the authorization matrix test. */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/server/db/database.ts';
import { entityBinding } from '../../src/server/platform/resources/entities.ts';
import { recordsRepository } from '../../src/server/platform/resources/records-repository.ts';
import { operationSchemas } from '../../generated/api/operation-schemas.ts';
import { entitySchemas, type EntityName } from '../../generated/entities/schemas.ts';
import { editOperations, stateLogOperations, transitionOperations, workflows } from '../../generated/workflows/index.ts';
import type { JsonSchema, OperationDescriptor } from '../../src/shared/spec-model.ts';
import { exampleRecord } from './workflow/example-records.ts';

/** One condition of a scope of spec/access/scopes.yaml. */
export type Condition = { field: string; equals?: unknown; in?: unknown[]; contains?: 'user.type' | 'user.id'; is?: 'user.id'; bound?: string[] };

/** 'public', the scope a user type is granted (first entry naming it decides), or null (403). */
export function expectedAccess(rule: unknown, type: string, groups: Record<string, string[]>): 'public' | string | null {
  if (rule === 'public') return 'public';
  for (const [who, scope] of Object.entries((rule ?? {}) as Record<string, string>)) {
    if (who === type || groups[who]?.includes(type)) return scope;
  }
  return null;
}

type Caller = { id: number; type: string; permissions: string[] };

/** The entity number of the caller's first `name_{n}` permission among `names`. */
function boundNumber(caller: Caller, names: string[]): number | undefined {
  for (const permission of caller.permissions) {
    const match = /^(.+)_(\d+)$/.exec(permission);
    if (match && names.includes(match[1]!)) return Number(match[2]);
  }
  return undefined;
}
/** A record made for the matrix: its id and stored data. */
export type MadeRecord = { id: number; data: Record<string, unknown> };
/** Makes a record the caller's scope reaches ('own') or does not ('other'); undefined when it cannot. */
export type RecordFactory = (db: Database, conditions: Condition[], caller: Caller, kind: 'own' | 'other', someoneElse: number) => Promise<MadeRecord | undefined>;

/** Shapes record data and owner so that every condition holds (own) or none does (other). */
function shape(template: Record<string, unknown>, conditions: Condition[], caller: Caller, kind: 'own' | 'other', someoneElse: number) {
  const data = { ...template };
  let owner = kind === 'own' ? caller.id : someoneElse;
  for (const c of conditions) {
    if (c.is) {
      if (c.field === 'created_by') owner = kind === 'own' ? caller.id : someoneElse;
      else data[c.field] = kind === 'own' ? caller.id : someoneElse;
    } else if (c.bound) {
      if (c.field === 'id') continue; // decided by which record is used (see resourceFactory)
      const n = boundNumber(caller, c.bound) ?? 0;
      data[c.field] = kind === 'own' ? n : n + 1000;
    } else if (c.in) {
      const first = c.in[0];
      data[c.field] = kind === 'own' ? first : typeof first === 'number' ? Math.max(...(c.in as number[])) + 1000 : `${String(first)}-other`;
    } else if (c.contains) {
      const value = c.contains === 'user.type' ? caller.type : caller.id;
      const list = ((data[c.field] as unknown[]) ?? []).filter((v) => v !== value);
      data[c.field] = kind === 'own' ? [...list, value] : list;
    } else {
      data[c.field] = kind === 'own' ? c.equals : typeof c.equals === 'boolean' ? !c.equals : `${String(c.equals)}-other`;
    }
  }
  return { data, owner };
}

/**
 * Records of an x-resource entity: a seeded record's data, reshaped. A scope bound to the record's
 * own id (a foreign entity user's entity) is met by that very record; a record with `x-parent` is
 * reached through a parent made the same way.
 */
function resourceFactory(entity: string): RecordFactory {
  return async (db, conditions, caller, kind, someoneElse) => {
    const binding = entityBinding(entity);
    const { rows } = await db.query<{ data: Record<string, unknown> }>(`SELECT data FROM ${binding.table} ORDER BY id LIMIT 1`);
    // A table the seed leaves empty gets a record built from the entity's schema.
    const template = rows[0]?.data ?? exampleRecord(entitySchemas[entity as EntityName] as JsonSchema);
    const byId = conditions.find((c) => c.bound && c.field === 'id');
    if (byId && kind === 'own' && !binding.parent) {
      const id = boundNumber(caller, byId.bound!);
      if (id === undefined) return undefined;
      const own = await db.query<{ data: Record<string, unknown> }>(`SELECT data FROM ${binding.table} WHERE id = $1`, [id]);
      return own.rows[0] ? { id, data: own.rows[0].data } : undefined;
    }
    const { data, owner } = shape(template, binding.parent ? [] : conditions, caller, kind, someoneElse);
    if (binding.parent) {
      const parent = await resourceFactory(binding.parent.entity)(db, conditions, caller, kind, someoneElse);
      if (parent === undefined) return undefined;
      data[binding.parent.field] = parent.id;
    }
    if (typeof data.uid === 'string') data.uid = randomUUID();
    return { id: Number((await recordsRepository(db, binding).insert(data, owner)).id), data };
  };
}

let made = 0;
/** Users, whose scope columns are `id` and `created_by`. */
const userFactory: RecordFactory = async (db, conditions, caller, kind, someoneElse) => {
  const { owner } = shape({}, conditions, caller, kind, someoneElse);
  made += 1;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (username, name, email, user_type, password_hash, created_by) VALUES ($1, 'Matrix', null, $2, 'x', $3) RETURNING id`,
    [`matrix-${made}-${kind}`, caller.type, owner],
  );
  return { id: Number(rows[0]!.id), data: {} };
};

const BESPOKE: Record<string, RecordFactory> = { getUser: userFactory, deleteUser: userFactory, updateUser: userFactory };


/** Workflow operations on one record (`x-transition` by `{id}`, `x-state-edit`, `x-state-log`) act on the workflow's entity. */
function workflowEntity(operationId: string): string | undefined {
  const transition = transitionOperations[operationId];
  const name = transition && !transition.record ? transition.workflow : (editOperations[operationId] ?? (stateLogOperations[operationId] && !stateLogOperations[operationId]!.record ? stateLogOperations[operationId]!.workflow : undefined));
  return name ? workflows[name]?.definition.entity : undefined;
}

/** The factory for an operation's records, if the test knows its table. */
export function recordFactory(operation: OperationDescriptor): RecordFactory | undefined {
  if (operation.resource) return resourceFactory(operation.resource.entity);
  const entity = workflowEntity(operation.operationId);
  if (entity) return resourceFactory(entity);
  return BESPOKE[operation.operationId];
}

/**
 * A body the operation's request validation accepts, so the answer is about the record: the
 * record's own values of the body's fields, and an example of each other required field.
 */
export function bodyFor(operation: OperationDescriptor, record: Record<string, unknown>): Record<string, unknown> | undefined {
  if (operation.method === 'get' || operation.method === 'delete') return undefined;
  const schema = operationSchemas[operation.operationId]?.body as JsonSchema | undefined;
  if (!schema?.properties) return {};
  const own = Object.entries(record).filter(([field]) => schema.properties![field] && !schema.properties![field]!.readOnly && !schema.properties![field]!['x-files']);
  return { ...exampleRecord(schema), ...Object.fromEntries(own) };
}
