/**
 * `ft/attachment/` (GET, PATCH, DELETE) and `ft/attachment-rights/`: the files of a transfer and what
 * the caller may do with them. Whoever may edit the transfer's `attachments` in its state (`editable` of
 * spec/workflows/fund-transfer.yaml) renames and removes them; the documents a step carries come with
 * the steps open to the caller, which the rights name too. Upload and download are the platform's
 * (the entity's `x-files` field).
 */
import type { FastifyRequest } from 'fastify';
import { availableEvents, stateOfCode } from '../../../shared/workflow/decide.ts';
import { editableFields } from '../../../shared/workflow/editable.ts';
import { ApiError, notFound, OutOfScope } from '../../platform/errors.ts';
import { deleteBytes } from '../../platform/files/delete-bytes.ts';
import { filesRepository } from '../../platform/files/files-repository.ts';
import { fileView } from '../../platform/files/file-view.ts';
import { ownerFilesHandler } from '../../platform/files/owner-files-handler.ts';
import type { Handler, Handlers } from '../../platform/handler.ts';
import { requireUser } from '../../platform/request-context.ts';
import { idOf, scopeWhere } from '../../platform/resources/read-handlers.ts';
import { recordsRepository, type RecordRow } from '../../platform/resources/records-repository.ts';
import { machineRecord } from '../../platform/workflow/take-transition.ts';
import { workflowBinding } from '../../platform/workflow/workflow-binding.ts';
import { transferInScope } from './transfer-in-scope.ts';

const FIELD = 'attachments';
const DOWNLOAD = 'downloadFundTransferAttachment';
const transfers = () => workflowBinding('fund-transfer');

/** May the caller change the transfer's files in its state? */
function mayChangeFiles(request: FastifyRequest, row: RecordRow): boolean {
  const { definition } = transfers();
  const user = requireUser(request.user);
  return editableFields(definition, stateOfCode(definition, row.data[definition.field]), user.user_type, user.ft_department).includes(FIELD);
}

/** A file of a transfer the caller reaches and may change now: 404 for another file, 403 when the state keeps its files. */
async function changeableFile(request: FastifyRequest) {
  const file = await filesRepository(request.server.db).find(idOf(request));
  if (!file || file.owner_entity !== transfers().entity.name || file.field !== FIELD) throw notFound();
  if (file.owner_id === null) throw notFound(); // an upload not attached yet is its uploader's, changed by saving
  const row = await recordsRepository(request.server.db, transfers().entity).find(Number(file.owner_id), scopeWhere(request, transfers().entity));
  if (!row) throw new OutOfScope();
  if (!mayChangeFiles(request, row)) throw new ApiError(403, 'ft_attachments_locked');
  return file;
}

const renameFundTransferAttachment: Handler<'renameFundTransferAttachment'> = async (request) => {
  const file = await changeableFile(request);
  const { rows } = await request.server.db.query<typeof file>('UPDATE files SET name = $2 WHERE id = $1 RETURNING *', [file.id, request.body.name.trim()]);
  return fileView(rows[0]!, DOWNLOAD);
};

const deleteFundTransferAttachment: Handler<'deleteFundTransferAttachment'> = async (request) => {
  const file = await changeableFile(request);
  await deleteBytes(request.server.storage, await filesRepository(request.server.db).remove([Number(file.id)]), request.log);
  return { id: Number(file.id) };
};

const getFundTransferAttachmentRights: Handler<'getFundTransferAttachmentRights'> = async (request) => {
  const row = await transferInScope(request, request.query.fund_transfer);
  const user = requireUser(request.user);
  const { definition, machine } = transfers();
  const state = stateOfCode(definition, row.data[definition.field]);
  const change = mayChangeFiles(request, row);
  const facts = (await request.server.modules.transitionHooks.facts?.[definition.workflow]?.(request.server.db, row)) ?? {};
  const steps = state
    ? availableEvents(machine, definition, state, { ...machineRecord(row), ...facts }, { role: user.user_type, userId: user.id, ftDepartment: user.ft_department ?? null })
        .filter((edge) => edge.attachment !== 'none')
        .map((edge) => ({ event: edge.event, attachment: edge.attachment as 'optional' | 'required' }))
    : [];
  return { add: change, remove: change, steps };
};

export const attachmentHandlers: Handlers = {
  /** `ft/attachment/?fund_transfer=<id>`: the files of a transfer the caller reaches. */
  listFundTransferAttachments: ownerFilesHandler('fund-transfer', 'fund_transfer'),
  renameFundTransferAttachment,
  deleteFundTransferAttachment,
  getFundTransferAttachmentRights,
};
