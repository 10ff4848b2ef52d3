import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.ts';
import { loadConfig } from '../config/config.ts';
import { createFileStorage } from './choose-storage.ts';
import { behavesAsFileStorage, textOf } from './file-storage-behaviour.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

let server: S3TestServer;
beforeAll(async () => {
  server = await startS3TestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('the S3 file storage, against a local S3-compatible server', () => {
  behavesAsFileStorage(async () => createS3FileStorage(await server.bucket()));

  it('lets two instances given the same bucket read what the other wrote and deleted', async () => {
    const bucket = await server.bucket();
    const first = createS3FileStorage(bucket);
    const second = createS3FileStorage(bucket);
    await first.put('recordings/4/master.m3u8', Buffer.from('#EXTM3U from the first'));
    expect(await textOf(await second.read('recordings/4/master.m3u8'))).toBe(
      '#EXTM3U from the first',
    );
    await second.put('recordings/4/master.m3u8', Buffer.from('#EXTM3U rewritten'));
    await second.put('recordings/4/720p/00000.ts', Buffer.from('segment'));
    expect(await first.list('recordings/4/')).toEqual([
      'recordings/4/720p/00000.ts',
      'recordings/4/master.m3u8',
    ]);
    expect(await first.size('recordings/4/master.m3u8')).toBe('#EXTM3U rewritten'.length);
    await first.deletePrefix('recordings/4/');
    expect(await second.read('recordings/4/720p/00000.ts')).toBeUndefined();
  });

  it('keeps each bucket to itself', async () => {
    const one = createS3FileStorage(await server.bucket());
    const other = createS3FileStorage(await server.bucket());
    await one.put('a/b.txt', Buffer.from('x'));
    expect(await other.list('a/')).toEqual([]);
  });

  it('is what the app builds when STORAGE=s3, and the disk otherwise', async () => {
    const bucket = await server.bucket();
    const config = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: bucket.bucket,
      S3_ENDPOINT: server.endpoint,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    const chosen = await createFileStorage(config.storage);
    await chosen.put('chosen/by/config.txt', Buffer.from('in the bucket'));
    const direct = createS3FileStorage(bucket);
    expect(await textOf(await direct.read('chosen/by/config.txt'))).toBe('in the bucket');
    const local = await createFileStorage(loadConfig({ DATA_DIR: 'unused-data' }).storage);
    expect(await local.list('chosen/')).toEqual([]);
  });

  it('says so when the bucket is not there, rather than reporting nothing stored', async () => {
    const missing = { ...(await server.bucket()), bucket: 'no-such-bucket' };
    const storage = createS3FileStorage(missing);
    await expect(storage.put('a/b.txt', Buffer.from('x'))).rejects.toThrow(/bucket/i);
    await expect(storage.list('a/')).rejects.toThrow(/bucket/i);
  });
});
