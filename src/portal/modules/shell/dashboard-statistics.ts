import type { OperationId } from '../../../../generated/api/operations.ts';

/**
 * The modules' `statistics/` the dashboard lists per state of their workflow, each only for the user
 * types its rule lets call it (`canCall`): the states and their labels come from the generated workflow
 * definition, so a state added in spec/workflows is listed with no change here.
 */
export const stateStatistics = [
  { key: 'foreign_entities', title: 'shell.dashboard.by_state.foreign_entities', operation: 'getForeignEntityStatistics', workflow: 'foreign-entity' },
  { key: 'fund_transfers', title: 'shell.dashboard.by_state.fund_transfers', operation: 'getFundTransferStatistics', workflow: 'fund-transfer' },
  { key: 'fund_transactions', title: 'shell.dashboard.by_state.fund_transactions', operation: 'getFundTransactionStatistics', workflow: 'fund-transaction' },
  { key: 'support_requests', title: 'shell.dashboard.by_state.support_requests', operation: 'getSupportRequestStatistics', workflow: 'support-request' },
  { key: 'awqaf_requests', title: 'shell.dashboard.by_state.awqaf_requests', operation: 'getAwqafRequestStatistics', workflow: 'awqaf' },
  { key: 'safe_travel', title: 'shell.dashboard.by_state.safe_travel', operation: 'getSafeTravelStatistics', workflow: 'safe-travel' },
  { key: 'tickets', title: 'shell.dashboard.by_state.tickets', operation: 'getTicketStatistics', workflow: 'helpdesk-ticket' },
] as const satisfies ReadonlyArray<{ key: string; title: string; operation: OperationId; workflow: string }>;

/** What every statistics answer above holds: a count per state code, and the total. */
export type StateCounts = { by_status: Array<{ status: string | number; count: number }>; total: number };

/** Whether an answer has the shape of `StateCounts` (each operation's schema says so; checked, not assumed). */
export const isStateCounts = (data: unknown): data is StateCounts =>
  typeof data === 'object' && data !== null && Array.isArray((data as StateCounts).by_status) && typeof (data as StateCounts).total === 'number';
