/** How a page names a record to a person: its own name, or its number in the page's digits. */
import { recordTitle } from '../../shared/workflow/record-title.ts';
import { formatNumber } from '../../shared/format/locale.ts';
import type { useT } from './i18n.ts';

type T = ReturnType<typeof useT>['t'];

/** `No. 12` (`رقم ١٢`): a record without a name is known by its number, ungrouped. */
export const recordNumber = (id: number, t: T, language: string): string =>
  t('common.record_number', { number: formatNumber(id, language, { useGrouping: false }) });

/** The record's name in the page's language (recordTitle), else its number; empty when it has neither. */
export function recordName(record: Record<string, unknown>, t: T, language: 'ar' | 'en'): string {
  const id = Number(record.id);
  return recordTitle(record)[language] || (Number.isInteger(id) && id > 0 ? recordNumber(id, t, language) : '');
}
