/** `GET le-pdf-content/`: the rows `local-entities/` lists with the same filters (page 1 of 9999), as a PDF table. */
import { operationSchemas } from '../../../../generated/api/operation-schemas.ts';
import type { Language } from '../../../../generated/i18n/resources.ts';
import type { Handler } from '../../platform/handler.ts';
import { translate } from '../../platform/i18n.ts';
import { listPdf } from '../../platform/exports/list-pdf-reply.ts';
import { replyWithPdf } from '../../platform/exports/pdf-reply.ts';
import { fileLanguage, printedBy } from '../../platform/exports/print-context.ts';
import { requireScope } from '../../platform/request-context.ts';
import { listOrder, listWhere } from '../../platform/resources/list-query.ts';
import { recordViews } from '../../platform/resources/record-view.ts';
import { recordsRepository } from '../../platform/resources/records-repository.ts';
import { localEntities } from './bindings.ts';
import { withReferenceNames } from './reference-names.ts';

/** The export's size: the list's "All" page. */
const EXPORT_ROWS = 9999;

/** The filters the caller applied, labelled, so the printout says what it lists. */
function appliedFilters(query: Record<string, unknown>, language: Language, categoryName: string | undefined): Array<[string, string]> {
  const t = (key: string) => translate(language, key);
  const filters: Array<[string, string]> = [];
  if (typeof query.search === 'string' && query.search.trim()) filters.push([t('common.filters.search'), query.search.trim()]);
  if (categoryName) filters.push([t('local_entity.fields.category'), categoryName]);
  if (query.status === 'active' || query.status === 'inactive') filters.push([t('local_entity.fields.status'), t(`local_entity.status.${query.status}`)]);
  if (typeof query.api === 'boolean') filters.push([t('local_entity.fields.api'), t(query.api ? 'common.yes' : 'common.no')]);
  return filters;
}

export const exportLocalEntitiesPdf: Handler<'exportLocalEntitiesPdf'> = async (request, reply) => {
  const spec = operationSchemas.exportLocalEntitiesPdf!;
  const binding = localEntities();
  const query = request.query;
  const language = fileLanguage(request);
  const db = request.server.db;
  const where = listWhere(binding, spec, query, requireScope(request.scope));
  const { rows } = await recordsRepository(db, binding).list(where, listOrder(binding, query.ordering), EXPORT_ROWS, 0);
  // Names in the file's language, which may differ from the request's.
  const named = await withReferenceNames(db, await recordViews(db, binding, rows), language);
  let categoryName: string | undefined;
  if (query.category && query.category !== 'all') {
    const found = await db.query<{ name: string }>(`SELECT data->>'${language === 'ar' ? 'name_ar' : 'name_en'}' AS name FROM local_entity_category_records WHERE id = $1`, [Number(query.category)]);
    categoryName = found.rows[0]?.name ?? String(query.category);
  }
  const title = translate(language, 'local_entity.print.list_title');
  const bytes = await listPdf(spec, named, language, { title, footer: printedBy(request, language), filters: appliedFilters(query, language, categoryName) });
  return replyWithPdf(reply, bytes, `${translate(language, 'local_entity.print.list_file')}.pdf`, 'attachment');
};
