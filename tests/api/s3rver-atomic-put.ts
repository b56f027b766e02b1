/**
 * s3rver's command line (what s3-server.ts runs), with a PUT that is done before it is answered.
 *
 * s3rver 3.7.1's filesystem store answers a PUT once the bytes have passed its md5 stream, before its
 * write stream has written them to the object's file, which it writes in place: a GET right after (as
 * file-storage-s3.test.ts makes after an overwrite) could read the previous object, or a part of the
 * new one, on a busy machine (CI of b07aeae once did). Real S3 gives a reader the old object or the
 * new one whole, and the new one once the PUT is answered. Here the object is written to a file
 * beside it and renamed over it once written; then its md5 and metadata, as s3rver does.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

type StoredObject = { bucket: string; key: string; content: Buffer | Readable; metadata: Record<string, string> };
type Store = {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
};

const require = createRequire(import.meta.url);
const FilesystemStore = require('s3rver/lib/stores/filesystem') as { prototype: Store & { putObject(object: StoredObject): Promise<{ size: number; md5: string }> } };

FilesystemStore.prototype.putObject = async function putObject(this: Store, object: StoredObject) {
  const objectPath = this.getResourcePath(object.bucket, object.key, 'object');
  await mkdir(dirname(objectPath), { recursive: true });
  // Not named like an object (`…._S3rver_object`), so a listing meanwhile does not show it.
  const partial = `${objectPath}.${randomBytes(6).toString('hex')}.partial`;
  const md5 = createHash('md5');
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      md5.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  const content = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
  await pipeline(content, counted, createWriteStream(partial));
  await rename(partial, objectPath);
  const digest = md5.digest('hex');
  await this.putMetadata(object.bucket, object.key, object.metadata, digest);
  return { size, md5: digest };
};

require('s3rver/bin/s3rver.js');
