/** `GET foreign-entities/export-pdf/`: the rows `foreign-entities/` lists with the same filters (page 1 of 9999), as a PDF table. */
import { workflows } from '../../../../../generated/workflows/index.ts';
import type { Language } from '../../../../../generated/i18n/resources.ts';
import { countryOf } from '../../../platform/countries.ts';
import { listPdfHandler, type AppliedFilter } from '../../../platform/exports/list-pdf-handler.ts';
import { translate } from '../../../platform/i18n.ts';
import { foreignEntities } from '../records/entity-records.ts';

/** The filters the caller applied besides the search, labelled, so the printout says what it lists. */
function appliedFilters(query: Record<string, unknown>, language: Language): AppliedFilter[] {
  const t = (key: string) => translate(language, key);
  const definition = workflows['foreign-entity']!.definition;
  const filters: AppliedFilter[] = [];
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

export const exportForeignEntitiesPdf = listPdfHandler('exportForeignEntitiesPdf', {
  entity: foreignEntities,
  title: 'foreign_entity.print.list_title',
  file: 'foreign_entity.print.list_file',
  filters: appliedFilters,
});
