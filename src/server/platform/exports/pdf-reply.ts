/** Sends a generated PDF: its type, a file name, never cached (it holds what only the caller may see). */
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../files/content-disposition.ts';

/** Replies with `bytes` as `fileName`; `inline` opens it in the browser (print), `attachment` saves it (export). */
export function replyWithPdf(reply: FastifyReply, bytes: Buffer, fileName: string, disposition: 'inline' | 'attachment'): FastifyReply {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition(fileName, disposition))
    .header('Content-Length', bytes.length)
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}
