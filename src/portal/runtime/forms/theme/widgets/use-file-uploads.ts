import { useRef, useState } from 'react';
import { uploadAnyFile } from '../../../../lib/api-client.ts';
import { useT } from '../../../../lib/i18n.ts';
import { operationIdOf } from '../../../../lib/operation-ids.ts';
import type { UploadedFile } from './file-accept.ts';

/** A file on its way to the server, with the fraction sent so far. */
export type Upload = { key: number; name: string; progress: number };

type Handlers = { onDone: (file: UploadedFile) => void; onError: (message: string) => void };

/**
 * Uploads files one request each to `operationId` (an `x-files` rule's upload operation, named in an
 * entity schema or a workflow: `uploadAnyFile`), tracking progress; a refusal reports the server's message.
 */
export function useFileUploads(operationId: string | undefined, handlers: Handlers) {
  const { t } = useT();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(0);
  const update = (key: number, change: (upload: Upload) => Upload | undefined) =>
    setUploads((list) => list.flatMap((upload) => (upload.key === key ? (change(upload) ?? []) : [upload])));

  const start = (file: File) => {
    if (!operationId) return;
    const key = nextKey.current++;
    setUploads((list) => [...list, { key, name: file.name, progress: 0 }]);
    void uploadAnyFile(operationIdOf(operationId), file, (progress) => update(key, (upload) => ({ ...upload, progress }))).then((result) => {
      update(key, () => undefined);
      // Spec §5: the server's file errors come under `fields.file`; its message when there is none.
      // An x-files upload answers the stored file.
      if (result.ok) handlers.onDone(result.data as UploadedFile);
      else handlers.onError(result.error.fields?.file || result.error.message || t('errors.error_occurred'));
    });
  };
  return { uploads, start };
}
