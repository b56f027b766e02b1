/** Awqaf requests: generic operations and workflow; each belongs to its creator's diplomatic mission. */
import { identityTables } from '../../../../generated/access/identity.ts';
import type { ServerModule } from '../../platform/module.ts';
import { boundEntityStamp } from '../../platform/resources/bound-entity-stamp.ts';
import { getAwqafRequestStatistics } from './statistics.ts';

/** The permissions binding a user to a mission: those whose `record:` is a mission (spec/access/permissions.yaml). */
const missionPermissions = identityTables.permissions.filter((p) => p.record === 'diplomatic-mission').map((p) => p.name);

export const awqafModule: ServerModule = {
  name: 'awqaf',
  handlers: { getAwqafRequestStatistics },
  // Every user of the mission follows the request (scope mission_countries).
  resourceHooks: { createAwqafRequest: { beforeCreate: boundEntityStamp('mission', missionPermissions) } },
};
