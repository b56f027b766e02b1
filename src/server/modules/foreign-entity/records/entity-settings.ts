/** The ministry's settings on an entity: fund transfers allowed, administrative data. Each change is audited. */
import { audit } from '../../../platform/audit/audit-log.ts';
import type { Handler } from '../../../platform/handler.ts';
import { idOf } from '../../../platform/resources/read-handlers.ts';
import { entityInScope, patchEntity, entityView } from './entity-records.ts';

/** `PUT foreign-entities/{id}/update-allowed-for-fund-transfer/`. */
export const updateAllowedForFundTransfer: Handler<'updateAllowedForFundTransfer'> = (request) =>
  request.server.db.transaction(async (tx) => {
    const body = request.body;
    const row = await entityInScope(tx, request, idOf(request), true);
    const updated = await patchEntity(tx, row, { allowed_for_fund_transfer: body.allowed_for_fund_transfer });
    await audit(tx, request, {
      action: 'fund_transfer_permission', target: `foreign-entity:${row.id}`,
      details: { allowed: body.allowed_for_fund_transfer, comment: body.comment?.trim() || null },
    });
    return entityView(tx, updated);
  });

/** `GET foreign-entities/{id}/administrative-data/`. */
export const getAdministrativeData: Handler<'getAdministrativeData'> = async (request) => {
  const row = await entityInScope(request.server.db, request, idOf(request));
  return row.data.administrative_data ?? {};
};

/** `POST foreign-entities/{id}/administrative-data/`: replaces the whole object. */
export const saveAdministrativeData: Handler<'saveAdministrativeData'> = (request) =>
  request.server.db.transaction(async (tx) => {
    const data = request.body;
    const row = await entityInScope(tx, request, idOf(request), true);
    await patchEntity(tx, row, { administrative_data: data });
    await audit(tx, request, { action: 'administrative_data', target: `foreign-entity:${row.id}` });
    return data;
  });
