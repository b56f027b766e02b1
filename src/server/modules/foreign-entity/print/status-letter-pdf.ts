/** `GET print-letter/{id}/{user_id}`: the ministry's letter on the entity's current status, as a PDF in the caller's language. */
import { workflows } from '../../../../../generated/workflows/index.ts';
import { formatDate } from '../../../../shared/format/format-date.ts';
import type { Handler } from '../../../platform/handler.ts';
import { translate } from '../../../platform/i18n.ts';
import { heading, paragraph } from '../../../platform/exports/pdf/blocks.ts';
import { createPdf } from '../../../platform/exports/pdf/pdf-document.ts';
import { replyWithPdf } from '../../../platform/exports/pdf-reply.ts';
import { fileLanguage, printDate, printedBy } from '../../../platform/exports/print-context.ts';
import { stateOfCode } from '../../../../shared/workflow/decide.ts';
import { nameIn, printedEntity, statusLabel } from './print-target.ts';

export const printForeignEntityLetter: Handler<'printForeignEntityLetter'> = async (request, reply) => {
  const entity = await printedEntity(request);
  const language = fileLanguage(request);
  const t = (key: string, params?: Record<string, unknown>) => translate(language, key, params);
  const name = nameIn(entity.data, language);
  const state = stateOfCode(workflows['foreign-entity']!.definition, entity.data.status);

  const pdf = createPdf({ language, title: t('foreign_entity.print.letter_title'), footer: printedBy(request, language) });
  const big = { size: 11 };
  paragraph(pdf, t('foreign_entity.print.date_line', { date: formatDate(printDate(request), language) }), { align: 'end', after: 0 });
  paragraph(pdf, t('foreign_entity.print.reference', { uid: String(entity.data.uid ?? entity.id) }), { align: 'end', after: 18 });
  heading(pdf, t('foreign_entity.print.letter_title'), 1);
  paragraph(pdf, t('foreign_entity.print.addressee', { name }), { style: { size: 11, bold: true }, after: 12 });
  paragraph(pdf, t('foreign_entity.print.greeting'), { style: big, after: 10 });
  paragraph(pdf, t('foreign_entity.print.letter_body', { name, status: statusLabel(entity.data.status, language) }), { style: big, after: 10 });
  if (state) paragraph(pdf, t(`foreign_entity.status_help.${state}`), { style: big, after: 24 });
  paragraph(pdf, t('foreign_entity.print.letter_closing'), { style: big, after: 24 });
  paragraph(pdf, t('foreign_entity.print.signature'), { style: { size: 11, bold: true }, align: 'end', after: 0 });
  paragraph(pdf, t('common.ministry_name'), { style: { size: 10, color: '#605e5c' }, align: 'end' });
  const bytes = await pdf.finish();
  return replyWithPdf(reply, bytes, `${t('foreign_entity.print.letter_file')}-${entity.id}.pdf`, 'inline');
};
