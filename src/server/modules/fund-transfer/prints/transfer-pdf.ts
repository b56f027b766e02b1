/**
 * `GET ft/fund-transfer/{id}/export-item-pdf/`: one transfer as a PDF in the file's language — its
 * fields under their labels, then its history — for a caller whose scope reaches it (else 404, as the
 * record itself).
 */
import { formatDateTime } from '../../../../shared/format/format-date.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { recordMiss } from '../../../platform/access/record-miss.ts';
import { heading, keyValues, paragraph } from '../../../platform/exports/pdf/blocks.ts';
import { createPdf } from '../../../platform/exports/pdf/pdf-document.ts';
import { table } from '../../../platform/exports/pdf/table.ts';
import { replyWithPdf } from '../../../platform/exports/pdf-reply.ts';
import { fileLanguage, PRINT_TIME_ZONE, printedBy } from '../../../platform/exports/print-context.ts';
import type { Handler } from '../../../platform/handler.ts';
import { translate } from '../../../platform/i18n.ts';
import { entityBinding } from '../../../platform/resources/entities.ts';
import { idOf, scopeWhere } from '../../../platform/resources/read-handlers.ts';
import { recordView } from '../../../platform/resources/record-view.ts';
import { recordsRepository } from '../../../platform/resources/records-repository.ts';
import { commentFor } from '../../../platform/workflow/internal-comments.ts';
import { stateLogsRepository } from '../../../platform/workflow/state-logs-repository.ts';
import { workflows } from '../../../../../generated/workflows/index.ts';
import { usdEquivalent } from '../transactions.ts';
import { countryName, fieldLabel, stateLabel, text } from './print-text.ts';

export const exportFundTransferPdf: Handler<'exportFundTransferPdf'> = async (request, reply) => {
  const db = request.server.db;
  const entity = entityBinding('fund-transfer');
  const row = await recordsRepository(db, entity).find(idOf(request), scopeWhere(request, entity));
  if (!row) throw await recordMiss(db, entity, idOf(request));
  const language = fileLanguage(request);
  const record = await recordView(db, entity, row, language);
  const t = (key: string) => translate(language, key);
  const field = (name: string) => fieldLabel('fund-transfer', name, language);
  const amount = Number(record.amount ?? 0);
  const title = `${t('fund_transfer.entity')} ${text(record.deposit_receipt)}`;

  const pdf = createPdf({ language, title, footer: printedBy(request, language) });
  heading(pdf, title, 1);
  paragraph(pdf, stateLabel('fund-transfer', record.status, language), { style: { size: 11, bold: true }, after: 10 });
  keyValues(pdf, [
    [field('request_type'), record.request_type ? t(`workflows.fund_transfer.kinds.${String(record.request_type)}`) : ''],
    [field('amount'), formatMoney(amount, 'KWD', language)],
    [t('fund_transfer.transaction.fields.amount_usd'), formatMoney(await usdEquivalent(db, amount), 'USD', language)],
    ...(['deposit_receipt', 'kuwaiti_bank', 'cheque_no', 'purpose'] as const).map((name): [string, string] => [field(name), text(record[name])]),
    [field('local_entity'), text(record.local_entity_name)],
    [field('foreign_entity'), text(record.foreign_entity_name)],
    [field('country'), countryName(record.country, language)],
    [field('mission'), text(record.mission_name)],
    [field('transaction_no'), text(record.transaction_no)],
  ]);
  heading(pdf, t('workflows.history.title'), 2);
  const logs = await stateLogsRepository(db).list('fund-transfer', Number(row.id));
  if (logs.length === 0) paragraph(pdf, t('workflows.history.empty'));
  else
    table(
      pdf,
      [{ header: t('workflows.history.time') }, { header: t('workflows.history.event') }, { header: t('workflows.history.to') }, { header: t('workflows.history.by') }, { header: t('workflows.history.comment'), weight: 1.6 }],
      logs.map((log) => [
        formatDateTime(new Date(log.created_at).toISOString(), language, PRINT_TIME_ZONE),
        t(`workflows.fund_transfer.events.${log.event}`),
        stateLabel('fund-transfer', log.to_state, language),
        log.user_name ?? t('workflows.history.system'),
        text(commentFor(workflows['fund-transfer']!.definition, log, request.user?.user_type)),
      ]),
    );
  const bytes = await pdf.finish();
  return replyWithPdf(reply, bytes, `${text(record.deposit_receipt) || 'fund-transfer'}.pdf`, 'inline');
};
