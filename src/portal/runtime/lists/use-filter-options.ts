import { useEffect, useState } from 'react';
import type { ListFilter } from '../../../shared/spec-model.ts';
import { callOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
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
  const [loaded, setLoaded] = useState<{ language: string; options: FilterOption[] } | null>(null);
  useEffect(() => {
    if (!source || !allowed) return;
    let current = true;
    void callOperation<Row[] | { results: Row[] }>(source.operation).then((result) => {
      if (!current) return;
      if (!result.ok) return console.warn('filter options failed', source.operation, result.status);
      const rows = Array.isArray(result.data) ? result.data : result.data.results;
      setLoaded({ language, options: rows.map((row) => ({ value: String(row[source.value]), label: String(row[source.label]), translated: true })) });
    });
    return () => {
      current = false;
    };
  }, [source, allowed, language]);
  if (!source) return (filter.options ?? []).map((option) => ({ ...option, translated: false }));
  return loaded?.language === language ? loaded.options : [];
}
