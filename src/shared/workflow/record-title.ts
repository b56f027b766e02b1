/**
 * The name a person knows a workflow record by, in both languages, from the fields that name it:
 * its own name (`name_ar`/`name_en`, else `name`), a project's name, a ticket's title, a person's
 * first and last name. Empty when the record has none (a fund transfer is known by its number).
 */
export type RecordTitle = { ar: string; en: string };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function recordTitle(data: Record<string, unknown>): RecordTitle {
  const person = [text(data.first_name), text(data.last_name)].filter(Boolean).join(' ');
  const common = text(data.name) || text(data.project_name) || text(data.title) || person;
  return { ar: text(data.name_ar) || common || text(data.name_en), en: text(data.name_en) || common || text(data.name_ar) };
}
