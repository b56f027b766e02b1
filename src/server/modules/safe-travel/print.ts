/**
 * `safe-travel-print/{id}/`: one notification as a PDF in the file's language (Arabic shaped, right to left):
 * its trip, stay, travellers and partners as tables, contacts, the country's travel advice and the history of its
 * steps with the remarks of the ministry and the entity. `safe-travel-pdf-content/`: the list's PDF.
 * Every value is shown as the portal shows it (`shownText`: countries, places and the entity by name).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { entitySchemas } from '../../../../generated/entities/schemas.ts';
import { workflows } from '../../../../generated/workflows/index.ts';
import type { Language } from '../../../../generated/i18n/resources.ts';
import { itemFields, shownText } from '../../../shared/display/shown-text.ts';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import type { JsonSchema } from '../../../shared/spec-model.ts';
import { recordMiss } from '../../platform/access/record-miss.ts';
import { heading, keyValues, paragraph } from '../../platform/exports/pdf/blocks.ts';
import { createPdf, type PdfWriter } from '../../platform/exports/pdf/pdf-document.ts';
import { table } from '../../platform/exports/pdf/table.ts';
import { replyWithPdf } from '../../platform/exports/pdf-reply.ts';
import { fileLanguage, PRINT_TIME_ZONE, printedBy } from '../../platform/exports/print-context.ts';
import { listPdfHandler, type AppliedFilter } from '../../platform/exports/list-pdf-handler.ts';
import type { Handler } from '../../platform/handler.ts';
import { translate } from '../../platform/i18n.ts';
import { entityBinding } from '../../platform/resources/entities.ts';
import { idOf, scopeWhere } from '../../platform/resources/read-handlers.ts';
import { recordView, type ApiRecord } from '../../platform/resources/record-view.ts';
import { recordsRepository } from '../../platform/resources/records-repository.ts';
import { stateLogView } from '../../platform/workflow/state-log-view.ts';
import { stateLogsRepository } from '../../platform/workflow/state-logs-repository.ts';
import { adviceOf } from './messages.ts';

const ENTITY = 'safe-travel';
const schema = entitySchemas[ENTITY] as JsonSchema;
const property = (field: string): JsonSchema | undefined => schema.properties?.[field];

/** The label of a state in `language`. */
function stateLabel(code: unknown, language: Language): string {
  const state = workflows[ENTITY]!.definition.states.find((s) => String(s.code) === String(code));
  return state ? translate(language, state.label) : String(code ?? '');
}

function fieldsBlock(pdf: PdfWriter, record: ApiRecord, fields: string[], language: Language): void {
  const t = (key: string) => translate(language, key);
  keyValues(pdf, fields.map((field) => [t(String(property(field)?.title ?? field)), shownText(record, field, property(field), undefined, { language, translate: t, timeZone: PRINT_TIME_ZONE })]));
}

/** A list of objects (travellers, partners) as a table, a column per item field. */
function itemsTable(pdf: PdfWriter, record: ApiRecord, field: string, language: Language): void {
  const t = (key: string) => translate(language, key);
  const items = property(field)?.items;
  const rows = Array.isArray(record[field]) ? (record[field] as Array<Record<string, unknown>>) : [];
  heading(pdf, t(String(property(field)?.title ?? field)), 2);
  if (rows.length === 0) {
    paragraph(pdf, t('safe_travel.print.none'));
    return;
  }
  const columns = itemFields(items);
  table(
    pdf,
    columns.map((column) => ({ header: t(String(items?.properties?.[column]?.title ?? column)), ...(column === 'name' || column === 'address' ? { weight: 1.4 } : {}) })),
    rows.map((row) => columns.map((column) => shownText(row, column, items?.properties?.[column], undefined, { language, translate: t }))),
  );
}

async function printOf(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const db = request.server.db;
  const language = fileLanguage(request);
  const t = (key: string, params?: Record<string, unknown>) => translate(language, key, params);
  const entity = entityBinding(ENTITY);
  const row = await recordsRepository(db, entity).find(idOf(request), scopeWhere(request, entity));
  if (!row) throw await recordMiss(db, entity, idOf(request));
  const record = await recordView(db, entity, row, language);
  const number = String(record.notification_number ?? record.id);
  const title = t('safe_travel.print.title', { number });
  const pdf = createPdf({ language, title, footer: printedBy(request, language) });
  heading(pdf, title, 1);
  paragraph(pdf, stateLabel(record.status, language), { style: { size: 12, bold: true }, after: 10 });
  heading(pdf, t('safe_travel.sections.trip'), 2);
  fieldsBlock(pdf, record, ['notification_number', 'local_entity', 'continent', 'travel_country', 'province', 'city', 'departure_date', 'return_date', 'purpose'], language);
  heading(pdf, t('safe_travel.sections.stay'), 2);
  fieldsBlock(pdf, record, ['flight_details', 'residence'], language);
  itemsTable(pdf, record, 'travellers', language);
  itemsTable(pdf, record, 'partners', language);
  heading(pdf, t('safe_travel.sections.contacts'), 2);
  fieldsBlock(pdf, record, ['coordinator_name', 'coordinator_phone', 'emergency_contact', 'emergency_phone'], language);
  heading(pdf, t('safe_travel.print.advice'), 2);
  const advice = typeof record.travel_country === 'string' ? await adviceOf(db, record.travel_country) : undefined;
  paragraph(pdf, advice ? (language === 'ar' ? advice.data.message_ar : advice.data.message_en) : t('safe_travel.print.no_advice'));
  heading(pdf, t('workflows.history.title'), 2);
  const logs = await stateLogsRepository(db).list(ENTITY, Number(row.id));
  if (logs.length === 0) paragraph(pdf, t('workflows.history.empty'));
  else
    table(
      pdf,
      [{ header: t('workflows.history.time') }, { header: t('workflows.history.event') }, { header: t('workflows.history.to') }, { header: t('workflows.history.by') }, { header: t('workflows.history.comment'), weight: 1.8 }],
      // As the history panel shows them: an internal note only to those who may read it.
      logs.map((row) => stateLogView(workflows[ENTITY]!.definition, row, request.user?.user_type)).map((log) => [
        formatDateTime(log.created, language, PRINT_TIME_ZONE),
        t(`workflows.safe_travel.events.${log.event}`),
        stateLabel(log.to_code, language),
        log.user_name ?? t('workflows.history.system'),
        log.comment ?? '',
      ]),
    );
  return replyWithPdf(reply, await pdf.finish(), `${number}.pdf`, 'inline');
}

export const printSafeTravel: Handler<'printSafeTravel'> = (request, reply) => printOf(request, reply);

/** The state the caller chose, labelled, so the printout says what it lists. */
function appliedFilters(query: Record<string, unknown>, language: Language): AppliedFilter[] {
  return query.status === undefined ? [] : [[translate(language, 'safe_travel.fields.status'), stateLabel(query.status, language)]];
}

export const exportSafeTravelPdf = listPdfHandler('exportSafeTravelPdf', {
  entity: () => entityBinding(ENTITY),
  title: 'safe_travel.print.list_title',
  file: 'safe_travel.print.list_file',
  filters: appliedFilters,
});
