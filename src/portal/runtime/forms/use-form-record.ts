import type { OperationId } from '../../../../generated/api/operations.ts';
import { useAnyOperation } from '../../lib/use-operation.ts';

/** The record an edit form starts from: none for a create form (no `load` operation). */
export type FormRecord =
  | { status: 'ready'; data?: Record<string, unknown> }
  | { status: 'loading' }
  | { status: 'failed'; message: string };

/**
 * Loads the record through the screen's `load` operation with the route's params. An answer is
 * kept with the question it answers, so another record's params show `loading` until theirs arrives.
 */
export function useFormRecord(load: OperationId | undefined, params: Record<string, string>): FormRecord {
  const { result } = useAnyOperation(load, { params });
  if (!load) return { status: 'ready' };
  if (!result) return { status: 'loading' };
  // A load operation answers one record (an object).
  return result.ok ? { status: 'ready', data: result.data as Record<string, unknown> } : { status: 'failed', message: result.error.message };
}
