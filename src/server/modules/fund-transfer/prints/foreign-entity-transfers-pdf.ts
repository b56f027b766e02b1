/**
 * `GET ft/fund_transfers_for_fe/{id}/{user_id}`: the transfers to foreign entity `id` that the caller
 * may see, as a PDF with their total — for the user `user_id` only (a printed link is never someone
 * else's: 404), and 404 for an entity that does not exist.
 */
import { formatDate } from '../../../../shared/format/format-date.ts';
import { heading, keyValues } from '../../../platform/exports/pdf/blocks.ts';
import { createPdf } from '../../../platform/exports/pdf/pdf-document.ts';
import { table } from '../../../platform/exports/pdf/table.ts';
import { replyWithPdf } from '../../../platform/exports/pdf-reply.ts';
import { fileLanguage, PRINT_TIME_ZONE, printedBy } from '../../../platform/exports/print-context.ts';
import { notFound } from '../../../platform/errors.ts';
import type { Handler } from '../../../platform/handler.ts';
import { translate } from '../../../platform/i18n.ts';
import { requireUser } from '../../../platform/request-context.ts';
import { entityBinding } from '../../../platform/resources/entities.ts';
import { scopedRows } from '../../../platform/resources/scoped-rows.ts';
import { countryName, kwd, printedTransfers, stateLabel, totalKwd } from './print-text.ts';

/** The calendar day of `iso` in Kuwait (`2026-05-12`). */
const kuwaitDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: PRINT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

export const printForeignEntityFundTransfers: Handler<'printForeignEntityFundTransfers'> = async (request, reply) => {
  const { id, user_id: userId } = request.params;
  if (Number(userId) !== requireUser(request.user).id) throw notFound();
  const db = request.server.db;
  const language = fileLanguage(request);
  const t = (key: string) => translate(language, key);
  const { rows: entities } = await db.query<{ name: string | null }>(
    `SELECT coalesce(nullif(data->>'${language === 'ar' ? 'name_ar' : 'name_en'}', ''), data->>'name') AS name FROM foreign_entity_records WHERE id = $1`,
    [id],
  );
  if (!entities[0]) throw notFound();
  const ids = (
    await scopedRows<{ id: string }>(request, entityBinding('fund-transfer'), 'r.id', (params) => [`r.data->>'foreign_entity' = ${params.add(String(id))}`], 'ORDER BY r.id')
  ).map((row) => Number(row.id));
  const transfers = await printedTransfers(db, ids, language);

  const title = `${t('fund_transfer.print.for_foreign_entity')} ${entities[0].name ?? ''}`;
  const pdf = createPdf({ language, title, footer: printedBy(request, language), landscape: true });
  heading(pdf, title, 1);
  keyValues(pdf, [
    [t('fund_transfer.receipts.count'), String(transfers.length)],
    [t('fund_transfer.receipts.total'), kwd(totalKwd(transfers), language)],
  ]);
  table(
    pdf,
    [
      { header: t('fund_transfer.fields.deposit_receipt') },
      { header: t('fund_transfer.fields.local_entity'), weight: 1.5 },
      { header: t('fund_transfer.fields.country') },
      { header: t('fund_transfer.fields.amount') },
      { header: t('fund_transfer.fields.status') },
      { header: t('common.fields.created') },
    ],
    transfers.map((transfer) => [
      transfer.deposit_receipt,
      transfer.local_entity_name,
      countryName(transfer.country, language),
      kwd(transfer.amount, language),
      stateLabel('fund-transfer', transfer.status, language),
      formatDate(kuwaitDay(transfer.created), language),
    ]),
  );
  const bytes = await pdf.finish();
  return replyWithPdf(reply, bytes, `${t('fund_transfer.print.for_foreign_entity_file')}.pdf`, 'inline');
};
