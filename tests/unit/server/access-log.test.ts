/** One access-log line per request, its secrets redacted (src/server/platform/access-log.ts). */
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAccessLog } from '../../../src/server/platform/access-log.ts';
import { requestForLog } from '../../../src/server/platform/log-redaction.ts';

describe('access log', () => {
  it('writes one line per answered request: method, redacted URL, status and time', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = Fastify({
      logger: { level: 'info', serializers: { req: requestForLog }, stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerAccessLog(app);
    app.get('/api/v1/export/', async () => ({ ok: true }));
    await app.ready();
    const answer = await app.inject({ method: 'GET', url: '/api/v1/export/?auth_token=secret-value&page=2' });
    expect(answer.statusCode).toBe(200);
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ req: { method: 'GET', url: '/api/v1/export/?auth_token=[redacted]&page=2' }, res: { statusCode: 200 } });
    expect(typeof requests[0]!.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-value');
    await app.close();
  });

  it('writes the line pino itself would write (the direct path and pino\'s give the same bytes but for time and duration)', async () => {
    const answered = async (formatters?: { log: (o: Record<string, unknown>) => Record<string, unknown> }) => {
      const lines: string[] = [];
      // A `log` formatter, even one changing nothing, sends the line through pino's own path.
      const app = Fastify({
        logger: { level: 'info', serializers: { req: requestForLog }, ...(formatters ? { formatters } : {}), stream: { write: (line: string) => lines.push(line) } },
        logController: new LogController({ disableRequestLogging: true }),
      });
      registerAccessLog(app);
      app.get('/api/v1/items/', async () => ({ ok: true }));
      await app.ready();
      await app.inject({ method: 'GET', url: '/api/v1/items/?token=abc&q=\u00e9%22', headers: { host: 'portal.example:8080' } });
      await app.close();
      return lines.map((line) => line.replace(/"time":\d+/, '"time":0').replace(/"responseTime":[\d.]+/, '"responseTime":0'));
    };
    const [direct, throughPino] = [await answered(), await answered({ log: (o) => o })];
    expect(direct).toHaveLength(1);
    expect(direct).toEqual(throughPino);
    expect(direct[0]).toMatch(/^\{"level":30,"time":0,"pid":\d+,"hostname":".*","reqId":"req-1","req":\{"method":"GET","url":"\/api\/v1\/items\/\?token=\[redacted\]&q=/);
  });
});
