import { titleFields } from '../../src/shared/workflow/title-template.ts';
import type { SpecProject } from '../load-spec.ts';
import type { Problems } from '../problems.ts';

const LANGUAGE_NAMES = { ar: 'Arabic', en: 'English' } as const;
type Language = keyof typeof LANGUAGE_NAMES;
const other = (language: Language): Language => (language === 'ar' ? 'en' : 'ar');

/**
 * A record's heading (`x-title`) follows the page's language wherever the entity names it in both
 * (`name_ar` and `name_en`): a template for both languages names the pair by its stem (`{name}`), and
 * a language's own template never names the other language's field. Otherwise an Arabic page is
 * headed in English, or the reverse (src/shared/workflow/title-template.ts reads the templates).
 */
export function checkTitleLanguages(project: SpecProject, problems: Problems): void {
  for (const f of project.entities) {
    const written = f.data['x-title'] as unknown;
    const properties = f.data.properties ?? {};
    // `name_en` → `name` when the entity has both `name_ar` and `name_en`.
    const pairOf = (field: string) => {
      const match = /^(.+)_(ar|en)$/.exec(field);
      return match && properties[`${match[1]}_ar`] && properties[`${match[1]}_en`] ? { stem: match[1]!, language: match[2] as Language } : undefined;
    };
    if (typeof written === 'string') {
      for (const field of new Set(titleFields(written))) {
        const pair = pairOf(field);
        if (!pair) continue;
        const shown = LANGUAGE_NAMES[pair.language];
        problems.add(
          project.lines.at(f.file, ['x-title']),
          `x-title: {${field}} heads ${LANGUAGE_NAMES[other(pair.language)]} pages in ${shown} too — write {${pair.stem}} (${pair.stem}_ar on Arabic pages, ${pair.stem}_en on English ones) or one template per language`,
        );
      }
    } else if (written && typeof written === 'object') {
      for (const [language, template] of Object.entries(written as Record<string, unknown>)) {
        if ((language !== 'ar' && language !== 'en') || typeof template !== 'string') continue; // refused with the entity
        for (const field of new Set(titleFields(template))) {
          const pair = pairOf(field);
          if (!pair || pair.language === language) continue;
          problems.add(
            project.lines.at(f.file, ['x-title', language]),
            `x-title: the ${language} template names {${field}}, so ${LANGUAGE_NAMES[language]} pages are headed in ${LANGUAGE_NAMES[pair.language]} — name {${pair.stem}_${language}}`,
          );
        }
      }
    }
  }
}
