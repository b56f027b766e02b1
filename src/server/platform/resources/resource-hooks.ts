/** Extension points a module can hang on a generic resource operation when something is bespoke. */
import type { Queryable } from '../../db/database.ts';
import type { EntityBinding } from './entities.ts';
import type { RecordRow } from './records-repository.ts';

export type ResourceHooks = {
  /** Adjusts the data of a new record before it is inserted (e.g. a counter starting at 0). */
  beforeCreate?: (data: Record<string, unknown>) => Record<string, unknown>;
  /** Runs inside the transaction when a record in scope is opened; returns the row to show. */
  onGet?: (tx: Queryable, entity: EntityBinding, row: RecordRow) => Promise<RecordRow>;
};

/** Hooks keyed by operationId. */
export type ResourceHookMap = Record<string, ResourceHooks>;
