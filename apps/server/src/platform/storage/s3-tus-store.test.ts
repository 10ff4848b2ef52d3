import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ListMultipartUploadsCommand, S3Client } from '@aws-sdk/client-s3';
import { Server as TusServer } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.ts';
import type { S3StorageConfig } from '../config/storage-config.ts';
import { textOf } from './file-storage-behaviour.ts';
import { createS3FileStorage } from './s3-file-storage.ts';
import { s3ClientConfig } from './s3-client-config.ts';
import { s3TusStore } from './s3-tus-store.ts';
import { createTusDatastore, TUS_UPLOAD_EXPIRY_MS, type TusDatastore } from './tus-datastore.ts';

let s3: S3TestServer;
const servers: http.Server[] = [];

beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  for (const s of servers) await new Promise((resolve) => s.close(resolve));
  await s3.stop();
});

/** One app instance's tus endpoint (@tus/server in this process) on the S3 store. */
async function tusInstance(bucket: S3StorageConfig, datastore?: TusDatastore): Promise<string> {
  const store = datastore?.store ?? s3TusStore(bucket);
  const tus = new TusServer({ path: '/uploads', datastore: store });
  const server = http.createServer((req, res) => void tus.handle(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/uploads`;
}

const tusHeaders = { 'Tus-Resumable': '1.0.0' };

async function patch(url: string, offset: number, body: Buffer): Promise<Response> {
  return fetch(url, {
    method: 'PATCH',
    headers: {
      ...tusHeaders,
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(body),
  });
}

async function offsetAt(url: string): Promise<string | null> {
  const head = await fetch(url, { method: 'HEAD', headers: tusHeaders });
  expect(head.status).toBe(200);
  return head.headers.get('upload-offset');
}

describe('the tus upload store on S3', () => {
  it('takes an upload in pieces through two instances and leaves the whole file in the bucket', async () => {
    const bucket = await s3.bucket();
    const [first, second] = [await tusInstance(bucket), await tusInstance(bucket)];
    const video = Buffer.from('a short video file, sent in two pieces '.repeat(50));
    const half = 700;

    const created = await fetch(first, {
      method: 'POST',
      headers: {
        ...tusHeaders,
        'Upload-Length': String(video.length),
        'Upload-Metadata': `filename ${Buffer.from('class.mp4').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location')!);
    const id = location.pathname.split('/').pop()!;
    const onFirst = `${first}/${id}`;
    const onSecond = `${second}/${id}`;

    const sent = await patch(onFirst, 0, video.subarray(0, half));
    expect(sent.status).toBe(204);
    expect(sent.headers.get('upload-offset')).toBe(String(half));
    // The other instance knows how far the upload got: it is all in the bucket.
    expect(await offsetAt(onSecond)).toBe(String(half));

    const rest = await patch(onSecond, half, video.subarray(half));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(video.length));
    expect(await offsetAt(onFirst)).toBe(String(video.length));

    const storage = createS3FileStorage(bucket);
    expect(await textOf(await storage.read(id))).toBe(video.toString());
    expect(await storage.size(id)).toBe(video.length);
  });

  it('refuses a piece sent at the wrong offset, leaving the upload as it was', async () => {
    const bucket = await s3.bucket();
    const url = await tusInstance(bucket);
    const created = await fetch(url, {
      method: 'POST',
      headers: { ...tusHeaders, 'Upload-Length': '10' },
    });
    const id = new URL(created.headers.get('location')!).pathname.split('/').pop()!;
    const wrong = await patch(`${url}/${id}`, 4, Buffer.from('abcdef'));
    expect(wrong.status).toBe(409);
    expect(await offsetAt(`${url}/${id}`)).toBe('0');
    expect(await createS3FileStorage(bucket).read(id)).toBeUndefined();
  });

  it('drops an upload abandoned part-way once it has expired, and a new one works', async () => {
    const bucket = await s3.bucket();
    // The server's datastore as STORAGE=s3 makes it, which the clean-up also uses.
    const datastore = await createTusDatastore({ dataDir: '', storage: { dir: '', s3: bucket } });
    const url = await tusInstance(bucket, datastore);
    const video = Buffer.from('a video that never finished arriving '.repeat(40));
    const begin = () =>
      fetch(url, {
        method: 'POST',
        headers: { ...tusHeaders, 'Upload-Length': String(video.length) },
      });
    const id = new URL((await begin()).headers.get('location')!).pathname.split('/').pop()!;
    expect((await patch(`${url}/${id}`, 0, video.subarray(0, 500))).status).toBe(204);
    const storage = createS3FileStorage(bucket);
    expect(await storage.list(id)).toEqual(expect.arrayContaining([`${id}.info`, `${id}.part`]));

    /** `work` run `aheadMs` later by the wall clock the store and tus read. */
    const later = async <T>(aheadMs: number, work: () => Promise<T>): Promise<T> => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + aheadMs });
      try {
        return await work();
      } finally {
        vi.useRealTimers();
      }
    };
    const removeLater = (aheadMs: number) => later(aheadMs, () => datastore.removeExpired());
    expect(await removeLater(TUS_UPLOAD_EXPIRY_MS - 60_000)).toBe(0);
    expect(await offsetAt(`${url}/${id}`)).toBe('500');

    expect(await removeLater(TUS_UPLOAD_EXPIRY_MS + 60_000)).toBeGreaterThan(0);
    // Its info, its partial piece and its multipart upload are all gone from the bucket.
    expect(await storage.list(id)).toEqual([]);
    const client = new S3Client(s3ClientConfig(bucket));
    const unfinished = await client.send(
      new ListMultipartUploadsCommand({ Bucket: bucket.bucket }),
    );
    client.destroy();
    expect(unfinished.Uploads ?? []).toEqual([]);
    // Then tus answers that it is gone for good (this instance still has its details in memory).
    const head = await later(TUS_UPLOAD_EXPIRY_MS + 60_000, () =>
      fetch(`${url}/${id}`, { method: 'HEAD', headers: tusHeaders }),
    );
    expect(head.status).toBe(410);

    const again = new URL((await begin()).headers.get('location')!).pathname.split('/').pop()!;
    expect((await patch(`${url}/${again}`, 0, video)).status).toBe(204);
    expect(await textOf(await storage.read(again))).toBe(video.toString());
  });
});
