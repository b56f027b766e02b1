/**
 * A form screen's entity schema, fetched on demand: a form page loads its own entity's schema (a
 * small chunk, `generated/entities/schema/<entity>.ts`) instead of every entity's (`schemas.ts`,
 * about 10 kB gzip; issue 21 item 2). The form runtime's `prepare` fetches it as the route loads,
 * which the route awaits (app/lazy-route.tsx) and the server preloads with the route's chunks
 * (src/server/platform/portal-preloads.ts); a form drawn without it shows its spinner until it comes.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { schemaLoaders } from '../../../../generated/entities/schema-loaders.ts';
import type { EntityName } from '../../../../generated/entities/schemas.ts';
import type { JsonSchema } from '../../../shared/spec-model.ts';

const loaded = new Map<string, JsonSchema>();
const loading = new Map<string, Promise<JsonSchema>>();
const listeners = new Set<() => void>();

/** Fetches the entity's schema once; a failed fetch is tried again on the next call. */
export function loadEntitySchema(entity: string): Promise<JsonSchema> {
  const known = loaded.get(entity);
  if (known) return Promise.resolve(known);
  let pending = loading.get(entity);
  if (!pending) {
    const loader = schemaLoaders[entity as EntityName];
    if (!loader) return Promise.reject(new Error(`No entity ${entity} in spec/entities`));
    pending = loader().then(
      (module) => {
        loaded.set(entity, module.default);
        for (const listener of listeners) listener();
        return module.default;
      },
      (error: unknown) => {
        loading.delete(entity);
        throw error;
      },
    );
    loading.set(entity, pending);
  }
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The entity's schema once fetched (re-renders when it arrives), undefined before; starts the fetch. */
export function useEntitySchema(entity: string): JsonSchema | undefined {
  const schema = useSyncExternalStore(subscribe, () => loaded.get(entity));
  useEffect(() => {
    if (!schema) loadEntitySchema(entity).catch(() => undefined); // the route's loader has reported it already
  }, [entity, schema]);
  return schema;
}
