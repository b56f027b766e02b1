/**
 * `GET ft/fund_transfers_for_fe/{id}/{user_id}`: the transfers to foreign entity `id` that the caller
 * may see, as a PDF with their total — for the user `user_id` only (a printed link is never someone
 * else's: 404), and 404 for an entity the caller may not see (as its page) or that does not exist.
 */
import { formatDate } from '../../../../shared/format/format-date.ts';
import { heading, keyValues } from '../../../platform/exports/pdf/blocks.ts';
import { createPdf } from '../../../platform/exports/pdf/pdf-document.ts';
import { table } from '../../../platform/exports/pdf/table.ts';
import { replyWithPdf } from '../../../platform/exports/pdf-reply.ts';
import { fileLanguage, kuwaitDay, printedBy } from '../../../platform/exports/print-context.ts';
import { grantedScope } from '../../../platform/access/access-rules.ts';
import { recordMiss } from '../../../platform/access/record-miss.ts';
import { notFound } from '../../../platform/errors.ts';
import type { Handler } from '../../../platform/handler.ts';
import { translate } from '../../../platform/i18n.ts';
import { requireUser } from '../../../platform/request-context.ts';
import { entityBinding } from '../../../platform/resources/entities.ts';
import { scopeWhere } from '../../../platform/resources/read-handlers.ts';
import { recordsRepository } from '../../../platform/resources/records-repository.ts';
import { countryName, kwd, printedTransfers, stateLabel, totalKwd } from './print-text.ts';

/** As many transfers as a list's "All" shows. */
const EVERY_TRANSFER = 9999;

export const printForeignEntityFundTransfers: Handler<'printForeignEntityFundTransfers'> = async (request, reply) => {
  const { id, user_id: userId } = request.params;
  if (Number(userId) !== requireUser(request.user).id) throw notFound();
  const db = request.server.db;
  const language = fileLanguage(request);
  const t = (key: string) => translate(language, key);
  // The entity in the caller's scope (the rule's, as its page's): one they may not see tells nothing (404).
  const feEntity = entityBinding('foreign-entity');
  const entity = await recordsRepository(db, feEntity).find(Number(id), scopeWhere(request, feEntity));
  if (!entity) throw await recordMiss(db, feEntity, Number(id));
  // Its transfers as the caller's list of transfers reaches them (a foreign entity: those paid to it).
  const transferScope = grantedScope('listFundTransfers', requireUser(request.user));
  const own = language === 'ar' ? entity.data.name_ar : entity.data.name_en;
  const entityName = String(own || entity.data.name || '');
  const transfersEntity = entityBinding('fund-transfer');
  let ids: number[] = [];
  if (transferScope) {
    const where = scopeWhere(request, transfersEntity, transferScope);
    where.conditions.push(`r.data->>'foreign_entity' = ${where.params.add(String(id))}`);
    ids = (await recordsRepository(db, transfersEntity).list(where, 'r.id', EVERY_TRANSFER, 0)).rows.map((row) => Number(row.id));
  }
  const transfers = await printedTransfers(db, ids, language);

  const title = `${t('fund_transfer.print.for_foreign_entity')} ${entityName}`;
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
