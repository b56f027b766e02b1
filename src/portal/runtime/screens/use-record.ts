import type { OperationId } from '../../../../generated/api/operations.ts';
import type { ApiResult } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { useAnyOperation } from '../../lib/use-operation.ts';

/** One record of a detail screen. */
export type DetailRecord = Record<string, unknown>;

/**
 * Loads the record a detail screen shows, calling its operation with the route params.
 * `result` is undefined while loading other params; an answer for params no longer current is
 * dropped. `retry` loads the same record again and keeps the current answer on screen meanwhile,
 * so panels keep their state while the record refreshes. A language switch asks again: the record
 * carries names the server gives in the caller's language (`mission_name`, `country_name`).
 */
export function useRecord(operation: OperationId, params: Record<string, string | undefined>) {
  const path = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const { language } = useT();
  const { result, reload } = useAnyOperation(operation, { params: path }, { key: language });
  // A detail operation answers one record (an object); the runtime reads its fields by name.
  return { result: result as ApiResult<DetailRecord> | undefined, retry: reload };
}
