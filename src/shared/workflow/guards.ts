/** Named conditions a workflow transition may ask for (`guard:` in spec/workflows); pure functions of record and event. */
import type { WorkflowContext, WorkflowEvent } from './types.ts';

/** A named condition: true when the transition may be taken. */
export type WorkflowGuard = (args: { context: WorkflowContext; event: WorkflowEvent }) => boolean;

/** A guard on the caller's FT department (spec/access/departments.yaml), which tells apart the holders one user type plays. */
const inDepartment =
  (...departments: string[]): WorkflowGuard =>
  ({ event }) =>
    typeof event.ftDepartment === 'string' && departments.includes(event.ftDepartment);

/** Every guard a workflow file may name; codegen refuses any other name. */
export const workflowGuards = {
  /** The caller created the record (the reporter of a ticket). */
  isOwner: ({ context, event }) => event.userId !== undefined && Number(context.record.created_by) === event.userId,
  /** A regular (r) fund transfer. */
  isRegular: ({ context }) => context.record.request_type === 'r',
  /** A direct (d) fund transfer. */
  isDirect: ({ context }) => context.record.request_type === 'd',
  /** A transfer to a country on the restricted list (a fact the server adds: `restricted_country`). */
  isRestrictedCountry: ({ context }) => context.record.restricted_country === true,
  /** A transfer to a country not on the restricted list. */
  notRestrictedCountry: ({ context }) => context.record.restricted_country !== true,
  /** A foreign entity the ministry has not excluded from suspension. */
  notExcludedFromSuspension: ({ context }) => context.record.excluded_from_suspension !== true,
  /** The local entity's FT staff (the Kuwaiti variant too): drafts and submits transfers. */
  isLeFtStaff: inDepartment('LocalEntityFTStaff', 'LocalEntityFTStaffKuwaiti'),
  /** The local entity's FT manager: approves or returns what its staff submitted. */
  isLeFtManager: inDepartment('LocalEntityFTManager'),
  /** The ministry's charity account staff: checks transfers, and plays the fund transfer manager in the Mosal variant. */
  isCharityAccountStaff: inDepartment('CharityAccountStaff'),
  /** The ministry's general account supervisor: authorises, restricts, suspends and resumes. */
  isGeneralAccountSupervisor: inDepartment('GeneralAccountSupervisor'),
  /** Mosal staff: approve the transfers referred to them. */
  isMosal: inDepartment('Mosal'),
} satisfies Record<string, WorkflowGuard>;

/**
 * The record fields each guard reads (none: it reads only who asks). Whatever else a record holds,
 * two records in one state that agree on these fields offer the caller the same steps: the pending
 * actions decide once per such group instead of once per record.
 */
export const guardReads = {
  isOwner: ['created_by'],
  isRegular: ['request_type'],
  isDirect: ['request_type'],
  isRestrictedCountry: ['restricted_country'],
  notRestrictedCountry: ['restricted_country'],
  notExcludedFromSuspension: ['excluded_from_suspension'],
  isLeFtStaff: [],
  isLeFtManager: [],
  isCharityAccountStaff: [],
  isGeneralAccountSupervisor: [],
  isMosal: [],
} satisfies Record<keyof typeof workflowGuards, string[]>;

/** Names of the guards, for codegen's check. */
export const workflowGuardNames: string[] = Object.keys(workflowGuards);
