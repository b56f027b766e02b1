/** Extension points a module can hang on a generic resource operation when something is bespoke. */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import type { AuthUser } from '../request-context.ts';
import type { EntityBinding } from './entities.ts';
import type { ApiRecord } from './record-view.ts';
import type { RecordRow } from './records-repository.ts';

/** A write of the generic runtime: what the record was (update, delete) and what it became (create, update). */
export type RecordChange = { action: 'create' | 'update' | 'delete'; id: number; before?: Record<string, unknown>; after?: Record<string, unknown> };

export type ResourceHooks = {
  /** Adjusts the data of a new record before it is inserted (e.g. a counter starting at 0). */
  beforeCreate?: (data: Record<string, unknown>, user: AuthUser) => Record<string, unknown>;
  /** Runs inside the transaction when a record in scope is opened; returns the row to show. */
  onGet?: (tx: Queryable, entity: EntityBinding, row: RecordRow) => Promise<RecordRow>;
  /** Checks a new record against what is stored (a duplicate, say) inside the transaction; throws an ApiError to refuse. */
  validateCreate?: (tx: Queryable, data: Record<string, unknown>, request: FastifyRequest) => Promise<void>;
  /** Checks an update's resulting data against what is stored inside the transaction; throws an ApiError to refuse. */
  validateUpdate?: (tx: Queryable, data: Record<string, unknown>, request: FastifyRequest, current: RecordRow) => Promise<void>;
  /**
   * Fields the server works out from stored records (a fund transaction's total from its transfers),
   * merged into a create's or update's data inside its transaction after the checks; `current` on an update.
   */
  derive?: (tx: Queryable, data: Record<string, unknown>, request: FastifyRequest, current?: RecordRow) => Promise<Record<string, unknown>>;
  /** Checks a record may be deleted (by this caller) inside the transaction; throws an ApiError to refuse. */
  beforeDelete?: (tx: Queryable, row: RecordRow, request: FastifyRequest) => Promise<void>;
  /** Runs inside the write's transaction after a create, update or delete (a change log). */
  afterWrite?: (tx: Queryable, change: RecordChange, request: FastifyRequest) => Promise<void>;
  /** Adds to the API records a list, a read or a write answers (names of referenced records in the caller's language). */
  onView?: (q: Queryable, records: ApiRecord[], request: FastifyRequest) => Promise<ApiRecord[]>;
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
  const updates = defined('validateUpdate');
  if (updates.length) combined.validateUpdate = async (tx, data, request, current) => { for (const hook of updates) await hook(tx, data, request, current); };
  const derives = defined('derive');
  if (derives.length) combined.derive = async (tx, data, request, current) => { let derived = {}; for (const hook of derives) derived = { ...derived, ...(await hook(tx, { ...data, ...derived }, request, current)) }; return derived; };
  const deletes = defined('beforeDelete');
  if (deletes.length) combined.beforeDelete = async (tx, row, request) => { for (const hook of deletes) await hook(tx, row, request); };
  const writes = defined('afterWrite');
  if (writes.length) combined.afterWrite = async (tx, change, request) => { for (const hook of writes) await hook(tx, change, request); };
  const views = defined('onView');
  if (views.length) combined.onView = async (q, records, request) => { let current = records; for (const hook of views) current = await hook(q, current, request); return current; };
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
