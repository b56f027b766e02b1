/** The `Content-Disposition` of a file the server sends: downloads, exports and prints. */

/** `attachment` (or `inline`: shown in the browser) with an ASCII fallback name and the exact name in RFC 5987 form. */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
