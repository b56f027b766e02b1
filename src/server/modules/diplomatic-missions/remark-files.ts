/**
 * `dm-remark-files/`: the remark files of a mission (its `remark_files` field, PDF or JPEG checked by
 * content), listed and uploaded onto a mission the caller reaches; downloads are the platform's
 * generic handler (`dm-remark-files/{id}/download/`).
 */
import { ownerFilesHandler } from '../../platform/files/owner-files-handler.ts';
import { ownerUploadHandler } from '../../platform/files/owner-upload-handler.ts';
import type { Handlers } from '../../platform/handler.ts';

export const remarkFileHandlers: Handlers = {
  /** `dm-remark-files/?mission=<id>`. */
  listMissionRemarkFiles: ownerFilesHandler('diplomatic-mission', 'mission'),
  /** Multipart `file` and `mission`: attached to the mission at once. */
  uploadMissionRemarkFile: ownerUploadHandler('uploadMissionRemarkFile', 'mission'),
};
