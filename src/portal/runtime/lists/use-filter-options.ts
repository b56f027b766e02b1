import { useT } from '../../lib/i18n.ts';
import type { ListFilter } from '../../lib/screen-descriptors.ts';
import { logFailure, useAnyOperation } from '../../lib/use-operation.ts';
import { canCall } from '../screens/can-call.ts';

export type FilterOption = { value: string; label: string; translated: boolean };

type Row = Record<string, unknown>;

/**
 * A select filter's choices: the descriptor's fixed options (locale keys), or the rows of its
 * `optionsFrom` lookup, asked again when the language changes (their labels come translated).
 * A lookup the user may not call, or one that fails, gives no choices but "All" (spec section 8:
 * such failures are only logged).
 */
export function useFilterOptions(filter: ListFilter, userType: string | undefined): FilterOption[] {
  const { language } = useT();
  const source = filter.optionsFrom;
  const allowed = source !== undefined && canCall(source.operation, userType);
  const operation = allowed ? source.operation : undefined;
  const { data } = useAnyOperation(operation, {}, { key: language, onAnswer: logFailure(`filter options ${operation}`) });
  if (!source) return (filter.options ?? []).map((option) => ({ ...option, translated: false }));
  if (data === undefined) return [];
  // A lookup answers an array of rows, or a page of them.
  const rows = Array.isArray(data) ? (data as Row[]) : (data as { results: Row[] }).results;
  return rows.map((row) => ({ value: String(row[source.value]), label: String(row[source.label]), translated: true }));
}
