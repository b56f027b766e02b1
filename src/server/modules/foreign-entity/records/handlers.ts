/** Bespoke operations of spec/api/foreign-entities.yaml (lists, reads, create and transitions are generic). */
import type { Handlers } from '../../../platform/handler.ts';
import { getAdministrativeData, saveAdministrativeData, updateAllowedForFundTransfer } from './entity-settings.ts';
import { listFundingLocalEntities } from './funding.ts';
import { getForeignEntityByUid, getStatusHelp, listRenewHistories } from './histories.ts';
import { logoHandlers } from './logo.ts';
import { searchForeignEntities } from './search.ts';
import { getBankRenewCount, getForeignEntityOverview, getForeignEntityStatistics } from './statistics.ts';

export const handlers: Handlers = {
  searchForeignEntities,
  getForeignEntityByUid,
  getForeignEntityOverview,
  getForeignEntityStatistics,
  getBankRenewCount,
  listFundingLocalEntities,
  updateAllowedForFundTransfer,
  listRenewHistories,
  getStatusHelp,
  getAdministrativeData,
  saveAdministrativeData,
  ...logoHandlers,
};
