/**
 * Typed documents of an awqaf request (aq/attachment/, entity awqaf-attachment): one per attachment
 * type, of the kind its type takes (`x-documents.accept`: the photo JPEG, the others PDF, checked by
 * the content the upload was stored with); changed only while the mission may edit the request. Before
 * the ministry pre-approves, the request must have every type its request type needs
 * (`x-documents.required`, check `awqafDocumentsComplete`).
 */
import { entitySchemas } from '../../../../generated/entities/schemas.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, fieldError, invalidFields } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import type { ResourceHookMap } from '../../platform/resources/resource-hooks.ts';
import type { TransitionHooks } from '../../platform/workflow/transition-hooks.ts';
import { requestOpenToFiles } from './request-rules.ts';

type Documents = { accept: Record<string, Array<'pdf' | 'jpeg'>>; required: Record<string, number[]> };
const documents = (entitySchemas as Record<string, { 'x-documents'?: Documents }>)['awqaf-attachment']!['x-documents']!;

const CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf', jpeg: 'image/jpeg' };

/** The attachment types a request of `stateType` needs. */
export const requiredTypes = (stateType: unknown): number[] => documents.required[String(stateType)] ?? [];

/**
 * The document names one file (`file: [{id}]`, else 400 'This field is required' under `file`) of the kind
 * `type` takes (else 400 under `file`: 'Unsupported file extension').
 */
async function checkKind(tx: Queryable, data: Record<string, unknown>): Promise<void> {
  const id = Number((data.file as Array<{ id: number }> | undefined)?.[0]?.id);
  if (!Number.isInteger(id)) throw invalidFields({ file: { key: 'errors.required' } });
  const accepted = (documents.accept[String(data.attachment_type)] ?? []).map((kind) => CONTENT_TYPES[kind]);
  const { rows } = await tx.query<{ content_type: string }>('SELECT content_type FROM files WHERE id = $1', [id]);
  // An unknown id is the platform's to refuse (attachFiles: file_not_found) — only a known file of the wrong kind is ours.
  if (rows[0] && !accepted.includes(rows[0].content_type)) throw fieldError('unsupported_file_extension', 'file');
}

/** A request has at most one document of each type. */
async function checkTypeFree(tx: Queryable, data: Record<string, unknown>, except: number): Promise<void> {
  const { rows } = await tx.query(
    `SELECT 1 FROM awqaf_attachment_records WHERE (data->>'awqaf_request')::bigint = $1 AND (data->>'attachment_type')::int = $2 AND id <> $3`,
    [data.awqaf_request, data.attachment_type, except],
  );
  if (rows.length) throw fieldError('awqaf_document_type_taken', 'attachment_type');
}

export const documentHooks: ResourceHookMap = {
  createAwqafAttachment: {
    validateCreate: async (tx, data, request) => {
      await requestOpenToFiles(tx, request, Number(data.awqaf_request));
      await checkTypeFree(tx, data, 0);
      await checkKind(tx, { ...data, file: (request.body as Record<string, unknown>).file });
    },
    beforeCreate: (data, user) => ({ ...data, uploaded_by_name: user.name || user.username }),
  },
  updateAwqafAttachment: {
    validateUpdate: async (tx, data, request, current) => {
      await requestOpenToFiles(tx, request, Number(current.data.awqaf_request));
      if (Number(data.awqaf_request) !== Number(current.data.awqaf_request)) throw fieldError('invalid_choice', 'awqaf_request');
      await checkTypeFree(tx, data, Number(current.id));
      const file = (request.body as Record<string, unknown>).file;
      if (file !== undefined) await checkKind(tx, { ...data, file });
      else {
        // The type changed and the file stays: the kept file must suit the new type.
        const { rows } = await tx.query<{ id: string }>(`SELECT id FROM files WHERE owner_entity = 'awqaf-attachment' AND owner_id = $1`, [current.id]);
        if (rows[0]) await checkKind(tx, { ...data, file: [{ id: Number(rows[0].id) }] });
      }
    },
  },
  deleteAwqafAttachment: {
    beforeDelete: (tx, row, request) => requestOpenToFiles(tx, request, Number(row.data.awqaf_request)),
  },
};

export const documentChecks: TransitionHooks['checks'] = {
  /** Every attachment type the request type needs: else 400 under `attachments`, naming the missing types. */
  awqafDocumentsComplete: async ({ tx, record, request }) => {
    const { rows } = await tx.query<{ type: number }>(
      `SELECT DISTINCT (data->>'attachment_type')::int AS type FROM awqaf_attachment_records WHERE (data->>'awqaf_request')::bigint = $1`,
      [record.id],
    );
    const present = new Set(rows.map((row) => Number(row.type)));
    const missing = requiredTypes(record.data.state_type).filter((type) => !present.has(type));
    if (!missing.length) return;
    const language = request?.language ?? 'ar';
    const types = missing.map((type) => translate(language, `awqaf.documents.types.${type}`)).join(language === 'ar' ? '، ' : ', ');
    throw new ApiError(400, 'awqaf_documents_missing', { attachments: { key: 'errors.awqaf_documents_missing', params: { types } } }, { types });
  },
};
