/** File bytes as objects in an S3 bucket, or on an S3-compatible server, under an optional folder. */
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { checkedKey, isStorageKey, type FileStorage } from './storage.ts';

export type S3StorageOptions = {
  bucket: string;
  /** A folder in the bucket (`portal/files`); the bucket's root when absent. */
  prefix?: string;
  client: S3Client;
  /** Keys per ListObjectsV2 page (S3's own 1000 when absent; tests page by two). */
  pageSize?: number;
};

/**
 * A storage in `bucket`. Its folder must be the portal's alone: the orphan sweep deletes the
 * objects there that look like storage keys and that no file row names.
 */
export function s3Storage({ bucket, prefix = '', client, pageSize }: S3StorageOptions): FileStorage {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '');
  const folder = trimmed ? `${trimmed}/` : '';
  const objectKey = (key: string) => `${folder}${checkedKey(key)}`;
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes }));
    },
    async get(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return Body ? Buffer.from(await Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: folder || undefined, ContinuationToken: token, MaxKeys: pageSize }));
        for (const { Key, LastModified } of page.Contents ?? []) {
          const key = Key?.slice(folder.length);
          // Deeper objects (`folder/other/…`) are not ours.
          if (key && LastModified && isStorageKey(key)) yield { key, writtenAt: LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
