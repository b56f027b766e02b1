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
});
