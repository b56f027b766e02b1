/**
 * The modules the server is built with, handed to `buildApp` and to the demo seed. A new module
 * exports one `ServerModule` from its `module.ts` and is added here. Demo data is seeded in this
 * order (lookups before the records that point at them).
 */
import type { ServerModule } from '../platform/module.ts';
import { authModule } from './auth/module.ts';
import { awqafModule } from './awqaf/module.ts';
import { diplomaticMissionsModule } from './diplomatic-missions/module.ts';
import { foreignEntityModule } from './foreign-entity/module.ts';
import { formsModule } from './forms/module.ts';
import { fundTransferModule } from './fund-transfer/module.ts';
import { helpdeskModule } from './helpdesk/module.ts';
import { localEntitiesModule } from './local-entities/module.ts';
import { lookupsModule } from './lookups/module.ts';
import { notificationsModule } from './notifications/module.ts';
import { referencesModule } from './references/module.ts';
import { safeTravelModule } from './safe-travel/module.ts';
import { searchModule } from './search/module.ts';
import { supportRequestModule } from './support-request/module.ts';
import { systemModule } from './system/module.ts';
import { usersModule } from './users/module.ts';

export const modules: readonly ServerModule[] = [
  systemModule, authModule, usersModule, notificationsModule,
  lookupsModule, localEntitiesModule, diplomaticMissionsModule, formsModule, foreignEntityModule, referencesModule,
  fundTransferModule, supportRequestModule, safeTravelModule, awqafModule, helpdeskModule, searchModule,
];
