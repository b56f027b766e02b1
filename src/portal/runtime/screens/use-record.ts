import type { OperationId } from '../../../../generated/api/operations.ts';
import type { ApiResult } from '../../lib/api-client.ts';
import { useAnyOperation } from '../../lib/use-operation.ts';

/** One record of a detail screen. */
export type DetailRecord = Record<string, unknown>;

/**
 * Loads the record a detail screen shows, calling its operation with the route params.
 * `result` is undefined while loading other params; an answer for params no longer current is
 * dropped. `retry` loads the same record again and keeps the current answer on screen meanwhile,
 * so panels keep their state while the record refreshes.
 */
export function useRecord(operation: OperationId, params: Record<string, string | undefined>) {
  const path = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const { result, reload } = useAnyOperation(operation, { params: path });
  // A detail operation answers one record (an object); the runtime reads its fields by name.
  return { result: result as ApiResult<DetailRecord> | undefined, retry: reload };
}
