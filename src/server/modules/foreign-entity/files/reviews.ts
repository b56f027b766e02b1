/** Reviews of checklist sections and renewal audits: bank-letter remarks, audits, sending the checklist to the entity. */
import type { Queryable } from '../../../db/database.ts';
import { SqlParams } from '../../../db/sql-params.ts';
import { listSeparatorOf } from '../../../../shared/format/locale.ts';
import { notFound } from '../../../platform/errors.ts';
import type { Schema } from '../../../../shared/operation-io.ts';
import type { Handler, Handlers, OperationRequest } from '../../../platform/handler.ts';
import { outboxRepository } from '../../../platform/outbox/outbox-repository.ts';
import { requireUser } from '../../../platform/request-context.ts';
import { attachFiles } from '../../../platform/resources/attach-files.ts';
import { entityBinding } from '../../../platform/resources/entities.ts';
import { idOf } from '../../../platform/resources/read-handlers.ts';
import { recordView, recordViews } from '../../../platform/resources/record-view.ts';
import { recordsRepository, type RecordRow } from '../../../platform/resources/records-repository.ts';
import { entityInScope } from '../records/entity-records.ts';
import { checklistInUse, checklistOf } from './checklist.ts';

/** The bank certificate of the renewal checklist (product spec section 3, bank letters). */
const BANK_CERTIFICATE_SECTION = 16;

const audits = () => entityBinding('fe-audit');
const remarks = () => entityBinding('checklist-remark');

async function rowsOf(q: Queryable, table: string, match: Record<string, unknown>): Promise<RecordRow[]> {
  return (await q.query<RecordRow>(`SELECT * FROM ${table} WHERE data @> $1::jsonb ORDER BY id DESC`, [JSON.stringify(match)])).rows;
}

const listBankLetterRemarks: Handler<'listBankLetterRemarks'> = async (request) => {
  const entity = await entityInScope(request.server.db, request, Number(request.query.foreign_entity));
  const rows = await rowsOf(request.server.db, remarks().table, { foreign_entity: Number(entity.id), section: BANK_CERTIFICATE_SECTION });
  return recordViews<Schema<'ChecklistRemark'>>(request.server.db, remarks(), rows);
};

/** Creates or changes an audit of the entity `{id}`, attaching the audit files the caller uploaded. */
async function saveAudit(request: OperationRequest<'createRenewAudit'> | OperationRequest<'updateRenewAudit'>, existing: boolean) {
  const user = requireUser(request.user);
  const body = request.body;
  return request.server.db.transaction(async (tx) => {
    const entity = await entityInScope(tx, request, idOf(request), true);
    const repository = recordsRepository(tx, audits());
    // `audit` names the audit to change (update only); `files` are attached below.
    const { audit: auditId, files: _files, ...fields } = { audit: undefined, ...body };
    let row: RecordRow;
    if (existing) {
      const params = new SqlParams();
      const current = await repository.find(Number(auditId), { conditions: [`r.data->>'foreign_entity' = ${params.add(String(entity.id))}`], params }, true);
      if (!current) throw notFound();
      row = await repository.update(Number(current.id), { ...current.data, ...fields });
    } else {
      row = await repository.insert({ ...fields, foreign_entity: Number(entity.id) }, user.id);
    }
    await attachFiles(tx, audits(), Number(row.id), body, user);
    return recordView<Schema<'FeAudit'>>(tx, audits(), row);
  });
}

const listAuditFiles: Handler<'listAuditFiles'> = async (request) => {
  const entity = await entityInScope(request.server.db, request, Number(request.query.foreign_entity));
  return recordViews<Schema<'FeAudit'>>(request.server.db, audits(), await rowsOf(request.server.db, audits().table, { foreign_entity: Number(entity.id) }));
};

/**
 * `send-checklist-to-fe/?send_template=missing|remarks`: e-mails the entity the sections that need
 * it — the required documents missing from the checklist of its current step, or every section
 * reviewed as not verified or incorrect.
 */
const sendChecklistToFe: Handler<'sendChecklistToFe'> = async (request) => {
  const template = request.query.send_template;
  return request.server.db.transaction(async (tx) => {
    const entity = await entityInScope(tx, request, idOf(request));
    const language = request.language;
    const { types } = await checklistOf(tx, Number(entity.id), language, template === 'missing' ? [checklistInUse(entity)] : undefined);
    const sections = types.flatMap((type) =>
      type.sections.filter((s) => (template === 'missing' ? s.required && !s.document : ['not_verified', 'incorrect'].includes(String(s.review?.status)))),
    );
    const email = String(entity.data.email ?? '');
    if (sections.length && email) {
      await outboxRepository(tx).add({
        channel: 'email', recipient: email, template: `foreign_entity.mail.checklist_${template}`, language,
        params: { name: String(entity.data.name ?? ''), sections: sections.map((s) => `${s.section}. ${s.label}`).join(listSeparatorOf(language)) },
      });
    }
    return { sent: sections.length > 0 && email !== '', sections: sections.length };
  });
};

export const reviewHandlers: Handlers = {
  listBankLetterRemarks,
  createRenewAudit: (request) => saveAudit(request, false),
  updateRenewAudit: (request) => saveAudit(request, true),
  listAuditFiles,
  sendChecklistToFe,
};
