/**
 * Stores one document of a foreign entity: a checklist section (type 0: 1-10, types 1 and 2:
 * 11-17; a new upload replaces the section's previous document) or another attachment. PDF only,
 * checked by content. A foreign entity changes its registration documents only while it may edit
 * its registration, and its renewal or modification documents only once approved.
 */
import type { FastifyRequest } from 'fastify';
import { workflows } from '../../../../../generated/workflows/index.ts';
import { ApiError, fieldError, invalidFields } from '../../../platform/errors.ts';
import { deleteBytes } from '../../../platform/files/delete-bytes.ts';
import { filesRepository } from '../../../platform/files/files-repository.ts';
import type { Upload } from '../../../platform/files/read-upload.ts';
import { storeFile } from '../../../platform/files/store-file.ts';
import { recordsRepository, type RecordRow } from '../../../platform/resources/records-repository.ts';
import { stateOfCode } from '../../../../shared/workflow/decide.ts';
import { inChecklist } from './checklist-rules.ts';
import { documentsBinding, removeDocument, sectionDocument } from './documents-repository.ts';

/** What the upload says the document is. */
export type DocumentKind = { checklist_type?: number; section?: number; attachment_type: number };

/** The states in which an entity user may change documents of each checklist type (others: any state but archived). */
const ENTITY_STATES: Record<number, string[]> = {
  0: ['pending', 're_apply', 'missing_info'],
  1: ['approved', 'renew'],
  2: ['approved', 'modified'],
};

/** Reads and checks the kind from the multipart fields (400 under the field at fault). */
export function documentKind(fields: Record<string, string>): DocumentKind {
  const number = (name: string) => (fields[name] === undefined || fields[name] === '' ? undefined : Number(fields[name]));
  const type = number('checklist_type');
  const section = number('section');
  if (type === undefined) {
    const attachment = number('attachment_type') ?? 4;
    if (![2, 3, 4, 10].includes(attachment)) throw invalidFields({ attachment_type: { key: 'errors.invalid_choice' } });
    return { attachment_type: attachment };
  }
  if (![0, 1, 2].includes(type)) throw invalidFields({ checklist_type: { key: 'errors.invalid_choice' } });
  if (section === undefined) throw invalidFields({ section: { key: 'errors.required' } });
  if (!inChecklist(type, section)) throw fieldError('section_not_in_checklist', 'section');
  return { checklist_type: type, section, attachment_type: 1 };
}

/** 409 when an entity user may not change this kind of document in the entity's state. */
export function assertEntityMayChange(entity: RecordRow, kind: DocumentKind, userType: string): void {
  if (userType !== 'fe' && userType !== 'fe_approved') return;
  const state = stateOfCode(workflows['foreign-entity']!.definition, entity.data.status) ?? '';
  const allowed = kind.checklist_type === undefined ? state !== 'archived' : ENTITY_STATES[kind.checklist_type]!.includes(state);
  if (!allowed || kind.attachment_type === 10) throw new ApiError(409, 'transition_not_allowed');
}

/** Stores the bytes, then in one transaction creates the document record, attaches the file and drops a replaced section document. */
export async function saveDocument(request: FastifyRequest, entity: RecordRow, kind: DocumentKind, upload: Upload, userId: number | null): Promise<RecordRow> {
  const { db, storage } = request.server;
  const stored = await storeFile(db, storage, {
    ownerEntity: 'foreign-entity-file', field: 'file', name: upload.name, contentType: upload.contentType, createdBy: userId, bytes: upload.bytes,
  });
  const { row, dropped } = await db.transaction(async (tx) => {
    const previous = kind.checklist_type === undefined ? undefined : await sectionDocument(tx, Number(entity.id), kind.checklist_type, kind.section!);
    const dropped = previous ? await removeDocument(tx, Number(previous.id)) : [];
    const row = await recordsRepository(tx, documentsBinding()).insert({ foreign_entity: Number(entity.id), ...kind }, userId);
    await filesRepository(tx).attach([Number(stored.id)], Number(row.id));
    return { row, dropped };
  });
  await deleteBytes(storage, dropped, request.log);
  return row;
}
