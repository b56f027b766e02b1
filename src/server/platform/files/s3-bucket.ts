/** An S3 bucket as the file storage: its client, and the start's check that the bucket answers. */
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import { s3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';
import { StorageUnreachable } from './storage-unreachable.ts';

/** How long connecting to S3, and the start's bucket check, may take. */
const CONNECT_MS = 10_000;

/** A client for the bucket; credentials come from the SDK's standard chain (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, profile, role). */
function s3ClientFor(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    // S3-compatible servers are addressed as endpoint/bucket/key, not bucket.endpoint.
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    requestHandler: { connectionTimeout: CONNECT_MS },
  });
}

/** Why the bucket check failed, in words an operator can act on. */
function reason(error: unknown): string {
  const { name, code, $metadata } = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode;
  if (status === 404) return 'no such bucket (S3_BUCKET)';
  if (status === 403) return 'access denied (check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and the bucket policy)';
  if (status === 301) return 'the bucket is in another region (S3_REGION)';
  if (name === 'CredentialsProviderError') return 'no credentials (set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)';
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${CONNECT_MS / 1000} s`;
  if (status) return `HTTP ${status} ${name ?? ''}`.trim();
  return code ?? name ?? 'unknown error';
}

/** Asks the bucket whether it is there and ours to use; throws StorageUnreachable with one line if not. */
async function checkBucket(client: S3Client, config: S3Config): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }), { abortSignal: AbortSignal.timeout(CONNECT_MS) });
  } catch (error) {
    const where = config.endpoint ? new URL(config.endpoint).origin : `AWS ${config.region}`;
    throw new StorageUnreachable(`the S3 bucket "${config.bucket}" at ${where} did not answer: ${reason(error)}`, { cause: error });
  }
}

/** The bucket's storage, once it answered (StorageUnreachable otherwise). */
export async function openS3Storage(config: S3Config): Promise<FileStorage> {
  const client = s3ClientFor(config);
  try {
    await checkBucket(client, config);
  } catch (error) {
    client.destroy();
    throw error;
  }
  return s3Storage({ bucket: config.bucket, prefix: config.prefix, client });
}
