/** Read-only views of a foreign entity: by uid, its renewals, and what each status means. */
import { listableFor } from '../../../../shared/workflow/listable.ts';
import { workflows } from '../../../../../generated/workflows/index.ts';
import { notFound } from '../../../platform/errors.ts';
import type { Handler } from '../../../platform/handler.ts';
import { translate } from '../../../platform/i18n.ts';
import { requireUser } from '../../../platform/request-context.ts';
import { scopeWhere } from '../../../platform/resources/read-handlers.ts';
import { stateLogView } from '../../../platform/workflow/state-log-view.ts';
import { stateLogsRepository } from '../../../platform/workflow/state-logs-repository.ts';
import { entityInScope, foreignEntities, entityView } from './entity-records.ts';

const definition = () => workflows['foreign-entity']!.definition;

/** `GET get-foreign-entity/{uid}/`. */
export const getForeignEntityByUid: Handler<'getForeignEntityByUid'> = async (request) => {
  const binding = foreignEntities();
  const where = scopeWhere(request, binding);
  const uid = where.params.add(request.params.uid);
  const { rows } = await request.server.db.query(`SELECT r.* FROM ${binding.table} r WHERE r.data->>'uid' = ${uid}${where.conditions.map((c) => ` AND ${c}`).join('')}`, where.params.values);
  if (!rows[0]) throw notFound();
  return entityView(request.server.db, rows[0] as never);
};

/** Renewal steps: asked, approved, or declined while renewing. */
const isRenewal = (event: string, from: string) => event === 'request_renewal' || event === 'renew_to_approve' || (event === 'decline' && from === 'renew');

/** `GET renew-histories/?foreign_entity=`: newest first. */
export const listRenewHistories: Handler<'listRenewHistories'> = async (request) => {
  const { foreign_entity: id } = request.query;
  const row = await entityInScope(request.server.db, request, id);
  const logs = await stateLogsRepository(request.server.db).list('foreign-entity', Number(row.id));
  return logs.filter((log) => isRenewal(log.event, log.from_state)).reverse().map((log) => stateLogView(definition(), log, request.user?.user_type));
};

/** `GET status-help/`: the statuses of the caller's status filter, with their meaning, in the caller's language. */
export const getStatusHelp: Handler<'getStatusHelp'> = async (request) => {
  const user = requireUser(request.user);
  const listable = listableFor(definition().listable, { userType: user.user_type, ftDepartment: user.ft_department });
  return definition()
    .states.filter((s) => !listable || listable.includes(s.name))
    .map((s) => ({ code: Number(s.code), state: s.name, label: translate(request.language, s.label), help: translate(request.language, `foreign_entity.status_help.${s.name}`) }));
};
