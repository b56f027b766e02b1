/**
 * The file storage STORAGE names: the local folder, or an S3 bucket that must answer at start (its
 * SDK is loaded only then: it adds about 0.2 s to every start that does not use it).
 */
import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { localStorage } from './local-storage.ts';
import type { FileStorage } from './storage.ts';

export { StorageUnreachable } from './storage-unreachable.ts';

/** The configured storage; an S3 bucket is checked first (StorageUnreachable when it does not answer). */
export async function storageFromConfig(config: Pick<Config, 'dataDir' | 'storage'>): Promise<FileStorage> {
  if (config.storage.kind === 'local') return localStorage(join(config.dataDir, 'files'));
  const { openS3Storage } = await import('./s3-bucket.ts');
  return openS3Storage(config.storage);
}
