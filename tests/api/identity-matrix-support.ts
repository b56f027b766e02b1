/** Expectations of the authorization matrix test, and which record factory each `{id}` operation takes. */
import { editOperations, stateLogOperations, transitionOperations, workflows } from '../../generated/workflows/index.ts';
import type { OperationDescriptor } from '../../src/shared/spec-model.ts';
import { attachedFileFactory, documentFactory, formFileFactory, OTHER_ATTACHMENT } from './identity-matrix-factories/file-records.ts';
import { auditedEntityFactory, duplicateFactory, entityFactory, entityWithLogoFactory } from './identity-matrix-factories/foreign-entity-records.ts';
import { followupFactory, followupFileFactory, ticketCcFactory, ticketDependencyFactory, ticketFactory } from './identity-matrix-factories/helpdesk-records.ts';
import { withRequest, type RecordFactory } from './identity-matrix-factories/record-shape.ts';
import { localEntityLogFactory, resourceFactory, userFactory } from './identity-matrix-factories/resource-records.ts';

/** 'public', the scope a user type is granted (first entry naming it decides), or null (403). */
export function expectedAccess(rule: unknown, type: string, groups: Record<string, string[]>): 'public' | string | null {
  if (rule === 'public') return 'public';
  for (const [who, scope] of Object.entries((rule ?? {}) as Record<string, string>)) {
    if (who === type || groups[who]?.includes(type)) return scope;
  }
  return null;
}

/** Operations whose `{id}` is not a record of their own x-resource or workflow entity: what it names, made as the API makes it. */
const BESPOKE: Record<string, RecordFactory> = {
  getUser: userFactory,
  deleteUser: userFactory,
  updateUser: userFactory,
  // `{id}` is a foreign entity.
  updateAllowedForFundTransfer: entityFactory,
  getAdministrativeData: entityFactory,
  saveAdministrativeData: withRequest(entityFactory, { body: { file_number: 'MX-2026-1', registration_date: '2026-01-15', department: 'Charities', notes: 'Set by the matrix' } }),
  updateForeignEntityLogo: entityFactory,
  updateForeignEntityLogoAlias: entityFactory,
  deleteForeignEntityLogo: entityWithLogoFactory,
  deleteForeignEntityLogoAlias: entityWithLogoFactory,
  getForeignEntityChecklist: entityFactory,
  createRenewAudit: withRequest(entityFactory, { body: { year: 2026, status: 'open' } }),
  updateRenewAudit: auditedEntityFactory,
  sendChecklistToFe: entityFactory,
  printForeignEntityForm: entityFactory,
  printForeignEntityLetter: entityFactory,
  // `{id}` is the duplicate of a group.
  archiveDuplicate: duplicateFactory,
  mergeDuplicate: duplicateFactory,
  deleteDuplicate: duplicateFactory,
  // `{id}` is a document of a foreign entity (`foreign-files/{id}/`), or a form upload (`form-files/{id}/`).
  deleteForeignFile: documentFactory,
  replaceFormFile: formFileFactory,
  // Kuwaiti entities: a file attached to one, an entry of one's change log.
  deleteLocalFile: attachedFileFactory('downloadLocalFile')!,
  getLocalEntityLogEntry: localEntityLogFactory,
  // `{id}` is a fund transaction (its PDF), a fund transfer (its PDF, its domain and sectors), or the file of one.
  exportFundTransactionPdf: resourceFactory('fund-transaction'),
  exportFundTransferPdf: resourceFactory('fund-transfer'),
  getFundTransferRestriction: resourceFactory('fund-transfer'),
  updateFundTransferDomainAndSectors: withRequest(resourceFactory('fund-transfer'), { body: { data: { domain: 'humanitarian_aid', sectors: ['health'] } } }),
  renameFundTransferAttachment: attachedFileFactory('downloadFundTransferAttachment')!,
  deleteFundTransferAttachment: attachedFileFactory('downloadFundTransferAttachment')!,
  // `{id}` is a foreign entity (the transfers it received).
  printForeignEntityFundTransfers: entityFactory,
  // `{id}` is a diplomatic mission (its staff) or a Kuwaiti entity (its users).
  listDiplomaticMissionStaff: resourceFactory('diplomatic-mission'),
  listLocalEntityUsers: resourceFactory('local-entity'),
  // `{id}` is a support request (its print and detailed print).
  printSupportRequest: resourceFactory('support-request'),
  printSupportRequestDetailed: resourceFactory('support-request'),
  // `{id}` is a safe-travel notification (its print).
  printSafeTravel: resourceFactory('safe-travel'),
  // Helpdesk: `{id}` is a ticket (its CC list, dependencies, follow-ups), a follow-up, or a follow-up's file.
  listTicketCcs: ticketFactory,
  addTicketCc: withRequest(ticketFactory, { body: { email: 'matrix-cc@example.org' } }),
  deleteTicketCc: ticketCcFactory,
  listTicketDependencies: ticketFactory,
  addTicketDependency: ticketFactory,
  deleteTicketDependency: ticketDependencyFactory,
  listTicketFollowups: ticketFactory,
  addTicketFollowup: withRequest(ticketFactory, { body: { comment: 'Matrix' } }),
  editTicketFollowup: followupFactory,
  deleteTicketFollowup: followupFactory,
  downloadFollowupAttachment: followupFileFactory,
  deleteTicketAttachment: attachedFileFactory('downloadTicketAttachment')!,
};

/** Workflow operations on one record (`x-transition` by `{id}`, `x-state-edit`, `x-state-log`) act on the workflow's entity. */
function workflowEntity(operationId: string): string | undefined {
  const transition = transitionOperations[operationId];
  const name = transition && !transition.record ? transition.workflow : (editOperations[operationId] ?? (stateLogOperations[operationId] && !stateLogOperations[operationId]!.record ? stateLogOperations[operationId]!.workflow : undefined));
  return name ? workflows[name]?.definition.entity : undefined;
}

/**
 * The factory for an operation's records, if the test knows its table. A download named by an
 * `x-files` field serves a file attached to a record of that entity (a foreign entity's document:
 * another attachment, since an internal ministry copy is never served).
 */
export function recordFactory(operation: OperationDescriptor): RecordFactory | undefined {
  if (operation.resource) return resourceFactory(operation.resource.entity);
  const entity = workflowEntity(operation.operationId);
  if (entity) return resourceFactory(entity);
  return BESPOKE[operation.operationId] ?? attachedFileFactory(operation.operationId, operation.operationId === 'downloadForeignFile' ? OTHER_ATTACHMENT : {});
}
