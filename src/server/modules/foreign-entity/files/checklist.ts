/** The checklist of one entity: each section of each type with its document and its latest review. */
import type { Schema } from '../../../../shared/operation-io.ts';
import type { Queryable } from '../../../db/database.ts';
import { fieldError } from '../../../platform/errors.ts';
import { translate } from '../../../platform/i18n.ts';
import type { Language } from '../../../../../generated/i18n/resources.ts';
import { workflows } from '../../../../../generated/workflows/index.ts';
import { stateOfCode } from '../../../../shared/workflow/decide.ts';
import type { RecordRow } from '../../../platform/resources/records-repository.ts';
import { checklistTypes, isRequired, sectionsOf, type ChecklistType } from './checklist-rules.ts';
import { documentRows, documentViews } from './documents-repository.ts';

/** A section's review as the API shows it (a checklist remark record). */
type Review = Schema<'ChecklistRemark'>;

async function reviews(q: Queryable, entityId: number): Promise<Review[]> {
  const { rows } = await q.query<{ id: string; data: Review; created_at: string }>(
    `SELECT id, data, created_at FROM checklist_remark_records WHERE data->>'foreign_entity' = $1 ORDER BY id DESC`,
    [String(entityId)],
  );
  return rows.map((row) => ({ ...row.data, id: Number(row.id), created: new Date(row.created_at).toISOString() }));
}

/** The checklist of `entityId` in `language`; `types` limits it to some checklist types. */
export async function checklistOf(q: Queryable, entityId: number, language: Language, types: ChecklistType[] = checklistTypes()) {
  const documents = await documentViews(q, await documentRows(q, entityId));
  const reviewed = await reviews(q, entityId);
  const answer = {
    types: types.map((type) => {
      const sections = sectionsOf(type).map((section) => {
        const document = documents.filter((d) => d.checklist_type === type && d.section === section).at(-1) ?? null;
        const review = reviewed.find((r) => r.checklist_type === type && r.section === section) ?? null;
        return { section, label: translate(language, `foreign_entity.checklist.sections.${section}`), required: isRequired(type, section), document, review };
      });
      return { checklist_type: type, label: translate(language, `foreign_entity.checklist.types.${type}`), complete: sections.every((s) => !s.required || s.document), sections };
    }),
  };
  // What a step's dialog warns of (`warnings` of spec/workflows/foreign-entity.yaml): the required
  // documents still missing from the registration checklist and from each checklist the entity began.
  const started = answer.types.filter((type) => type.checklist_type === 0 || type.sections.some((s) => s.document));
  const missing = started.reduce((sum, type) => sum + type.sections.filter((s) => s.required && !s.document).length, 0);
  return { ...answer, missing };
}

/** Required sections of checklist `type` without a document. */
export async function missingSections(q: Queryable, entityId: number, type: ChecklistType): Promise<number[]> {
  const { rows } = await q.query<{ section: string }>(
    `SELECT DISTINCT data->>'section' AS section FROM foreign_entity_file_records WHERE data @> $1::jsonb`,
    [JSON.stringify({ foreign_entity: entityId, checklist_type: type })],
  );
  const present = new Set(rows.map((row) => Number(row.section)));
  return sectionsOf(type).filter((section) => isRequired(type, section) && !present.has(section));
}

/** Refuses (400 under `checklist`) while a required section of `type` has no document. */
export async function requireChecklist(q: Queryable, entityId: number, type: ChecklistType): Promise<void> {
  const missing = await missingSections(q, entityId, type);
  if (missing.length) throw fieldError('checklist_incomplete', 'checklist');
}

/** The checklist of the entity's current step: renewal (1) once approved or renewing, modification (2) while modified, else registration (0). */
export function checklistInUse(entity: RecordRow): ChecklistType {
  const state = stateOfCode(workflows['foreign-entity']!.definition, entity.data.status);
  if (state === 'approved' || state === 'renew') return 1;
  return state === 'modified' ? 2 : 0;
}
