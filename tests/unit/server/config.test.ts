import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';

describe('config', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', logLevel: 'info', nodeEnv: 'development', validateResponses: true });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.portalDir).toMatch(/dist\/portal$/);
  });

  it('turns response validation off in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).validateResponses).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', VALIDATE_RESPONSES: 'true' }).validateResponses).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ VALIDATE_RESPONSES: 'maybe' }, /VALIDATE_RESPONSES/],
    [{ CAPTCHA: 'sometimes' }, /CAPTCHA/],
    [{ CAPTCHA_HMAC_KEY: 'short' }, /CAPTCHA_HMAC_KEY/],
    [{ FILE_SWEEP_SECONDS: 'hourly' }, /FILE_SWEEP_SECONDS/],
    [{ ORPHAN_FILE_HOURS: '0' }, /ORPHAN_FILE_HOURS/],
    [{ STORAGE: 'ftp' }, /STORAGE must be one of local, s3/],
    [{ STORAGE: 's3' }, /S3_BUCKET must name the bucket when STORAGE=s3/],
    [{ STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' }, /S3_BUCKET/],
    [{ STORAGE: 's3', S3_BUCKET: 'files', S3_REGION: 'EU Central' }, /S3_REGION/],
    [{ STORAGE: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http/],
  ])('names the bad variable: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('keeps the login captcha on unless switched off, with a random key per process unless one is set', () => {
    const plain = loadConfig({});
    expect(plain.captcha).toMatchObject({ enabled: true, hmacKeyConfigured: false });
    expect(plain.captcha.hmacKey).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({}).captcha.hmacKey).not.toBe(plain.captcha.hmacKey);
    expect(loadConfig({ CAPTCHA: 'off' }).captcha.enabled).toBe(false);
    const key = 'k'.repeat(40);
    expect(loadConfig({ CAPTCHA_HMAC_KEY: key }).captcha).toMatchObject({ hmacKey: key, hmacKeyConfigured: true });
  });

  it('keeps uploads in the data folder unless STORAGE=s3 names a bucket', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ S3_BUCKET: 'ignored' }).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'portal-files' }).storage).toEqual({ kind: 's3', bucket: 'portal-files', prefix: '', region: 'us-east-1' });
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'portal-files', S3_PREFIX: 'prod/files', S3_REGION: 'eu-central-1', S3_ENDPOINT: 'http://127.0.0.1:9000' }).storage)
      .toEqual({ kind: 's3', bucket: 'portal-files', prefix: 'prod/files', region: 'eu-central-1', endpoint: 'http://127.0.0.1:9000' });
  });

  it('never echoes an S3_ENDPOINT, which may hold a secret', () => {
    for (const S3_ENDPOINT of ['https://key:topsecret@s3.example.org', 'ftp://topsecret']) {
      expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'files', S3_ENDPOINT })).toThrow(ConfigError);
      expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'files', S3_ENDPOINT })).not.toThrow(/topsecret/);
    }
  });

  it('sweeps unused files hourly once they are a day old, never under test, and as configured', () => {
    expect(loadConfig({}).orphanFiles).toEqual({ intervalMs: 3_600_000, graceMs: 24 * 3_600_000 });
    expect(loadConfig({ NODE_ENV: 'test' }).orphanFiles.intervalMs).toBe(0);
    expect(loadConfig({ FILE_SWEEP_SECONDS: '0' }).orphanFiles.intervalMs).toBe(0);
    expect(loadConfig({ FILE_SWEEP_SECONDS: '600', ORPHAN_FILE_HOURS: '72' }).orphanFiles).toEqual({ intervalMs: 600_000, graceMs: 72 * 3_600_000 });
  });
});
