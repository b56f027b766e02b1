/** Awqaf requests: generic operations and workflow; each belongs to its creator's diplomatic mission. */
import { scopes } from '../../../../generated/access/rules.ts';
import type { ServerModule } from '../../platform/module.ts';
import { boundEntityStamp } from '../../platform/resources/bound-entity-stamp.ts';

/** The permissions binding a user to a mission, as the spec's own_mission scope names them. */
const missionPermissions = scopes.find((scope) => scope.name === 'own_mission')!.conditions.flatMap((condition) => ('bound' in condition ? condition.bound : []));

export const awqafModule: ServerModule = {
  name: 'awqaf',
  // Every user of the mission follows the request (scope mission_countries).
  resourceHooks: { createAwqafRequest: { beforeCreate: boundEntityStamp('mission', missionPermissions) } },
};
