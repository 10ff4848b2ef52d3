import type { StorageConfig } from '../config/storage-config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

/**
 * The storage the configuration names: the S3-compatible bucket when STORAGE=s3, else the disk.
 * The AWS SDK (several MB of every instance's heap) is loaded only for the bucket.
 */
export async function createFileStorage(config: StorageConfig): Promise<FileStorage> {
  if (!config.s3) return createLocalFileStorage(config.dir);
  return (await import('./s3-file-storage.ts')).createS3FileStorage(config.s3);
}
