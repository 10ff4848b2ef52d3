import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.ts';
import type { Deps } from '../deps.ts';

// Two app instances behind a balancer, configured with STORAGE=s3 and one bucket (and a
// DATA_DIR that does not exist, so nothing can come from a local disk): a file one instance
// stores is served by the other, and removed for both by either.

let s3: S3TestServer;
let t: TestApp;
let other: { app: FastifyInstance; deps: Deps };

beforeAll(async () => {
  s3 = await startS3TestServer();
  const bucket = await s3.bucket();
  t = await createTestApp({
    seed: false,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    },
  });
  other = await t.secondInstance();
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const poster = (app: FastifyInstance) =>
  app.inject({ method: 'GET', url: '/media/recorded/77/poster.jpg' });

describe('two instances on one S3 bucket', () => {
  it('serve from either the files one of them stored, and see them removed by the other', async () => {
    expect((await poster(other.app)).statusCode).toBe(404);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
    // What the recording job on the first instance leaves once a class is transcoded.
    await t.deps.storage.put('media/classes/recorded-77/poster.jpg', jpeg);

    for (const app of [other.app, t.app]) {
      const res = await poster(app);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.rawPayload.equals(jpeg)).toBe(true);
    }

    await other.deps.storage.deletePrefix('media/classes/recorded-77/');
    expect((await poster(t.app)).statusCode).toBe(404);
    expect(await t.deps.storage.list('media/')).toEqual([]);
  });
});
