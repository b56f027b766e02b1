/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large: 431, a request
 * that is not HTTP: 400, too slow: 408) still get the API's `{code, message}` body, translated
 * from the raw request's Accept-Language when it can be read (Arabic otherwise).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { languageOf, translate } from './i18n.ts';

type ParserError = Error & { code?: string; rawPacket?: unknown };

const STATUS_OF: Record<string, { status: number; code: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout' },
};

/** The Accept-Language of a raw request, when its first bytes hold it. */
function languageOfPacket(packet: unknown) {
  const header = Buffer.isBuffer(packet) ? /\r\naccept-language:[ \t]*([^\r\n]{0,200})/i.exec(packet.subarray(0, 64 * 1024).toString('latin1'))?.[1] : undefined;
  return languageOf(header);
}

/** Fastify's `clientErrorHandler`: answers on the socket and closes it. */
export function handleClientError(error: ParserError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const { status, code } = STATUS_OF[error.code ?? ''] ?? { status: 400, code: 'invalid_request' };
  const body = JSON.stringify({ code, message: translate(languageOfPacket(error.rawPacket), `errors.${code}`) });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
