import type { ColumnFormat, JsonSchema } from '../spec-model.ts';

/** The display format a property's schema implies (detail pages have no column descriptor). */
export function formatOfSchema(schema: JsonSchema | undefined): ColumnFormat {
  if (!schema) return 'text';
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.enum && schema['x-enum-labels']) return 'enum';
  if (types.includes('array')) return 'list';
  if (types.includes('boolean')) return 'yesNo';
  if (types.includes('integer') || types.includes('number')) return 'number';
  if (schema.format === 'date') return 'date';
  if (schema.format === 'date-time') return 'datetime';
  return 'text';
}
