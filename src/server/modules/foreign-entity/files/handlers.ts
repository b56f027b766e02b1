/** Bespoke operations of spec/api/foreign-entity-files.yaml (checklist reviews are generic resources; modify and audit files are the generic x-files handlers). */
import type { Handlers } from '../../../platform/handler.ts';
import { idOf } from '../../../platform/resources/read-handlers.ts';
import { entityInScope } from '../records/entity-records.ts';
import { checklistOf } from './checklist.ts';
import { documentHandlers } from './documents.ts';
import { replaceFormFile } from './form-file-replace.ts';
import { reviewHandlers } from './reviews.ts';

export const handlers: Handlers = {
  ...documentHandlers,
  ...reviewHandlers,
  replaceFormFile,
  async getForeignEntityChecklist(request) {
    const entity = await entityInScope(request.server.db, request, idOf(request));
    return checklistOf(request.server.db, Number(entity.id), request.language);
  },
};
