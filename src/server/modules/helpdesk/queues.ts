/** Queues answer with `name`, their name in the caller's language, which the list's category filter shows. */
import type { ResourceHookMap, ResourceHooks } from '../../platform/resources/resource-hooks.ts';

const named: ResourceHooks = {
  onView: async (_q, records, request) => records.map((record) => ({ ...record, name: request.language === 'en' ? record.name_en : record.name_ar })),
};

export const queueResourceHooks: ResourceHookMap = { listQueues: named, listCorpQueues: named, getQueue: named, createQueue: named, updateQueue: named };
