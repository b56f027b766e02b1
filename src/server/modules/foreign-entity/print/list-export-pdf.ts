/** `GET foreign-entities/export-pdf/`: the rows `foreign-entities/` lists with the same filters (page 1 of 9999), as a PDF table. */
import { operationSchemas } from '../../../../../generated/api/operation-schemas.ts';
import { workflows } from '../../../../../generated/workflows/index.ts';
import type { Language } from '../../../../../generated/i18n/resources.ts';
import type { Handler } from '../../../platform/handler.ts';
import { translate } from '../../../platform/i18n.ts';
import { listPdf } from '../../../platform/exports/list-pdf-reply.ts';
import { replyWithPdf } from '../../../platform/exports/pdf-reply.ts';
import { fileLanguage, printedBy } from '../../../platform/exports/print-context.ts';
import { requireScope } from '../../../platform/request-context.ts';
import { listOrder, listWhere } from '../../../platform/resources/list-query.ts';
import { recordViews } from '../../../platform/resources/record-view.ts';
import { recordsRepository } from '../../../platform/resources/records-repository.ts';
import { countryOf } from '../../../platform/countries.ts';
import { foreignEntities } from '../records/entity-records.ts';

/** The export's size: the list's "All" page. */
const EXPORT_ROWS = 9999;

/** The filters the caller applied, labelled, so the printout says what it lists. */
function appliedFilters(query: Record<string, unknown>, language: Language): Array<[string, string]> {
  const t = (key: string) => translate(language, key);
  const definition = workflows['foreign-entity']!.definition;
  const filters: Array<[string, string]> = [];
  if (typeof query.search === 'string' && query.search.trim()) filters.push([t('common.filters.search'), query.search.trim()]);
  if (query.status !== undefined && query.status !== 'all') {
    const named = [...definition.states, ...definition.views].find((s) => String(s.code) === String(query.status));
    filters.push([t('foreign_entity.fields.status'), named ? t(named.label) : String(query.status)]);
  }
  if (typeof query.country === 'string') {
    const country = countryOf(query.country);
    filters.push([t('foreign_entity.fields.country'), country ? country[language === 'ar' ? 'name_ar' : 'name_en'] : query.country]);
  }
  return filters;
}

export const exportForeignEntitiesPdf: Handler<'exportForeignEntitiesPdf'> = async (request, reply) => {
  const spec = operationSchemas.exportForeignEntitiesPdf!;
  const binding = foreignEntities();
  const query = request.query;
  const language = fileLanguage(request);
  const where = listWhere(binding, spec, query, requireScope(request.scope));
  const { rows } = await recordsRepository(request.server.db, binding).list(where, listOrder(binding, query.ordering), EXPORT_ROWS, 0);
  const results = await recordViews(request.server.db, binding, rows);
  const title = translate(language, 'foreign_entity.print.list_title');
  const bytes = await listPdf(spec, results, language, { title, footer: printedBy(request, language), filters: appliedFilters(query, language) });
  return replyWithPdf(reply, bytes, `${translate(language, 'foreign_entity.print.list_file')}.pdf`, 'attachment');
};
