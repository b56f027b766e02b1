/**
 * Awqaf requests: each belongs to its creator's diplomatic mission (every user of the mission follows
 * it), carries the filer's name and a number from the server (`AQ-<year>-<nnnnn>`), and is checked
 * against the others on create and edit, in the write's transaction (request-rules.ts). The mission
 * deletes a request, with its documents and remarks, while the workflow lets it edit it.
 */
import { identityTables } from '../../../../generated/access/identity.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Handler } from '../../platform/handler.ts';
import { boundEntityStamp } from '../../platform/resources/bound-entity-stamp.ts';
import type { ResourceHookMap } from '../../platform/resources/resource-hooks.ts';
import { checkRequest, editableNow, mobileInUse, mobileTaken } from './request-rules.ts';

/** The permissions binding a user to a mission: those whose `record:` is a mission (spec/access/permissions.yaml). */
const missionPermissions = identityTables.permissions.filter((p) => p.record === 'diplomatic-mission').map((p) => p.name);

/** Kuwait's year of `now`. */
const kuwaitYear = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait', year: 'numeric' }).format(now);

const stampMission = boundEntityStamp('mission', missionPermissions);

export const requestHooks: ResourceHookMap = {
  createAwqafRequest: {
    validateCreate: (tx, data) => checkRequest(tx, data, null),
    beforeCreate: (data, user) => ({ ...stampMission(data, user), created_by_name: user.name || user.username }),
    derive: async (tx, _data, request) => {
      const { rows } = await tx.query<{ n: string }>(`SELECT nextval('awqaf_request_number_seq')::text AS n`);
      return { request_number: `AQ-${kuwaitYear(request.server.config.clock())}-${rows[0]!.n.padStart(5, '0')}` };
    },
  },
  // x-state-edit: the changed request is checked as a new one would be, its own mobile number aside.
  updateAwqafRequest: { validateUpdate: (tx, data, _request, current) => checkRequest(tx, data, Number(current.id)) },
  deleteAwqafRequest: {
    beforeDelete: async (tx, row, request) => {
      if (editableNow(request, row.data).length === 0) throw new ApiError(403, 'awqaf_request_locked');
      // Its documents and remarks go with it (their files' rows now; the file sweep removes the bytes).
      for (const [table, entity] of [['awqaf_attachment_records', 'awqaf-attachment'], ['awqaf_comment_records', 'awqaf-comment']] as const) {
        const { rows } = await tx.query<{ id: string }>(`DELETE FROM ${table} WHERE (data->>'awqaf_request')::bigint = $1 RETURNING id`, [row.id]);
        if (rows.length) await tx.query('DELETE FROM files WHERE owner_entity = $1 AND owner_id = ANY($2::bigint[])', [entity, rows.map((r) => r.id)]);
      }
    },
  },
};

/** `aq/request/valid-data/`: is the mobile number free of other open requests? */
export const checkAwqafRequestData: Handler<'checkAwqafRequestData'> = async (request) => {
  if (await mobileInUse(request.server.db, request.body.mobile, request.body.request ?? null, false)) throw mobileTaken();
  return { valid: true };
};
