import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('the storage settings', () => {
  it('keep files on the local disk under DATA_DIR unless STORAGE=s3', () => {
    const local = loadConfig({ DATA_DIR: 'some-data' }).storage;
    expect(local).toEqual({ dir: path.resolve('some-data', 'storage'), s3: undefined });
  });

  it('read the bucket, region, endpoint, keys and path style for STORAGE=s3', () => {
    const env = { STORAGE: 's3', S3_BUCKET: 'jetsweat-media' };
    expect(loadConfig(env).storage.s3).toEqual({
      bucket: 'jetsweat-media',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
    const minio = loadConfig({
      ...env,
      S3_REGION: 'eu-west-3',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).storage.s3;
    expect(minio).toMatchObject({
      region: 'eu-west-3',
      endpoint: 'http://minio.internal:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      // A server of one's own most often wants the bucket in the path.
      forcePathStyle: true,
    });
    const hosted = { ...env, S3_ENDPOINT: 'https://s3.example', S3_FORCE_PATH_STYLE: 'false' };
    expect(loadConfig(hosted).storage.s3?.forcePathStyle).toBe(false);
  });

  it('refuse S3 settings that cannot work, naming the variable', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: STORAGE=s3 needs S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 'cloud' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() =>
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY: give S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/);
    expect(() => loadConfig({ S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });

  it('warn when production keeps files on one instance’s disk', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://app@db.internal/jetsweat',
      PUBLIC_URL: 'https://jetsweat.example',
      MAIL_URL: 'smtp://mail.internal:587',
      MEDIA_SIGNING_SECRET: 'x'.repeat(32),
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      REDIS_URL: 'redis://cache.internal:6379',
      API_DOCS: 'off',
    };
    expect(loadConfig(production).warnings).toEqual([
      expect.stringMatching(/^STORAGE is not s3: .* set STORAGE=s3 and S3_BUCKET/),
    ]);
    expect(loadConfig({ ...production, STORAGE: 's3', S3_BUCKET: 'media' }).warnings).toEqual([]);
    expect(loadConfig({}).warnings).toEqual([]);
  });
});
