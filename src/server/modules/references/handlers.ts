/** Bespoke handlers of the references module: its files. CRUD is the generic resource runtime. */
import { downloadHandler } from '../../platform/files/download-handler.ts';
import { ownerFilesHandler } from '../../platform/files/owner-files-handler.ts';
import { uploadHandler } from '../../platform/files/upload-handler.ts';
import type { Handlers } from '../../platform/handler.ts';

export const handlers: Handlers = {
  uploadReferenceFile: uploadHandler('uploadReferenceFile'),
  /** `reference-files/?reference=<id>`: the files of a reference the caller may see. */
  listReferenceFiles: ownerFilesHandler('reference', 'reference'),
  downloadReferenceFile: downloadHandler('downloadReferenceFile'),
};
