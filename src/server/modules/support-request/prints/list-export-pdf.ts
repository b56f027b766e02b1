/** `GET support/request/export-pdf`: the requests `support/request/` lists with the same filters (page 1 of 9999), as a PDF table. */
import type { Language } from '../../../../../generated/i18n/resources.ts';
import { listPdfHandler, type AppliedFilter } from '../../../platform/exports/list-pdf-handler.ts';
import { translate } from '../../../platform/i18n.ts';
import { entityBinding } from '../../../platform/resources/entities.ts';
import { stateLabel } from './request-pdf.ts';

/** The state and sector the caller chose, labelled, so the printout says what it lists. */
function appliedFilters(query: Record<string, unknown>, language: Language): AppliedFilter[] {
  const t = (key: string) => translate(language, key);
  const filters: AppliedFilter[] = [];
  if (typeof query.status === 'string') filters.push([t('support_request.fields.status'), stateLabel(query.status, language)]);
  if (typeof query.sector === 'string') filters.push([t('support_request.fields.sector'), t(`support_request.sectors.${query.sector}`)]);
  return filters;
}

export const exportSupportRequestsPdf = listPdfHandler('exportSupportRequestsPdf', {
  entity: () => entityBinding('support-request'),
  title: 'support_request.print.list_title',
  file: 'support_request.print.list_file',
  filters: appliedFilters,
});
