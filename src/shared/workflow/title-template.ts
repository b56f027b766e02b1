/**
 * Title templates (`x-title` in spec/entities). In one template for both languages (`{name}`,
 * `{first_name} {last_name}`) a placeholder `{field}` reads, in a language, `field_<language>`, else
 * `field`, else the other language's `field_<other>`: a name given only in Arabic still names the
 * record on an English page. One template per language (`{ ar: '{name_ar}', en: '{name}' }`) reads
 * its fields as written, and the other language's template is used when a language's comes out empty.
 * Pure: codegen checks templates with it before anything is generated.
 */
export type Language = 'ar' | 'en';
/** A template for both languages, or one per language. */
export type TitleTemplate = string | Record<Language, string>;

const PLACEHOLDER = /\{([a-z0-9_]+)\}/g;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The fields a template names. */
export const titleFields = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);

/** The title in `language`: its template filled, else the other language's. */
export function titleIn(template: TitleTemplate, data: Record<string, unknown>, language: Language): string {
  if (typeof template === 'string') return fillTitle(template, data, language);
  const other: Language = language === 'ar' ? 'en' : 'ar';
  return fillTitle(template[language], data) || fillTitle(template[other], data);
}

/** The template filled from a record, in `language` (each field as written without one); empty when its fields are. */
export function fillTitle(template: string, data: Record<string, unknown>, language?: Language): string {
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const value = (field: string) => (language ? text(data[`${field}_${language}`]) || text(data[field]) || text(data[`${field}_${other}`]) : text(data[field]));
  return template.replace(PLACEHOLDER, (_, field: string) => value(field)).replace(/\s+/g, ' ').trim();
}
