/** Fund transfers belong to the local entity of the FT staff who creates them, and name the parties they point at. */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { boundEntityStamp } from '../../platform/resources/bound-entity-stamp.ts';
import { withRecordNames } from '../../platform/resources/place-names.ts';
import type { ApiRecord } from '../../platform/resources/record-view.ts';
import type { ResourceHookMap, ResourceHooks } from '../../platform/resources/resource-hooks.ts';

/** The Kuwaiti entity, the foreign entity and the mission by name in the caller's language, never by id. */
async function withPartyNames(q: Queryable, records: ApiRecord[], request: FastifyRequest): Promise<ApiRecord[]> {
  let named = await withRecordNames(q, records, request.language, 'local_entity', 'local_entity_records', 'local_entity_name');
  named = await withRecordNames(q, named, request.language, 'foreign_entity', 'foreign_entity_records', 'foreign_entity_name');
  return withRecordNames(q, named, request.language, 'mission', 'diplomatic_mission_records', 'mission_name');
}
const named: ResourceHooks = { onView: withPartyNames };

export const resourceHooks: ResourceHookMap = {
  listFundTransfers: named,
  getFundTransfer: named,
  createFundTransfer: { ...named, beforeCreate: boundEntityStamp('local_entity', 'local_entity') },
};
