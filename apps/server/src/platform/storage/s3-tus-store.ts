import { S3Store } from '@tus/s3-store';
import type { S3StorageConfig } from '../config/storage-config.ts';
import { s3ClientConfig } from './s3-client-config.ts';

/**
 * Where resumable (tus) uploads are kept when storage is S3: the same bucket as the FileStorage,
 * so an upload begun through one instance can be continued through another. Each upload is an S3
 * multipart upload under its id, with a `<id>.info` object beside it.
 */
export function s3TusStore(
  config: S3StorageConfig,
  options: { partSize?: number; expirationPeriodInMilliseconds?: number } = {},
): S3Store {
  return new S3Store({
    ...options,
    // Expired uploads are found by their multipart upload's start and removed by the clean-up
    // (tus-datastore.ts), not by a bucket lifecycle rule: no expiry tags on the objects.
    useTags: false,
    s3ClientConfig: { ...s3ClientConfig(config), bucket: config.bucket },
  });
}
