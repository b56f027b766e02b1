/** Upload and download handlers of every `x-files` field of the spec: they need no module code. */
import type { HandlerMap } from '../handler.ts';
import { tableEntities } from '../resources/entities.ts';
import { downloadHandler } from './download-handler.ts';
import { uploadHandler } from './upload-handler.ts';

/** operationId → handler, for the upload and download operation each `x-files` field names. */
export function fileHandlers(): HandlerMap {
  const handlers: HandlerMap = {};
  for (const entity of tableEntities()) {
    for (const rule of Object.values(entity.files)) {
      handlers[rule.upload] = uploadHandler(rule.upload);
      if (rule.download) handlers[rule.download] = downloadHandler(rule.download);
    }
  }
  return handlers;
}
