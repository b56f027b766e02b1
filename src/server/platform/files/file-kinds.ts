/** Checks an upload's kind by its content (magic bytes), never by its name. */

/** The content kinds of `x-upload.accept` / `x-files.accept` and the media type each must be. */
const KIND_TYPES: Record<string, string> = { pdf: 'application/pdf', jpeg: 'image/jpeg' };

/** The media type of `bytes` when it is one of the accepted kinds, else undefined. */
export async function acceptedType(bytes: Uint8Array, accept: readonly string[]): Promise<string | undefined> {
  // file-type (with its tokenizers, about 30 modules) loads with the first upload, not at every start (issue 21, item 4).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return undefined;
  return accept.some((kind) => KIND_TYPES[kind] === detected.mime) ? detected.mime : undefined;
}

/** A stored file name: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-200);
  return clean || 'file';
}
