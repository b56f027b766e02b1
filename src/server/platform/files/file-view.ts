/** The API view of a file row: `{id, name, size, content_type, url}`. */
import { operations } from '../../../../generated/api/operations.ts';
import type { FileRow } from './files-repository.ts';

export type FileView = { id: number; name: string; size: number; content_type: string; url: string };

/** A file as clients see it; `url` is the download operation's path for this id. */
export function fileView(row: FileRow, downloadOperation: string): FileView {
  const operation = (operations as Record<string, { path: string }>)[downloadOperation];
  if (!operation) throw new Error(`Unknown download operation ${downloadOperation}`);
  const id = Number(row.id);
  return {
    id,
    name: row.name,
    size: Number(row.size),
    content_type: row.content_type,
    url: `/api/v1${operation.path.replace('{id}', String(id))}`,
  };
}
