import type { Readable } from 'node:stream';

/**
 * Where uploaded files and the renditions made from them are kept, by key ('recordings/12/parts/
 * take/00003.webm'). One interface so that several instances can share an S3-compatible bucket
 * (docs/decisions/0045-live-class-recorded-then-on-demand.md, 0067-s3-storage.md); the local disk
 * (local-file-storage.ts) and S3 (s3-file-storage.ts) implement it.
 * Every operation is whole-object, as object stores are: no appends, no partial writes. A put
 * replaces the object under its key, so writing the same bytes twice leaves one object.
 */
export interface FileStorage {
  /** Stores `body` under `key`, replacing what was there; readers never see half a file. */
  put(key: string, body: Buffer | Readable): Promise<void>;
  /**
   * The object's bytes as a stream, or undefined when there is none under `key`; with `range`,
   * only its bytes `start` to `end` (both counted in, as an HTTP Range counts them; the caller
   * keeps them inside the object, e.g. from its size()).
   */
  read(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** The object's size in bytes, or undefined when there is none under `key`. */
  size(key: string): Promise<number | undefined>;
  /** Every key that starts with `prefix` (a folder-like prefix ending in '/'), sorted. */
  list(prefix: string): Promise<string[]>;
  /** Removes every object whose key starts with `prefix`; nothing there is not an error. */
  deletePrefix(prefix: string): Promise<void>;
}

/** Part of an object: its bytes from `start` to `end`, both counted in. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Segments of letters, digits, '.', '-' and '_' joined by '/', none starting with a dot. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}){0,9}$/;

/** Refuses a key that could leave the storage's root or name something odd ('..', '//', '/x'). */
export function checkKey(key: string, { prefix = false } = {}): string {
  const bare = prefix && key.endsWith('/') ? key.slice(0, -1) : key;
  if (!KEY.test(bare)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}
