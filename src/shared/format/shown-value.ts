import type { JsonSchema } from '../spec-model.ts';

/**
 * What a page shows for a record's field: for an `x-reference` field (another record's id) the name
 * the server added beside it (`<field>_name`, in the caller's language), never the id; else the value.
 */
export function shownValue(record: Record<string, unknown>, field: string, schema: JsonSchema | undefined): unknown {
  return schema?.['x-reference'] ? record[`${field}_name`] : record[field];
}
