/**
 * A server module: one domain's bespoke code, declared in one value and handed to `buildApp`
 * (src/server/modules/index.ts lists them). Nothing registers itself on import: what a module
 * adds to the platform is what its definition names.
 */
import type { Queryable } from '../db/database.ts';
import type { FileStorage } from './files/storage.ts';
import type { RecordForm } from './forms/record-forms.ts';
import type { Handlers } from './handler.ts';
import type { ResourceHookMap } from './resources/resource-hooks.ts';
import type { TransitionHooks } from './workflow/transition-hooks.ts';

/** What a module's demo seed gets: the seed's transaction, the demo users by type, and the file store. */
export type SeedContext = {
  tx: Queryable;
  /** The demo administrator, recorded as creator of seeded rows. */
  admin: number;
  /** Demo user ids by user type (`mofa_admin`, `foreign_entity`, …). */
  users: ReadonlyMap<string, number>;
  /** Bytes put here are removed again when the seed's transaction fails. */
  storage: Pick<FileStorage, 'put'>;
};

export type ServerModule = {
  /** The folder under src/server/modules, named in startup problems. */
  name: string;
  /** Operations this module implements, by operationId (typed from the spec). */
  handlers?: Handlers;
  /** Code around generic resource operations (list, read, create, update, delete), by operationId. */
  resourceHooks?: ResourceHookMap;
  /** The checks and effects its workflows name (`checks:` and `effects:` in spec/workflows). */
  transitionHooks?: Partial<TransitionHooks>;
  /** Dynamic forms whose values belong to a record of an entity, by form name. */
  recordForms?: Record<string, RecordForm>;
  /** Loads the module's demo data into an empty database; modules seed in list order. */
  seed?: (context: SeedContext) => Promise<void>;
};
