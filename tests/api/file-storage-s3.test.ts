/**
 * File bytes in S3 (STORAGE=s3): the local folder and an S3 bucket keep the same contract, an app
 * started on a bucket keeps its uploads there, serves them back and sweeps stray objects from it,
 * and a bucket that does not answer stops the start with one line. The bucket is s3rver's, an
 * S3-compatible server on a free port and a temporary folder (s3-server.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { S3Config } from '../../src/server/config.ts';
import { localStorage } from '../../src/server/platform/files/local-storage.ts';
import { sweepOrphanFiles } from '../../src/server/platform/files/orphan-sweep.ts';
import { s3Storage } from '../../src/server/platform/files/s3-storage.ts';
import type { FileStorage } from '../../src/server/platform/files/storage.ts';
import { storageFromConfig, StorageUnreachable } from '../../src/server/platform/files/storage-from-config.ts';
import { freePorts } from '../support/ports.ts';
import { minimalPdf, startTestApp, type TestApp } from './harness.ts';
import { startS3Server, type S3Server } from './s3-server.ts';

const BUCKET = 'portal-files';
/** s3rver's own account; it refuses other access keys (but does not check signatures). */
const ACCOUNT = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let server: S3Server | undefined;
let client: S3Client;
let endpoint: string;
let unusedEndpoint: string;
const folders: string[] = [];
const folder = async (name: string) => {
  folders.push(await mkdtemp(join(tmpdir(), `portal-${name}-`)));
  return folders.at(-1)!;
};

beforeAll(async () => {
  server = await startS3Server(await folder('s3rver'));
  endpoint = server.endpoint;
  const [unused] = await freePorts(1);
  unusedEndpoint = `http://127.0.0.1:${unused}`;
  client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: ACCOUNT });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});
afterAll(async () => {
  client?.destroy();
  await server?.stop();
  await Promise.all(folders.map((path) => rm(path, { recursive: true, force: true })));
});

/** The object keys in the bucket under `prefix`, read with the SDK, not through the storage. */
async function objectsUnder(prefix: string): Promise<string[]> {
  const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return Contents.map((object) => object.Key!).sort();
}
const objectBytes = async (key: string) => Buffer.from(await (await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).Body!.transformToByteArray());
const newKey = () => `k${randomBytes(8).toString('hex')}`;

const storages: Array<[string, (name: string) => Promise<FileStorage>]> = [
  ['the local folder', async (name) => localStorage(join(await folder('local-files'), name))],
  // Two keys a page, so listing walks ListObjectsV2's continuation tokens.
  ['an S3 bucket', async (name) => s3Storage({ bucket: BUCKET, prefix: `contract/${name}`, client, pageSize: 2 })],
];

describe.each(storages)('file storage: %s', (_, make) => {
  it('gives back what was put, and the new bytes after an overwrite', async () => {
    const storage = await make('put-get');
    const key = newKey();
    await storage.put(key, Buffer.from('first'));
    expect((await storage.get(key))?.toString()).toBe('first');
    await storage.put(key, Buffer.from('second, longer'));
    expect((await storage.get(key))?.toString()).toBe('second, longer');
    const pdf = minimalPdf(['binary']);
    await storage.put(key, pdf);
    // Compared as text, so that a failure shows what came back (CI once had other bytes here, after b07aeae).
    expect((await storage.get(key))?.toString('latin1')).toBe(pdf.toString('latin1'));
  });

  it('answers null for an unknown key, and deletes a missing key without complaint', async () => {
    const storage = await make('missing');
    const key = newKey();
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await storage.put(key, Buffer.from('bytes'));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('lists every key it holds, with when it was written', async () => {
    const storage = await make('list');
    const before = Date.now();
    const keys = Array.from({ length: 5 }, newKey).sort();
    for (const key of keys) await storage.put(key, Buffer.from(key));
    await storage.delete(keys[0]!);
    const after = Date.now();
    const listed = [];
    for await (const entry of storage.list()) listed.push(entry);
    expect(listed.map((entry) => entry.key).sort()).toEqual(keys.slice(1));
    for (const { writtenAt } of listed) {
      expect(writtenAt).toBeInstanceOf(Date);
      // S3 keeps whole seconds.
      expect(writtenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(writtenAt.getTime()).toBeLessThanOrEqual(after + 1000);
    }
  });

  it('refuses keys that are not plain tokens', async () => {
    const storage = await make('keys');
    await expect(storage.put('../../escaped', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(storage.get('a/b/c/d/e/f')).rejects.toThrow('Invalid storage key');
    await expect(storage.delete('short')).rejects.toThrow('Invalid storage key');
  });
});

describe('S3 storage in its folder of the bucket', () => {
  it('lists only its own keys: not deeper objects, not other folders', async () => {
    const storage = s3Storage({ bucket: BUCKET, prefix: '/mine/', client });
    const key = newKey();
    await storage.put(key, Buffer.from('mine'));
    for (const other of [`mine/deeper/${newKey()}`, `${newKey()}`, `minefield/${newKey()}`]) {
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: other, Body: 'not mine' }));
    }
    const listed = [];
    for await (const entry of storage.list()) listed.push(entry.key);
    expect(listed).toEqual([key]);
    expect(await objectsUnder('mine/')).toContain(`mine/${key}`);
  });
});

describe('an app whose uploads go to an S3 bucket', () => {
  const HOUR = 3_600_000;
  let t: TestApp<FileStorage> | undefined;
  let staff: string;
  let config: S3Config;
  beforeAll(async () => {
    // Credentials from the SDK's standard variables, as in production.
    vi.stubEnv('AWS_ACCESS_KEY_ID', ACCOUNT.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', ACCOUNT.secretAccessKey);
    config = { kind: 's3', bucket: BUCKET, prefix: 'app', region: 'us-east-1', endpoint };
    const storage = await storageFromConfig({ dataDir: '/nonexistent-data', storage: config });
    t = await startTestApp({ storage: config }, storage);
    staff = await t.login('staff');
  });
  afterAll(async () => {
    await t?.close();
    vi.unstubAllEnvs();
  });

  const keyOf = async (id: number) => (await t!.db.query<{ storage_key: string }>('SELECT storage_key FROM files WHERE id = $1', [id])).rows[0]?.storage_key;
  const uploadPdf = async (text: string) => {
    const response = await t!.upload('/reference-files/', staff, { name: `${text}.pdf`, type: 'application/pdf', bytes: minimalPdf([text]) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; url: string };
  };

  it('keeps an upload in the bucket and serves the same bytes back', async () => {
    const file = await uploadPdf('Kept in S3');
    const created = await t!.call('POST', '/references/', { token: staff, body: { title: 'S3', published_date: '2026-04-01', visible: true, user_types: ['le'], files: [{ id: file.id }] } });
    expect(created.statusCode, created.body).toBe(201);

    const key = await keyOf(file.id);
    expect(await objectsUnder('app/')).toContain(`app/${key}`);
    expect((await objectBytes(`app/${key}`)).equals(minimalPdf(['Kept in S3']))).toBe(true);

    const download = await t!.app.inject({ method: 'GET', url: file.url, headers: { authorization: `Token ${staff}` } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(minimalPdf(['Kept in S3']))).toBe(true);
  });

  it('has its orphan sweep remove unused uploads and stray objects from the bucket, and nothing else', async () => {
    const kept = await uploadPdf('Attached');
    const reference = await t!.call('POST', '/references/', { token: staff, body: { title: 'Swept', published_date: '2026-04-01', visible: true, user_types: ['le'], files: [{ id: kept.id }] } });
    expect(reference.statusCode, reference.body).toBe(201);
    const abandoned = await uploadPdf('Abandoned');
    const abandonedKey = await keyOf(abandoned.id);
    const stray = 'app/straybytes0001';
    const notOurs = ['elsewhere/straybytes0002', 'app/deeper/straybytes0003'];
    for (const key of [stray, ...notOurs]) await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'left behind' }));

    const sweepAt = (hoursFromNow: number) => sweepOrphanFiles(t!.db, t!.storage, new Date(Date.now() + hoursFromNow * HOUR), 24 * HOUR, t!.app.log);
    expect(await sweepAt(0)).toEqual({ rows: 0, strayBytes: 0 }); // all of it is recent
    expect(await sweepAt(25)).toEqual({ rows: 1, strayBytes: 1 });

    const left = await objectsUnder('');
    expect(left).not.toContain(stray);
    expect(left).not.toContain(`app/${abandonedKey}`);
    expect(await keyOf(abandoned.id)).toBeUndefined();
    expect(left).toContain(`app/${await keyOf(kept.id)}`);
    for (const key of notOurs) expect(left).toContain(key);
    const download = await t!.app.inject({ method: 'GET', url: kept.url, headers: { authorization: `Token ${staff}` } });
    expect(download.statusCode).toBe(200);
  });
});

describe('the start check of an S3 bucket', () => {
  const s3 = (overrides: Partial<S3Config>): S3Config => ({ kind: 's3', bucket: BUCKET, prefix: '', region: 'us-east-1', endpoint, ...overrides });
  const failure = async (config: S3Config) => {
    const error = await storageFromConfig({ dataDir: '/nonexistent-data', storage: config }).then(() => undefined, (thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(StorageUnreachable);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    return message;
  };
  beforeAll(() => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', ACCOUNT.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', ACCOUNT.secretAccessKey);
  });
  afterAll(() => vi.unstubAllEnvs());

  it('accepts a bucket that answers', async () => {
    await expect(storageFromConfig({ dataDir: '/nonexistent-data', storage: s3({}) })).resolves.toBeDefined();
  });

  it('names a missing bucket', async () => {
    expect(await failure(s3({ bucket: 'no-such-bucket' }))).toBe(`the S3 bucket "no-such-bucket" at ${endpoint} did not answer: no such bucket (S3_BUCKET)`);
  });

  it('says access is denied for an unknown access key, and never prints the credentials', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'UNKNOWNKEY');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret-value');
    const message = await failure(s3({}));
    vi.stubEnv('AWS_ACCESS_KEY_ID', ACCOUNT.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', ACCOUNT.secretAccessKey);
    expect(message).toBe(`the S3 bucket "${BUCKET}" at ${endpoint} did not answer: access denied (check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and the bucket policy)`);
    expect(message).not.toMatch(/UNKNOWNKEY|secret-value/);
  });

  it('says when nothing listens at the endpoint', async () => {
    expect(await failure(s3({ endpoint: unusedEndpoint }))).toBe(`the S3 bucket "${BUCKET}" at ${unusedEndpoint} did not answer: ECONNREFUSED`);
  });
});
