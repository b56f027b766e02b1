/**
 * `x-reference` pickers: the entity a reference points at names, in `x-lookup`, the operation that
 * lists its records for a picker (rows with `id`, `name_en`, `name_ar`): the whole list, or with
 * `search` the query parameter of a server-side search (entities too many to list).
 */
import type { OperationSchemas } from '../../src/shared/operation-schemas.ts';
import type { OperationDescriptor } from '../../src/shared/spec-model.ts';
import type { Problems } from '../problems.ts';
import type { ResolvedEntity } from './entities.ts';

/**
 * One entity's picker source, as the portal's reference widget and the server's names read it; `value`
 * is the field a reference stores (default `id`; a licence type's `value`), `names` its English and
 * Arabic names (default `name_en`, `name_ar`).
 */
export type ReferenceLookup = { operation: string; search?: string; query?: Record<string, string | number>; value?: string; names?: [string, string] };

/** entity name → its `x-lookup`, for every entity some `x-reference` points at; problems for those without one. */
export function resolveReferenceLookups(entities: Map<string, ResolvedEntity>, operations: OperationDescriptor[], schemas: Record<string, OperationSchemas>, problems: Problems): Record<string, ReferenceLookup> {
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  const lookups: Record<string, ReferenceLookup> = {};
  for (const entity of entities.values()) {
    for (const [field, property] of Object.entries(entity.schema.properties ?? {})) {
      // `x-suggest` (a text field offering a registry's names) lists its entity the same way.
      const target = property['x-reference'] ?? (property['x-suggest'] as string | undefined);
      if (target === undefined || lookups[target]) continue;
      const referenced = entities.get(target);
      const lookup = referenced?.schema['x-lookup'] as ReferenceLookup | undefined;
      if (!referenced) {
        // An unknown x-reference is reported by resolveEntities; an unknown x-suggest here.
        if (!property['x-reference']) problems.add(entity.file, `${field}: x-suggest names no entity of spec/entities (${target})`);
        continue;
      }
      if (!lookup) {
        problems.add(referenced.file, `x-lookup is missing: ${entity.name}.${field} points at this entity (x-reference), and its picker needs the operation listing its records`);
        continue;
      }
      const operation = byId.get(lookup.operation);
      if (!operation || operation.method !== 'get') problems.add(referenced.file, `x-lookup names ${lookup.operation}, not a GET operation of spec/api`);
      else if (lookup.search && !(schemas[lookup.operation]?.query as { properties?: Record<string, unknown> } | undefined)?.properties?.[lookup.search]) problems.add(referenced.file, `x-lookup: ${lookup.operation} has no query parameter ${lookup.search}`);
      lookups[target] = lookup;
    }
  }
  return Object.fromEntries(Object.entries(lookups).sort(([a], [b]) => a.localeCompare(b)));
}
