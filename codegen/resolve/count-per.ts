import type { Problems } from '../problems.ts';
import type { ResolvedEntity } from './entities.ts';
import type { BundledApi } from './openapi.ts';

/**
 * `x-count-per: <entity>` on an answer's object schema: one integer property per value of that
 * list entity (a string `enum`, such as notification-type), so a new value is added in the spec
 * and every count follows (notifications/stats/ answers one count per notification type).
 */
export function checkCountsPer(api: BundledApi, entities: Map<string, ResolvedEntity>, problems: Problems): void {
  for (const operation of api.operations) {
    const file = `spec/api/${operation.module}.yaml`;
    for (const answer of Object.values(api.schemas[operation.operationId]?.responses ?? {})) {
      const schema = answer as { 'x-count-per'?: string; properties?: Record<string, { type?: unknown }>; required?: string[] };
      const named = schema['x-count-per'];
      if (!named) continue;
      const values = entities.get(named)?.schema.enum;
      if (!values) {
        problems.add(file, `${operation.operationId}: x-count-per names ${named}, not a list entity (a string enum of spec/entities)`);
        continue;
      }
      for (const value of values.map(String)) {
        if (schema.properties?.[value]?.type !== 'integer' || !schema.required?.includes(value)) {
          problems.add(file, `${operation.operationId}: x-count-per ${named}: no required integer count for ${value}`);
        }
      }
    }
  }
}
