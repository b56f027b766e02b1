/**
 * Awqaf requests: generic operations and workflow, plus the request's own rules (requests.ts,
 * request-rules.ts: number, filer, open-mobile check, places, deletion), its typed documents
 * (documents.ts), the remarks of its three parties (comments.ts) and the statistics.
 */
import type { ServerModule } from '../../platform/module.ts';
import { mergeHookMaps } from '../../platform/resources/resource-hooks.ts';
import { commentHooks, downloadAwqafCommentFile, listAwqafComments } from './comments.ts';
import { documentChecks, documentHooks } from './documents.ts';
import { checkAwqafRequestData, requestHooks } from './requests.ts';
import { getAwqafRequestStatistics } from './statistics.ts';

export const awqafModule: ServerModule = {
  name: 'awqaf',
  handlers: { getAwqafRequestStatistics, checkAwqafRequestData, listAwqafComments, downloadAwqafCommentFile },
  resourceHooks: mergeHookMaps(requestHooks, documentHooks, commentHooks),
  transitionHooks: { checks: documentChecks, effects: {} },
};
