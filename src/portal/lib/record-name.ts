/** How a page names a record to a person: its declared title (`x-title`), or its number in the page's digits. */
import { recordTitle } from '../../shared/workflow/record-title.ts';
import { formatNumber } from '../../shared/format/locale.ts';
import type { useT } from './i18n.ts';

type T = ReturnType<typeof useT>['t'];

/** `No. 12` (`رقم ١٢`): a record without a name is known by its number, ungrouped. */
export const recordNumber = (id: number, t: T, language: string): string =>
  t('common.record_number', { number: formatNumber(id, language, { useGrouping: false }) });

/** The record's title in the page's language, else its number; empty when it has neither. */
export function recordName(entity: string, record: Record<string, unknown>, t: T, language: 'ar' | 'en'): string {
  const id = Number(record.id);
  return recordTitle(entity, record)[language] || (Number.isInteger(id) && id > 0 ? recordNumber(id, t, language) : '');
}

/**
 * A record page's heading: the record's title, else the page's title and the record's number
 * (`Fund transfer request No. 12`).
 */
export function recordHeading(entity: string, record: Record<string, unknown>, pageTitle: string, t: T, language: 'ar' | 'en'): string {
  const title = recordTitle(entity, record)[language];
  if (title) return title;
  const id = Number(record.id);
  return Number.isInteger(id) && id > 0 ? `${pageTitle} ${recordNumber(id, t, language)}` : pageTitle;
}
