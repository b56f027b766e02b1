/**
 * `GET ft/transaction/{id}/export-item-pdf/`: one transaction as a PDF in the caller's language — its
 * number, state, amounts, parties and bank details, then the transfers it pays for — for a caller
 * whose scope reaches it (else 404, as the record itself).
 */
import { formatMoney } from '../../../../shared/format/money.ts';
import { recordMiss } from '../../../platform/access/record-miss.ts';
import { heading, keyValues, paragraph } from '../../../platform/exports/pdf/blocks.ts';
import { createPdf } from '../../../platform/exports/pdf/pdf-document.ts';
import { table } from '../../../platform/exports/pdf/table.ts';
import { replyWithPdf } from '../../../platform/exports/pdf-reply.ts';
import { fileLanguage, printedBy } from '../../../platform/exports/print-context.ts';
import type { Handler } from '../../../platform/handler.ts';
import { translate } from '../../../platform/i18n.ts';
import { entityBinding } from '../../../platform/resources/entities.ts';
import { idOf, scopeWhere, viewOf } from '../../../platform/resources/read-handlers.ts';
import { recordsRepository } from '../../../platform/resources/records-repository.ts';
import { transactionResourceHooks } from '../transactions.ts';
import { countryName, fieldLabel, stateLabel, text } from './print-text.ts';

type Summary = { deposit_receipt: string; amount: number; foreign_entity_name: string | null; country: string | null; status: string };

export const exportFundTransactionPdf: Handler<'exportFundTransactionPdf'> = async (request, reply) => {
  const entity = entityBinding('fund-transaction');
  const row = await recordsRepository(request.server.db, entity).find(idOf(request), scopeWhere(request, entity));
  if (!row) throw await recordMiss(request.server.db, entity, idOf(request));
  const record = await viewOf(request.server.db, entity, row, transactionResourceHooks.getFundTransaction!, request);
  const language = fileLanguage(request);
  const t = (key: string) => translate(language, key);
  // Each field under the label its entity schema gives it (`title`, a locale key).
  const field = (name: string) => fieldLabel('fund-transaction', name, language);

  const pdf = createPdf({ language, title: `${t('fund_transfer.transaction.entity')} ${text(record.transaction_no)}`, footer: printedBy(request, language) });
  heading(pdf, `${t('fund_transfer.transaction.entity')} ${text(record.transaction_no)}`, 1);
  paragraph(pdf, stateLabel('fund-transaction', record.status, language), { style: { size: 11, bold: true }, after: 10 });
  keyValues(pdf, [
    [field('amount'), formatMoney(Number(record.amount ?? 0), 'KWD', language)],
    [field('amount_usd'), formatMoney(Number(record.amount_usd ?? 0), 'USD', language)],
    [field('local_entity'), text(record.local_entity_name)],
    [field('country'), record.country ? countryName(record.country, language) : ''],
    [field('mission'), text(record.mission_name)],
    ...(['deposit_receipt', 'kuwaiti_bank', 'cheque_no', 'account_number', 'civil_id', 'payer', 'payee', 'final_recipient'] as const).map((name): [string, string] => [field(name), text(record[name])]),
  ]);
  heading(pdf, t('fund_transfer.transaction.titles.transfers'), 2);
  const transfers = (record.transfers ?? []) as Summary[];
  table(
    pdf,
    [{ header: t('fund_transfer.fields.deposit_receipt') }, { header: t('fund_transfer.fields.foreign_entity'), weight: 1.6 }, { header: t('fund_transfer.fields.country') }, { header: t('fund_transfer.fields.amount') }, { header: t('fund_transfer.fields.status') }],
    transfers.map((transfer) => [transfer.deposit_receipt, text(transfer.foreign_entity_name), countryName(transfer.country, language), formatMoney(transfer.amount, 'KWD', language), stateLabel('fund-transfer', transfer.status, language)]),
  );
  const bytes = await pdf.finish();
  return replyWithPdf(reply, bytes, `${text(record.transaction_no) || 'transaction'}.pdf`, 'inline');
};
