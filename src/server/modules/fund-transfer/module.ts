/**
 * Fund transfers: generic operations and workflow, plus the creator's local entity, the safeguards, the mission check, the statistics
 * and the restricted countries; and the transactions paying for them (transactions.ts).
 */
import type { ServerModule } from '../../platform/module.ts';
import { attachmentHandlers } from './attachments.ts';
import { checkHandlers } from './check-handlers.ts';
import { authenticateFundTransaction, paciAuthenticated } from './paci-authentication.ts';
import { listFundTransferSectors, updateFundTransferDomainAndSectors } from './classification.ts';
import { resourceHooks } from './resource-hooks.ts';
import { getFundTransferRestriction, listRestrictedCountries, listRestrictedCountryHistory, restrictedCountryFacts, setRestrictedCountries } from './restricted-countries.ts';
import { getFundTransferOverview, getFundTransferStatistics } from './statistics.ts';
import { getFundTransactionStatistics, transactionResourceHooks, transactionWorkflowHooks } from './transactions.ts';
import { printForeignEntityFundTransfers } from './prints/foreign-entity-transfers-pdf.ts';
import { exportFundTransfersPdf } from './prints/list-export-pdf.ts';
import { printCentralBankFundTransferReceipt, printMinistryFundTransferReceipt } from './prints/receipts.ts';
import { exportFundTransactionPdf } from './prints/transaction-pdf.ts';
import { exportFundTransferPdf } from './prints/transfer-pdf.ts';
import { workflowHooks } from './workflow-hooks.ts';

export const fundTransferModule: ServerModule = {
  name: 'fund-transfer',
  handlers: {
    ...checkHandlers,
    ...attachmentHandlers, getFundTransferStatistics, getFundTransferOverview, listRestrictedCountries, setRestrictedCountries, listRestrictedCountryHistory, getFundTransferRestriction, getFundTransactionStatistics,
    exportFundTransactionPdf, exportFundTransferPdf, exportFundTransfersPdf, printMinistryFundTransferReceipt, printCentralBankFundTransferReceipt, printForeignEntityFundTransfers,
    listFundTransferSectors, updateFundTransferDomainAndSectors, authenticateFundTransaction,
  },
  resourceHooks: { ...resourceHooks, ...transactionResourceHooks },
  transitionHooks: {
    checks: { ...workflowHooks.checks, ...transactionWorkflowHooks.checks, paciAuthenticated },
    effects: { ...workflowHooks.effects, ...transactionWorkflowHooks.effects },
    facts: { 'fund-transfer': restrictedCountryFacts },
  },
};
