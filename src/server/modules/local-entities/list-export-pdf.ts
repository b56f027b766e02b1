/** `GET le-pdf-content/`: the rows `local-entities/` lists with the same filters (page 1 of 9999), as a PDF table. */
import type { Language } from '../../../../generated/i18n/resources.ts';
import type { Queryable } from '../../db/database.ts';
import { listPdfHandler, type AppliedFilter } from '../../platform/exports/list-pdf-handler.ts';
import { translate } from '../../platform/i18n.ts';
import { localEntities } from './bindings.ts';

/** The filters the caller applied besides the search, labelled, so the printout says what it lists. */
async function appliedFilters(query: Record<string, unknown>, language: Language, db: Queryable): Promise<AppliedFilter[]> {
  const t = (key: string) => translate(language, key);
  const filters: AppliedFilter[] = [];
  if (query.category && query.category !== 'all') {
    const found = await db.query<{ name: string }>(`SELECT data->>'${language === 'ar' ? 'name_ar' : 'name_en'}' AS name FROM local_entity_category_records WHERE id = $1`, [Number(query.category)]);
    filters.push([t('local_entity.fields.category'), found.rows[0]?.name ?? String(query.category)]);
  }
  if (query.status === 'active' || query.status === 'inactive') filters.push([t('local_entity.fields.status'), t(`local_entity.status.${query.status}`)]);
  if (typeof query.api === 'boolean') filters.push([t('local_entity.fields.api'), t(query.api ? 'common.yes' : 'common.no')]);
  return filters;
}

export const exportLocalEntitiesPdf = listPdfHandler('exportLocalEntitiesPdf', {
  entity: localEntities,
  title: 'local_entity.print.list_title',
  file: 'local_entity.print.list_file',
  filters: appliedFilters,
});
