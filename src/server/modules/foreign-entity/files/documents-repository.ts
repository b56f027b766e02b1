/** The document records of foreign entities (foreign_entity_file_records) with their files. */
import type { Schema } from '../../../../shared/operation-io.ts';
import type { Queryable } from '../../../db/database.ts';
import { filesRepository, type FileRow } from '../../../platform/files/files-repository.ts';
import { entityBinding } from '../../../platform/resources/entities.ts';
import { recordViews } from '../../../platform/resources/record-view.ts';
import type { RecordRow } from '../../../platform/resources/records-repository.ts';

/** Attachment type that is kept for the record but never offered for download. */
export const HIDDEN_ATTACHMENT_TYPE = 10;

export const documentsBinding = () => entityBinding('foreign-entity-file');

/** A document as the API shows it. */
export type Document = Schema<'ForeignEntityFile'>;

/** The entity's document rows, oldest first. */
export async function documentRows(q: Queryable, entityId: number): Promise<RecordRow[]> {
  const { rows } = await q.query<RecordRow>(`SELECT * FROM foreign_entity_file_records WHERE data->>'foreign_entity' = $1 ORDER BY id`, [String(entityId)]);
  return rows;
}

/** API views of documents; a hidden type keeps its file's name and size but loses its download address. */
export async function documentViews(q: Queryable, rows: RecordRow[]): Promise<Document[]> {
  const views = await recordViews<Document>(q, documentsBinding(), rows);
  return views.map((view) => (view.attachment_type === HIDDEN_ATTACHMENT_TYPE ? { ...view, file: view.file?.map(({ url: _url, ...file }) => file) } : view));
}

/** The document of one checklist section, if uploaded. */
export async function sectionDocument(q: Queryable, entityId: number, type: number, section: number): Promise<RecordRow | undefined> {
  const { rows } = await q.query<RecordRow>(
    `SELECT * FROM foreign_entity_file_records WHERE data @> $1::jsonb ORDER BY id DESC LIMIT 1`,
    [JSON.stringify({ foreign_entity: entityId, checklist_type: type, section })],
  );
  return rows[0];
}

/** Deletes a document record and its file rows; returns the storage keys to delete after the commit. */
export async function removeDocument(q: Queryable, id: number): Promise<string[]> {
  const keys = await filesRepository(q).removeOfOwner('foreign-entity-file', id);
  await q.query('DELETE FROM foreign_entity_file_records WHERE id = $1', [id]);
  return keys;
}

export type { FileRow };
