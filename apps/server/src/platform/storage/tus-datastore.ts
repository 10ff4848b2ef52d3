import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import type { Config } from '../config/config.ts';

/**
 * Where tus keeps uploads while their parts arrive (the console's video uploads). The one place
 * that chooses the datastore: the local disk under DATA_DIR/tus, or with `STORAGE=s3` the shared
 * bucket (s3-tus-store.ts), so an upload begun through one instance goes on through another. A
 * finished upload is read once, copied into the file storage (file-storage.ts), then removed
 * from here. An upload not finished within TUS_UPLOAD_EXPIRY_MS of its start has expired: tus
 * refuses to go on with it (410, so the client starts afresh), and the hourly clean-up
 * (removeExpired) drops its partial file and info, or its unfinished S3 multipart upload.
 */
export interface TusDatastore {
  store: DataStore;
  /** A finished upload's bytes. */
  readFinished(id: string): Promise<Readable>;
  /** Drops an upload (finished and copied, or refused). */
  remove(id: string): Promise<void>;
  /** Drops the expired uploads (the datastore's own `deleteExpired`); answers how many. */
  removeExpired(): Promise<number>;
}

/** A day: ample for the largest upload on a slow line, resumed as often as it needs. */
export const TUS_UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** The S3 store (and the AWS SDK under it) is loaded only when the configuration names a bucket. */
export async function createTusDatastore(
  config: Pick<Config, 'dataDir' | 'storage'>,
): Promise<TusDatastore> {
  const store = config.storage.s3
    ? (await import('./s3-tus-store.ts')).s3TusStore(config.storage.s3, {
        expirationPeriodInMilliseconds: TUS_UPLOAD_EXPIRY_MS,
      })
    : new FileStore({
        directory: path.join(config.dataDir, 'tus'),
        expirationPeriodInMilliseconds: TUS_UPLOAD_EXPIRY_MS,
      });
  return {
    store,
    readFinished: async (id) => store.read(id),
    remove: (id) => store.remove(id).catch(() => undefined),
    removeExpired: () => store.deleteExpired(),
  };
}
