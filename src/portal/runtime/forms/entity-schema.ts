/**
 * A form screen's entity schema, fetched on demand: a form page loads its own entity's schema (a
 * small chunk, `generated/entities/schema/<entity>.ts`) instead of every entity's (`schemas.ts`,
 * about 10 kB gzip; issue 21 item 2). The form runtime's `prepare` fetches it as the route loads,
 * which the route awaits (app/lazy-route.tsx) and the server preloads with the route's chunks
 * (src/server/platform/portal-preloads.ts); a form drawn without it shows its spinner until it comes.
 * Each schema is a `chunkOnDemand` (lib/chunk-on-demand.ts): fetched once, again after a failure.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { schemaLoaders } from '../../../../generated/entities/schema-loaders.ts';
import type { EntityName } from '../../../../generated/entities/schemas.ts';
import type { JsonSchema } from '../../../shared/spec-model.ts';
import { chunkOnDemand, type ChunkOnDemand } from '../../lib/chunk-on-demand.ts';

const chunks = new Map<string, ChunkOnDemand<JsonSchema>>();
const listeners = new Set<() => void>();

/** The entity's schema chunk, or undefined when spec/entities has no such entity. */
function chunkOf(entity: string): ChunkOnDemand<JsonSchema> | undefined {
  let chunk = chunks.get(entity);
  const loader = schemaLoaders[entity as EntityName];
  if (!chunk && loader) {
    chunk = chunkOnDemand(async () => (await loader()).default);
    chunks.set(entity, chunk);
  }
  return chunk;
}

/** Fetches the entity's schema once; a failed fetch is tried again on the next call. */
export function loadEntitySchema(entity: string): Promise<JsonSchema> {
  const chunk = chunkOf(entity);
  if (!chunk) return Promise.reject(new Error(`No entity ${entity} in spec/entities`));
  const known = chunk.current();
  if (known) return Promise.resolve(known);
  return chunk.load().then((schema) => {
    for (const listener of listeners) listener();
    return schema;
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The entity's schema once fetched (re-renders when it arrives), undefined before; starts the fetch. */
export function useEntitySchema(entity: string): JsonSchema | undefined {
  const schema = useSyncExternalStore(subscribe, () => chunkOf(entity)?.current());
  useEffect(() => {
    if (!schema) loadEntitySchema(entity).catch(() => undefined); // the route's loader has reported it already
  }, [entity, schema]);
  return schema;
}
