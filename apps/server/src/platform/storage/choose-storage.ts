import type { StorageConfig } from '../storage-config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

/** The storage the configuration names: the S3-compatible bucket when STORAGE=s3, else the disk. */
export function createFileStorage(config: StorageConfig): FileStorage {
  return config.s3 ? createS3FileStorage(config.s3) : createLocalFileStorage(config.dir);
}
