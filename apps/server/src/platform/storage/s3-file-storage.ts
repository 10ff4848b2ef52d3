import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { S3StorageConfig } from '../config/storage-config.ts';
import { checkKey, type FileStorage } from './file-storage.ts';
import { s3ClientConfig } from './s3-client-config.ts';

/** Amazon says NoSuchKey for a GET and a bare 404 (NotFound) for a HEAD; others vary the name. */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

// DeleteObjects takes at most 1,000 keys a call.
const DELETE_BATCH = 1000;

/** Every key under `prefix` in the bucket, page by page (1,000 a page), sorted. */
async function listKeys(client: S3Client, Bucket: string, prefix: string): Promise<string[]> {
  checkKey(prefix, { prefix: true });
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
    );
    for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return keys.sort();
}

/**
 * Objects in one S3-compatible bucket, each key an object key: every instance that is given the
 * same bucket reads what the others wrote. A put is atomic on S3 (readers see the old object or
 * the new one), so no temporary names are needed as on the disk.
 */
export function createS3FileStorage(
  config: S3StorageConfig,
  client = new S3Client(s3ClientConfig(config)),
): FileStorage {
  const Bucket = config.bucket;

  return {
    async put(key, body) {
      checkKey(key);
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body }));
        return;
      }
      // A stream's length is not known up front: the upload sends it in parts (one put when small).
      await new Upload({ client, params: { Bucket, Key: key, Body: body } }).done();
    },

    async read(key, range) {
      checkKey(key);
      const Range = range && `bytes=${range.start}-${range.end}`;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
        return object.Body as Readable | undefined;
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },

    async size(key) {
      checkKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength;
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },

    list: (prefix) => listKeys(client, Bucket, prefix),

    async deletePrefix(prefix) {
      const keys = await listKeys(client, Bucket, prefix);
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0)
          throw new Error(`could not delete ${failed.length} objects, e.g. ${failed[0]?.Key}`);
      }
    },
  };
}
