import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config/storage-config.ts';

/**
 * The S3 client's settings shared by the file storage and the tus upload store, so both reach the
 * same bucket the same way.
 */
export function s3ClientConfig(config: S3StorageConfig): S3ClientConfig {
  return {
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers (older MinIO, Ceph,
    // Garage) do not understand the checksum trailers the SDK otherwise adds to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}
