/**
 * The checklist of a foreign entity, read from `x-checklist` of spec/entities/foreign-entity-file.schema.json:
 * per checklist type, its sections and the optional ones (product spec section 5).
 */
import { entitySchemas } from '../../../../../generated/entities/schemas.ts';

export type ChecklistType = 0 | 1 | 2;
type Rule = { sections: number[]; optional: number[] };

const rules = (entitySchemas as Record<string, { 'x-checklist'?: Record<string, Rule> }>)['foreign-entity-file']!['x-checklist']!;

/** The checklist types, in order. */
export const checklistTypes = (): ChecklistType[] => Object.keys(rules).map(Number) as ChecklistType[];

/** The sections of a checklist type. */
export const sectionsOf = (type: ChecklistType): number[] => rules[String(type)]?.sections ?? [];

/** Whether a section of a type must have a document. */
export const isRequired = (type: ChecklistType, section: number): boolean => !(rules[String(type)]?.optional ?? []).includes(section);

/** Whether `section` belongs to checklist `type`. */
export const inChecklist = (type: number, section: number): boolean => sectionsOf(type as ChecklistType).includes(section);
