/**
 * Files for the matrix: those of an `x-files` field attached to a record (stored and attached as
 * the upload handlers and attachFiles do), documents of foreign entities, and the uploads of
 * dynamic forms (through the real `POST form-files/`).
 */
import { minimalPdf } from '../../../src/server/db/seed/minimal-pdf.ts';
import { filesRepository } from '../../../src/server/platform/files/files-repository.ts';
import { storeFile } from '../../../src/server/platform/files/store-file.ts';
import { entityBinding, fileFieldOf } from '../../../src/server/platform/resources/entities.ts';
import { shape, type FactoryContext, type RecordFactory, type UploadPart } from './record-shape.ts';
import { resourceFactory } from './resource-records.ts';

/** A 1×1 JPEG (a logo, a photo). */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** A small file of the first kind `accept` names, as the multipart part `field`. */
export function sampleUpload(accept: readonly string[], field = 'file'): UploadPart {
  return accept[0] === 'jpeg'
    ? { field, name: 'matrix.jpg', type: 'image/jpeg', bytes: JPEG }
    : { field, name: 'matrix.pdf', type: 'application/pdf', bytes: minimalPdf(['Authorization matrix']) };
}

/** Stores a file of `entity`'s `field` and attaches it to record `ownerId`; returns the file's id. */
export async function attachedFile(ctx: FactoryContext, entity: string, field: string, ownerId: number, createdBy: number): Promise<number> {
  const part = sampleUpload(entityBinding(entity).files[field]!.accept);
  const row = await storeFile(ctx.t.db, ctx.t.storage, { ownerEntity: entity, field, name: part.name, contentType: part.type, createdBy, bytes: part.bytes });
  await filesRepository(ctx.t.db).attach([Number(row.id)], ownerId);
  return Number(row.id);
}

/**
 * Files served by a download operation named in an `x-files` field: one attached to a record of
 * that entity which the scope reaches (own) or not (other), the record made with `changes`.
 */
export function attachedFileFactory(downloadOperationId: string, changes: Record<string, unknown> = {}): RecordFactory | undefined {
  const target = fileFieldOf(downloadOperationId, 'download');
  if (!target) return undefined;
  const owners = resourceFactory(target.binding.name, changes);
  return async (ctx, conditions, caller, kind, someoneElse) => {
    const owner = await owners(ctx, conditions, caller, kind, someoneElse);
    if (!owner) return undefined;
    const uploader = kind === 'own' ? caller.id : someoneElse;
    return { id: await attachedFile(ctx, target.binding.name, target.field, owner.id, uploader), data: owner.data };
  };
}

/** Another attachment (kind 4) of a foreign entity, which its own users may change in any state but archived. */
export const OTHER_ATTACHMENT = { attachment_type: 4 };

/** Document records of foreign entities (`foreign-files/{id}/`: the document, not its file), each with its PDF. */
export const documentFactory: RecordFactory = async (ctx, conditions, caller, kind, someoneElse) => {
  const document = await resourceFactory('foreign-entity-file', OTHER_ATTACHMENT)(ctx, conditions, caller, kind, someoneElse);
  if (document) await attachedFile(ctx, 'foreign-entity-file', 'file', document.id, kind === 'own' ? caller.id : someoneElse);
  return document;
};

/** Uploads of dynamic forms (`form-files/`), made through the real endpoint by the user the scope names (the uploader). */
export const formFileFactory: RecordFactory = async (ctx, conditions, caller, kind, someoneElse) => {
  const { owner } = shape({}, conditions, caller, kind, someoneElse);
  const response = await ctx.t.upload('/form-files/', ctx.tokenOf(owner), sampleUpload(['pdf']));
  if (response.statusCode !== 201) throw new Error(`form-files/ as user ${owner}: ${response.statusCode} ${response.body}`);
  return { id: Number(response.json().id), data: {} };
};
