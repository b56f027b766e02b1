/** `GET dm-pdf-content/`: the missions `diplomatic-mission/` lists with the same filters (page 1 of 9999), as a PDF table. */
import { listPdfHandler } from '../../platform/exports/list-pdf-handler.ts';
import { translate } from '../../platform/i18n.ts';
import { missions } from './bindings.ts';

export const exportDiplomaticMissionsPdf = listPdfHandler('exportDiplomaticMissionsPdf', {
  entity: missions,
  title: 'mission.print.list_title',
  file: 'mission.print.list_file',
  // The type a list by type (embassies, general consulates, permanent missions) asks for.
  filters: (query, language) => (typeof query.type === 'string' ? [[translate(language, 'mission.fields.type'), translate(language, `mission.types.${query.type}`)]] : []),
});
