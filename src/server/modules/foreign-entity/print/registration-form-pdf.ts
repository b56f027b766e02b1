/** `GET print-form/{id}/{user_id}`: the registration form of an entity as a PDF in the caller's language. */
import type { Handler } from '../../../platform/handler.ts';
import { translate } from '../../../platform/i18n.ts';
import { heading, keyValues } from '../../../platform/exports/pdf/blocks.ts';
import { createPdf } from '../../../platform/exports/pdf/pdf-document.ts';
import { table } from '../../../platform/exports/pdf/table.ts';
import { replyWithPdf } from '../../../platform/exports/pdf-reply.ts';
import { fileLanguage, printedBy } from '../../../platform/exports/print-context.ts';
import { formatNumber } from '../../../../shared/format/locale.ts';
import { checklistOf } from '../files/checklist.ts';
import { entityFacts } from './entity-facts.ts';
import { registrationSections } from './form-sections.ts';
import { nameIn, printedEntity } from './print-target.ts';

export const printForeignEntityForm: Handler<'printForeignEntityForm'> = async (request, reply) => {
  const entity = await printedEntity(request);
  const language = fileLanguage(request);
  const t = (key: string) => translate(language, key);
  const db = request.server.db;
  const facts = await entityFacts(db, entity, language);
  const sections = await registrationSections(db, Number(entity.id), language);
  const { types } = await checklistOf(db, Number(entity.id), language);

  const pdf = createPdf({ language, title: t('foreign_entity.print.form_title'), footer: printedBy(request, language) });
  heading(pdf, `${t('foreign_entity.print.form_title')}: ${nameIn(entity.data, language)}`, 1);
  heading(pdf, t('foreign_entity.print.identity_title'));
  keyValues(pdf, facts.identity);
  heading(pdf, t('foreign_entity.print.contact_title'));
  keyValues(pdf, facts.contact);
  heading(pdf, t('foreign_entity.print.status_title'));
  keyValues(pdf, facts.status);
  heading(pdf, t('foreign_entity.print.values_title'), 1);
  for (const section of sections) {
    heading(pdf, section.title);
    keyValues(pdf, section.rows);
  }
  heading(pdf, t('foreign_entity.print.checklist_title'), 1);
  // The registration checklist always; renewal and modification ones once something was uploaded for them.
  for (const type of types.filter((type) => type.checklist_type === 0 || type.sections.some((s) => s.document))) {
    heading(pdf, type.label);
    const columns = [
      { header: t('foreign_entity.files.section'), weight: 0.5 },
      { header: t('foreign_entity.files.entity'), weight: 3 },
      { header: t('foreign_entity.print.requirement'), weight: 1 },
      { header: t('foreign_entity.print.upload_status'), weight: 1 },
    ];
    const rows = type.sections.map((s) => [
      formatNumber(s.section, language), s.label, t(s.required ? 'foreign_entity.checklist.required' : 'foreign_entity.checklist.optional'),
      t(s.document ? 'foreign_entity.print.uploaded' : 'foreign_entity.print.not_uploaded'),
    ]);
    table(pdf, columns, rows);
  }
  const bytes = await pdf.finish();
  return replyWithPdf(reply, bytes, `${t('foreign_entity.print.form_file')}-${entity.id}.pdf`, 'inline');
};
