/**
 * The name a person knows a record by, in both languages, from its entity's declared title
 * (`x-title` in spec/entities; see title-template.ts). Empty when the entity declares none or the
 * record's fields are empty: such a record is known by its number (a fund transfer).
 */
import { entityTitles } from '../../../generated/entities/titles.ts';
import { titleIn, type TitleTemplate } from './title-template.ts';

export type RecordTitle = { ar: string; en: string };

export function recordTitle(entity: string, data: Record<string, unknown>): RecordTitle {
  // The titles alone (generated/entities/titles.ts): a form page names its saved record without loading every schema.
  const template = (entityTitles as Record<string, TitleTemplate | undefined>)[entity];
  return template ? { ar: titleIn(template, data, 'ar'), en: titleIn(template, data, 'en') } : { ar: '', en: '' };
}
