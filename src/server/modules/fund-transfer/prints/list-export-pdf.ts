/** `GET ft/fund-transfer/export-pdf/`: the transfers `ft/fund-transfer/` lists with the same filters (page 1 of 9999), as a PDF table. */
import type { Language } from '../../../../../generated/i18n/resources.ts';
import { listPdfHandler, type AppliedFilter } from '../../../platform/exports/list-pdf-handler.ts';
import { translate } from '../../../platform/i18n.ts';
import { entityBinding } from '../../../platform/resources/entities.ts';
import { stateLabel } from './print-text.ts';

/** The state (`filter_by_status`) and type the caller chose, labelled, so the printout says what it lists. */
function appliedFilters(query: Record<string, unknown>, language: Language): AppliedFilter[] {
  const t = (key: string) => translate(language, key);
  const filters: AppliedFilter[] = [];
  const status = query.filter_by_status;
  if (typeof status === 'string' && status !== 'all') {
    const view = status === 'payable' ? t('workflows.fund_transfer.views.payable') : stateLabel('fund-transfer', status, language);
    filters.push([t('fund_transfer.fields.status'), view]);
  }
  if (query.request_type === 'r' || query.request_type === 'd') filters.push([t('fund_transfer.fields.request_type'), t(`workflows.fund_transfer.kinds.${query.request_type}`)]);
  return filters;
}

export const exportFundTransfersPdf = listPdfHandler('exportFundTransfersPdf', {
  entity: () => entityBinding('fund-transfer'),
  title: 'fund_transfer.print.list_title',
  file: 'fund_transfer.print.list_file',
  filters: appliedFilters,
});
