/** Extension points a module can hang on a generic resource operation when something is bespoke. */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import type { AuthUser } from '../request-context.ts';
import type { EntityBinding } from './entities.ts';
import type { RecordRow } from './records-repository.ts';

export type ResourceHooks = {
  /** Adjusts the data of a new record before it is inserted (e.g. a counter starting at 0). */
  beforeCreate?: (data: Record<string, unknown>, user: AuthUser) => Record<string, unknown>;
  /** Runs inside the transaction when a record in scope is opened; returns the row to show. */
  onGet?: (tx: Queryable, entity: EntityBinding, row: RecordRow) => Promise<RecordRow>;
  /** Checks a new record against what is stored (a duplicate, say) inside the transaction; throws an ApiError to refuse. */
  validateCreate?: (tx: Queryable, data: Record<string, unknown>, request: FastifyRequest) => Promise<void>;
  /** Checks a record may be deleted inside the transaction; throws an ApiError to refuse. */
  beforeDelete?: (tx: Queryable, row: RecordRow) => Promise<void>;
};

/** Hooks of several sources on one operation, run in order (data transforms chained). */
export function combineHooks(...all: ResourceHooks[]): ResourceHooks {
  const defined = <K extends keyof ResourceHooks>(key: K) => all.map((hooks) => hooks[key]).filter((hook): hook is NonNullable<ResourceHooks[K]> => hook !== undefined);
  const combined: ResourceHooks = {};
  const creates = defined('beforeCreate');
  if (creates.length) combined.beforeCreate = (data, user) => creates.reduce((current, hook) => hook(current, user), data);
  const gets = defined('onGet');
  if (gets.length) combined.onGet = async (tx, entity, row) => { let current = row; for (const hook of gets) current = await hook(tx, entity, current); return current; };
  const validates = defined('validateCreate');
  if (validates.length) combined.validateCreate = async (tx, data, request) => { for (const hook of validates) await hook(tx, data, request); };
  const deletes = defined('beforeDelete');
  if (deletes.length) combined.beforeDelete = async (tx, row) => { for (const hook of deletes) await hook(tx, row); };
  return combined;
}

/** Merges hook maps of several modules; hooks on the same operation are combined. */
export function mergeHookMaps(...maps: ResourceHookMap[]): ResourceHookMap {
  const merged: ResourceHookMap = {};
  for (const map of maps) for (const [operationId, hooks] of Object.entries(map)) merged[operationId] = merged[operationId] ? combineHooks(merged[operationId], hooks) : hooks;
  return merged;
}

/** Hooks keyed by operationId. */
export type ResourceHookMap = Record<string, ResourceHooks>;
