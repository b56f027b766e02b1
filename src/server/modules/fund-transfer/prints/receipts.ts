/**
 * `GET ft/mofa-receipt/` (the spec's `ft/{product}-receipt`) and `GET ft/central-bank-receipt/`: the
 * receipts for some transfers (`ft_ids`) or for the transfers of one transaction (`tr_id`). Each
 * covers the transfers of a view of spec/workflows/fund-transfer.yaml — the ministry's those it has
 * authorised, the central bank's those sent to the bank — and refuses, naming them, any other.
 */
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../../../generated/i18n/resources.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { viewCodes } from '../../../../shared/workflow/view-codes.ts';
import { grantedScope } from '../../../platform/access/access-rules.ts';
import { recordMiss } from '../../../platform/access/record-miss.ts';
import { keyValues, heading, paragraph } from '../../../platform/exports/pdf/blocks.ts';
import { createPdf } from '../../../platform/exports/pdf/pdf-document.ts';
import { table, type TableColumn } from '../../../platform/exports/pdf/table.ts';
import { replyWithPdf } from '../../../platform/exports/pdf-reply.ts';
import { fileLanguage, printDate, printedBy } from '../../../platform/exports/print-context.ts';
import { fieldError } from '../../../platform/errors.ts';
import type { Handler } from '../../../platform/handler.ts';
import { translate } from '../../../platform/i18n.ts';
import { requireUser } from '../../../platform/request-context.ts';
import { entityBinding } from '../../../platform/resources/entities.ts';
import { scopeWhere } from '../../../platform/resources/read-handlers.ts';
import { recordsRepository } from '../../../platform/resources/records-repository.ts';
import { scopedRows } from '../../../platform/resources/scoped-rows.ts';
import { idsOf, usdEquivalent } from '../transactions.ts';
import { countryName, kwd, printedTransfers, stateLabel, totalKwd, type PrintedTransfer } from './print-text.ts';

type ReceiptQuery = { ft_ids?: string; tr_id?: number };

/**
 * The transfers the receipt is for, in the caller's scope: `ft_ids` as given, or the transaction
 * `tr_id`'s. A transfer or transaction the caller may not see answers 404 (audited when it exists).
 */
async function receiptTransfers(request: FastifyRequest, language: Language): Promise<{ transfers: PrintedTransfer[]; transactionNo?: string }> {
  const { ft_ids: list, tr_id: transactionId } = request.query as ReceiptQuery;
  if ((list === undefined) === (transactionId === undefined)) throw fieldError('ft_receipt_which', 'ft_ids');
  const db = request.server.db;
  let ids: number[];
  let transactionNo: string | undefined;
  if (transactionId !== undefined) {
    // The transaction as its own page reaches it (a draft is its entity's alone).
    const entity = entityBinding('fund-transaction');
    const scope = grantedScope('getFundTransaction', requireUser(request.user));
    const row = scope && (await recordsRepository(db, entity).find(transactionId, scopeWhere(request, entity, scope)));
    if (!row) throw await recordMiss(db, entity, transactionId);
    ids = idsOf(row.data.confirm_ids);
    transactionNo = String(row.data.transaction_no ?? '');
  } else ids = [...new Set(list!.split(',').map(Number))];
  const transfers = entityBinding('fund-transfer');
  const visible = new Set(
    (await scopedRows<{ id: string }>(request, transfers, 'r.id', (params) => [`r.id = ANY(${params.add(ids)}::bigint[])`])).map((row) => Number(row.id)),
  );
  const missing = ids.find((id) => !visible.has(id));
  if (missing !== undefined) throw await recordMiss(db, transfers, missing);
  return { transfers: await printedTransfers(db, ids, language), transactionNo };
}

type Receipt = {
  /** The workflow view whose transfers it covers. */
  view: string;
  /** Locale keys under `fund_transfer.receipts.<key>`: title, intro, file. */
  key: 'ministry' | 'central_bank';
  columns: (t: (key: string) => string) => TableColumn[];
  row: (transfer: PrintedTransfer, language: Language) => string[];
};

function receiptHandler<Id extends 'printMinistryFundTransferReceipt' | 'printCentralBankFundTransferReceipt'>(receipt: Receipt): Handler<Id> {
  return async (request, reply) => {
    const language = fileLanguage(request);
    const t = (key: string, params?: Record<string, unknown>) => translate(language, key, params);
    const { transfers, transactionNo } = await receiptTransfers(request, language);
    const covered = new Set(viewCodes('fund-transfer', receipt.view));
    const refused = transfers.filter((transfer) => !covered.has(transfer.status));
    if (refused.length) throw fieldError(`ft_receipt_${receipt.view}`, 'ft_ids', { numbers: refused.map((r) => r.deposit_receipt || `#${r.id}`).join(', ') });

    const total = totalKwd(transfers);
    const title = t(`fund_transfer.receipts.${receipt.key}.title`);
    const pdf = createPdf({ language, title, footer: printedBy(request, language) });
    heading(pdf, title, 1);
    paragraph(pdf, t(`fund_transfer.receipts.${receipt.key}.intro`, { count: transfers.length }), { after: 10 });
    keyValues(pdf, [
      [t('fund_transfer.receipts.date'), printDate(request)],
      ...(transactionNo ? [[t('fund_transfer.transaction.fields.transaction_no'), transactionNo] as [string, string]] : []),
      [t('fund_transfer.receipts.count'), String(transfers.length)],
      [t('fund_transfer.receipts.total'), kwd(total, language)],
      [t('fund_transfer.transaction.fields.amount_usd'), formatMoney(await usdEquivalent(request.server.db, total), 'USD', language)],
    ]);
    heading(pdf, t('fund_transfer.receipts.transfers'), 2);
    table(pdf, receipt.columns((key) => t(key)), transfers.map((transfer) => receipt.row(transfer, language)));
    const bytes = await pdf.finish();
    return replyWithPdf(reply, bytes, `${t(`fund_transfer.receipts.${receipt.key}.file`)}.pdf`, 'inline');
  };
}

export const printMinistryFundTransferReceipt = receiptHandler<'printMinistryFundTransferReceipt'>({
  view: 'authorised',
  key: 'ministry',
  columns: (t) => [
    { header: t('fund_transfer.fields.deposit_receipt') },
    { header: t('fund_transfer.fields.local_entity'), weight: 1.4 },
    { header: t('fund_transfer.fields.foreign_entity'), weight: 1.4 },
    { header: t('fund_transfer.fields.country') },
    { header: t('fund_transfer.fields.amount') },
    { header: t('fund_transfer.fields.status') },
  ],
  row: (transfer, language) => [transfer.deposit_receipt, transfer.local_entity_name, transfer.foreign_entity_name, countryName(transfer.country, language), kwd(transfer.amount, language), stateLabel('fund-transfer', transfer.status, language)],
});

export const printCentralBankFundTransferReceipt = receiptHandler<'printCentralBankFundTransferReceipt'>({
  view: 'at_bank',
  key: 'central_bank',
  columns: (t) => [
    { header: t('fund_transfer.fields.deposit_receipt') },
    { header: t('fund_transfer.fields.kuwaiti_bank') },
    { header: t('fund_transfer.fields.cheque_no') },
    { header: t('fund_transfer.fields.local_entity'), weight: 1.3 },
    { header: t('fund_transfer.fields.foreign_entity'), weight: 1.3 },
    { header: t('fund_transfer.fields.country') },
    { header: t('fund_transfer.fields.amount') },
  ],
  row: (transfer, language) => [transfer.deposit_receipt, transfer.kuwaiti_bank, transfer.cheque_no, transfer.local_entity_name, transfer.foreign_entity_name, countryName(transfer.country, language), kwd(transfer.amount, language)],
});
