import type { components } from '../../../../generated/api/types.ts';
import type { ApiResult } from '../../lib/api-client.ts';

/** The checklist of an entity as the API answers it (`foreign-entities/{id}/checklist`, `entity-forms/…`). */
export type Checklist = components['schemas']['Checklist'];
/** One checklist type (0 registration, 1 renewal, 2 modification) with its sections. */
export type ChecklistOfType = Checklist['types'][number];
/** One section: its label, whether it is required, its document and its latest review. */
export type ChecklistSection = ChecklistOfType['sections'][number];
/** A review of a section (checklist-remarks/). */
export type SectionReview = components['schemas']['ChecklistRemark'];

/** Uploads a section's PDF, reporting progress 0..1. */
export type UploadSection = (section: number, file: File, onProgress: (fraction: number) => void) => Promise<ApiResult<unknown>>;

/** Required sections of a type that have no document yet. */
export const missingCount = (type: ChecklistOfType): number => type.sections.filter((s) => s.required && !s.document).length;

/** Review outcomes, in the order the reviewer picks them. */
export const REVIEW_STATUSES = ['open', 'verified', 'not_verified', 'incorrect'] as const;
