/**
 * Fields a user type may not read (spec/access/confidential.yaml, generated/access/hidden-fields.ts):
 * the server leaves them out of its answers; the portal leaves them, and sections of only them, off
 * its pages and forms.
 */
import { hiddenFields } from '../../../generated/access/hidden-fields.ts';

/** The fields of `entity` that `userType` may not read (every confidential one without a user type). */
export function hiddenFieldsOf(entity: string, userType: string | undefined): string[] {
  const byType = hiddenFields[entity];
  if (!byType) return [];
  return userType ? (byType[userType] ?? []) : [...new Set(Object.values(byType).flat())];
}

/** `sections` without the fields `userType` may not read (nor their `<field>_name`), and without the sections left empty. */
export function visibleSections<S extends { fields: string[] }>(entity: string, userType: string | undefined, sections: S[]): S[] {
  const hidden = new Set(hiddenFieldsOf(entity, userType).flatMap((field) => [field, `${field}_name`]));
  if (hidden.size === 0) return sections;
  return sections.map((section) => ({ ...section, fields: section.fields.filter((field) => !hidden.has(field)) })).filter((section) => section.fields.length > 0);
}
