import { entitySchemas } from '../../../generated/entities/schemas.ts';
import type { JsonSchema } from '../spec-model.ts';

/** The resolved JSON Schema of one property of an entity, if the entity declares it. */
export function propertySchema(entity: string, field: string): JsonSchema | undefined {
  return (entitySchemas as Record<string, JsonSchema>)[entity]?.properties?.[field];
}
