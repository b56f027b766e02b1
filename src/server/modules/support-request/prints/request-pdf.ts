/**
 * `support/request/{id}/print` (the request's fields under their labels) and `{id}/detailed_print`
 * (those, then its donations, comments and history): PDFs in the file's language, Arabic shaped right
 * to left, for a caller whose scope reaches the request (else 404, as the record itself).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { workflows } from '../../../../../generated/workflows/index.ts';
import type { Language } from '../../../../../generated/i18n/resources.ts';
import { formatDate, formatDateTime } from '../../../../shared/format/format-date.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import type { Queryable } from '../../../db/database.ts';
import { recordMiss } from '../../../platform/access/record-miss.ts';
import { countryOf } from '../../../platform/countries.ts';
import { heading, keyValues, paragraph } from '../../../platform/exports/pdf/blocks.ts';
import { createPdf, type PdfWriter } from '../../../platform/exports/pdf/pdf-document.ts';
import { table } from '../../../platform/exports/pdf/table.ts';
import { replyWithPdf } from '../../../platform/exports/pdf-reply.ts';
import { fileLanguage, PRINT_TIME_ZONE, printedBy } from '../../../platform/exports/print-context.ts';
import type { Handler } from '../../../platform/handler.ts';
import { translate } from '../../../platform/i18n.ts';
import { entityBinding } from '../../../platform/resources/entities.ts';
import { idOf, scopeWhere } from '../../../platform/resources/read-handlers.ts';
import { recordView, type ApiRecord } from '../../../platform/resources/record-view.ts';
import { recordsRepository } from '../../../platform/resources/records-repository.ts';
import { commentFor } from '../../../platform/workflow/internal-comments.ts';
import { stateLogsRepository } from '../../../platform/workflow/state-logs-repository.ts';

const WORKFLOW = 'support-request';
export const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** The label of a state in `language`. */
export const stateLabel = (code: unknown, language: Language): string => {
  const state = workflows[WORKFLOW]!.definition.states.find((s) => String(s.code) === String(code));
  return state ? translate(language, state.label) : text(code);
};

/** The label an entity schema gives `field`. */
export const fieldLabel = (entity: string, field: string, language: Language): string => translate(language, String(entityBinding(entity).schema.properties?.[field]?.title ?? field));

const countryName = (code: unknown, language: Language): string => {
  const country = typeof code === 'string' ? countryOf(code) : undefined;
  return country ? (language === 'ar' ? country.name_ar : country.name_en) : text(code);
};

/** `USD/82000.00` as the currency's amount. */
const totalCost = (value: unknown, language: Language): string => {
  const [currency, amount] = text(value).split('/');
  return currency && amount ? formatMoney(Number(amount), currency, language) : text(value);
};

/** The request in the caller's scope, viewed in the file's language. */
async function requestInScope(request: FastifyRequest, language: Language): Promise<{ record: ApiRecord; id: number }> {
  const db = request.server.db;
  const entity = entityBinding(WORKFLOW);
  const row = await recordsRepository(db, entity).find(idOf(request), scopeWhere(request, entity));
  if (!row) throw await recordMiss(db, entity, idOf(request));
  return { record: await recordView(db, entity, row, language), id: Number(row.id) };
}

/** The request's fields, section by section as its page shows them. */
function fields(pdf: PdfWriter, record: ApiRecord, language: Language): void {
  const t = (key: string) => translate(language, key);
  const field = (name: string) => fieldLabel(WORKFLOW, name, language);
  const kwd = (value: unknown) => formatMoney(Number(value ?? 0), 'KWD', language);
  const sector = record.sector ? t(`support_request.sectors.${String(record.sector)}`) : '';
  heading(pdf, t('support_request.sections.basic'), 2);
  keyValues(pdf, [
    [field('number'), text(record.number)],
    [field('status'), stateLabel(record.status, language)],
    [field('project_name'), text(record.project_name)],
    [field('domain'), text(record.domain)],
    [field('sector'), sector],
    [field('country'), countryName(record.country, language)],
    [field('foreign_entity'), text(record.foreign_entity_name)],
    [field('expiry_date'), record.expiry_date ? formatDate(String(record.expiry_date), language) : ''],
  ]);
  heading(pdf, t('support_request.sections.project'), 2);
  keyValues(pdf, [
    [field('summary'), text(record.summary)],
    [field('objectives'), text(record.objectives)],
    [field('beneficiaries'), text(record.beneficiaries)],
    [field('execution_period'), text(record.execution_period)],
    [field('progress'), text(record.progress)],
  ]);
  heading(pdf, t('support_request.sections.financial'), 2);
  keyValues(pdf, [
    [field('amount_requested'), kwd(record.amount_requested)],
    [field('donated_total'), kwd(record.donated_total)],
    [field('remaining'), kwd(record.remaining)],
    [field('total_cost'), totalCost(record.total_cost, language)],
  ]);
}

type DonationRow = { amount: string; currency: string; amount_kwd: string; donor: string | null; created_at: Date | string };
type CommentRow = { comment: string; author_name: string | null; created_at: Date | string };

async function donationsOf(q: Queryable, id: number, language: Language): Promise<DonationRow[]> {
  const name = language === 'ar' ? 'name_ar' : 'name_en';
  const { rows } = await q.query<DonationRow>(
    `SELECT d.data->>'amount' AS amount, d.data->>'currency' AS currency, d.data->>'amount_kwd' AS amount_kwd, le.data->>'${name}' AS donor, d.created_at
       FROM support_donation_records d LEFT JOIN local_entity_records le ON le.id = (d.data->>'local_entity')::bigint
      WHERE (d.data->>'support_request')::bigint = $1 ORDER BY d.id`,
    [id],
  );
  return rows;
}

async function commentsOf(q: Queryable, id: number): Promise<CommentRow[]> {
  const { rows } = await q.query<CommentRow>(
    `SELECT data->>'comment' AS comment, data->>'author_name' AS author_name, created_at FROM support_comment_records WHERE (data->>'support_request')::bigint = $1 ORDER BY id`,
    [id],
  );
  return rows;
}

const when = (value: Date | string, language: Language) => formatDateTime(new Date(value).toISOString(), language, PRINT_TIME_ZONE);

async function printOf(request: FastifyRequest, reply: FastifyReply, detailed: boolean): Promise<FastifyReply> {
  const db = request.server.db;
  const language = fileLanguage(request);
  const t = (key: string, params?: Record<string, unknown>) => translate(language, key, params);
  const { record, id } = await requestInScope(request, language);
  const title = t(detailed ? 'support_request.print.detailed_title' : 'support_request.print.title', { number: text(record.number) || String(id) });
  const pdf = createPdf({ language, title, footer: printedBy(request, language) });
  heading(pdf, title, 1);
  paragraph(pdf, text(record.project_name), { style: { size: 12, bold: true }, after: 10 });
  fields(pdf, record, language);
  if (detailed) {
    const d = (name: string) => fieldLabel('support-donation', name, language);
    heading(pdf, t('support_request.donations.title'), 2);
    const donations = await donationsOf(db, id, language);
    if (donations.length === 0) paragraph(pdf, t('support_request.donations.empty'));
    else
      table(
        pdf,
        [{ header: t('common.fields.created') }, { header: d('local_entity'), weight: 1.6 }, { header: d('amount') }, { header: d('amount_kwd') }],
        donations.map((row) => [when(row.created_at, language), text(row.donor), formatMoney(Number(row.amount), row.currency, language), formatMoney(Number(row.amount_kwd), 'KWD', language)]),
      );
    heading(pdf, t('support_request.comments.title'), 2);
    const comments = await commentsOf(db, id);
    if (comments.length === 0) paragraph(pdf, t('support_request.comments.empty'));
    else table(pdf, [{ header: t('common.fields.created') }, { header: t('support_request.comments.author') }, { header: t('support_request.comments.comment'), weight: 2 }], comments.map((row) => [when(row.created_at, language), text(row.author_name), row.comment]));
    heading(pdf, t('workflows.history.title'), 2);
    const logs = await stateLogsRepository(db).list(WORKFLOW, id);
    if (logs.length === 0) paragraph(pdf, t('workflows.history.empty'));
    else
      table(
        pdf,
        [{ header: t('workflows.history.time') }, { header: t('workflows.history.event') }, { header: t('workflows.history.to') }, { header: t('workflows.history.by') }, { header: t('workflows.history.comment'), weight: 1.6 }],
        logs.map((log) => [when(log.created_at, language), t(`workflows.support_request.events.${log.event}`), stateLabel(log.to_state, language), log.user_name ?? t('workflows.history.system'), text(commentFor(workflows[WORKFLOW]!.definition, log, request.user?.user_type))]),
      );
  }
  const bytes = await pdf.finish();
  return replyWithPdf(reply, bytes, `${text(record.number) || 'support-request'}.pdf`, 'inline');
}

export const printSupportRequest: Handler<'printSupportRequest'> = (request, reply) => printOf(request, reply, false);
export const printSupportRequestDetailed: Handler<'printSupportRequestDetailed'> = (request, reply) => printOf(request, reply, true);
