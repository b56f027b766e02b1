/**
 * The server's log output: one line per request, written in batches. Fastify's own request logging
 * (an "incoming request" and a "request completed" line, each written at once) took about a quarter
 * of the CPU a small API request costs; now each request is one line at the end (method, redacted
 * URL, client, status, milliseconds), and lines reach stdout 4 kB at a time — flushed at exit, and
 * at once for warnings and above, so a crash's cause or a failing delivery is never left waiting.
 */
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { requestForLog } from './log-redaction.ts';

const WARNING_OR_WORSE = /^\{"level":[4-6]0,/;

/** How much text is gathered before it goes to stdout (characters: about 4 kB). */
const BATCH = 4096;

/**
 * Standard output through an asynchronous writer (pino's sonic-boom), in batches gathered here and
 * flushed when the process exits. sonic-boom's own batching (minLength) measured the byte length of
 * its whole pending text at each line, a string grown by concatenation and so flattened each time:
 * 4% of a health request's time (issue 21 item 5). Here a line is appended and the batch handed over whole.
 */
export function logStream() {
  const destination = pino.destination({ dest: 1, sync: false });
  let pending = '';
  const handOver = () => {
    if (!pending) return;
    destination.write(pending);
    pending = '';
  };
  const flush = () => {
    handOver();
    try {
      destination.flushSync();
    } catch {
      // Nothing left to flush, or stdout is gone.
    }
  };
  process.once('beforeExit', flush);
  process.once('exit', flush);
  return {
    write(line: string) {
      pending += line;
      // A warning (40), error (50) or fatal (60) line is not kept waiting for the batch to fill.
      if (WARNING_OR_WORSE.test(line)) flush();
      else if (pending.length >= BATCH) handOver();
    },
  };
}

type PinoLike = Record<symbol, unknown> & { isLevelEnabled?: (level: string) => boolean };

/**
 * Whether `logger` is a pino logger writing lines the default way (level as a number, epoch time,
 * `msg`; no formatter, mixin, hook, prefix or nested key, no multistream), so an access-log line can
 * be written as pino would write it without going through its generic path.
 */
function writesDefaultLines(logger: PinoLike): boolean {
  const s = pino.symbols;
  const formatters = logger[s.formattersSym] as { log?: unknown; bindings?: unknown; level?: unknown } | undefined;
  const stream = logger[s.streamSym] as Record<symbol, unknown> | undefined;
  const hooks = logger[s.hooksSym] as { logMethod?: unknown; streamWrite?: unknown } | undefined;
  return (logger[s.lsCacheSym] as Record<number, string> | undefined)?.[30] === '{"level":30' && logger[s.messageKeySym] === 'msg' &&
    typeof logger[s.timeSym] === 'function' && typeof logger[s.chindingsSym] === 'string' && !formatters?.log && !logger[s.mixinSym] &&
    !hooks?.logMethod && !hooks?.streamWrite && !logger[(s as unknown as Record<string, symbol>).msgPrefixSym!] && !logger[s.nestedKeySym] &&
    typeof (stream as { write?: unknown } | undefined)?.write === 'function' && !stream?.[s.needsMetadataGsym];
}

/**
 * Logs each answered request once: `request` with req (method, redacted URL, host, client), status and
 * time. With the server's own logger (server-logger.ts) the line is put together here, byte for byte
 * the one pino makes (the same fields in the same order; tests/api/log-secrets.test.ts reads them),
 * without pino's walk over the object, its serializer lookups and its generic stringifier for each
 * request (issue 21 item 5); any other logger, or a level above info, goes through pino as before.
 */
export function registerAccessLog(app: FastifyInstance): void {
  const direct = writesDefaultLines(app.log as unknown as PinoLike);
  const s = pino.symbols;
  app.addHook('onResponse', (request, reply, done) => {
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const log = request.log as unknown as PinoLike;
    if (direct && log.isLevelEnabled?.('info') && typeof log[s.chindingsSym] === 'string') {
      const time = (log[s.timeSym] as () => string)();
      (log[s.streamSym] as { write(line: string): void }).write(
        `{"level":30${time}${log[s.chindingsSym] as string},"req":${JSON.stringify(requestForLog(request))},"res":{"statusCode":${reply.statusCode}},"responseTime":${responseTime},"msg":"request"}\n`,
      );
    } else {
      request.log.info({ req: request, res: { statusCode: reply.statusCode }, responseTime }, 'request');
    }
    done();
  });
}
