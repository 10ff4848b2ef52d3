import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildApp } from 'fauxqs';
import { s3ClientConfig } from '../src/platform/storage/s3-client-config.ts';
import type { S3StorageConfig } from '../src/platform/config/storage-config.ts';

/**
 * A local S3-compatible server for the storage tests: fauxqs (an S3 emulator from npm) in this
 * process, on a free loopback port, with one bucket per `bucket()` call. fauxqs lacks ListParts,
 * which @tus/s3-store calls to learn how far an upload got; the parts it reports are the ones this
 * server accepted (recorded as each UploadPart answers), so the S3 calls under test stay fauxqs's.
 * It lacks ListMultipartUploads too, which the store's clean-up of expired uploads calls: the
 * unfinished uploads listed are the ones this server saw begin and not yet end.
 */
export interface S3TestServer {
  endpoint: string;
  /** A fresh empty bucket and the settings that reach it (STORAGE=s3 with these S3_* values). */
  bucket(): Promise<S3StorageConfig>;
  stop(): Promise<void>;
}

interface Part {
  number: number;
  etag: string;
  size: number;
  at: Date;
}

/** A multipart upload begun and not yet completed or aborted. */
interface Begun {
  bucket: string;
  key: string;
  initiated: Date;
  parts: Part[];
}

const xmlEscape = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function listPartsXml(bucket: string, key: string, uploadId: string, parts: Part[]): string {
  const items = parts
    .sort((a, b) => a.number - b.number)
    .map(
      (p) =>
        `<Part><PartNumber>${p.number}</PartNumber><LastModified>${p.at.toISOString()}</LastModified>` +
        `<ETag>${xmlEscape(p.etag)}</ETag><Size>${p.size}</Size></Part>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${xmlEscape(bucket)}</Bucket>` +
    `<Key>${xmlEscape(key)}</Key><UploadId>${xmlEscape(uploadId)}</UploadId>` +
    `<PartNumberMarker>0</PartNumberMarker><MaxParts>1000</MaxParts>` +
    `<IsTruncated>false</IsTruncated>${items}</ListPartsResult>`
  );
}

function listUploadsXml(bucket: string, begun: [string, Begun][]): string {
  const items = begun
    .map(
      ([id, u]) =>
        `<Upload><Key>${xmlEscape(u.key)}</Key><UploadId>${xmlEscape(id)}</UploadId>` +
        `<Initiated>${u.initiated.toISOString()}</Initiated></Upload>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>${xmlEscape(bucket)}</Bucket>` +
    `<IsTruncated>false</IsTruncated>${items}</ListMultipartUploadsResult>`
  );
}

/** A request's bucket and key, from its path-style address. */
function addressOf(url: string): { bucket: string; key: string } {
  const [, bucket = '', ...key] = url.split('?')[0]!.split('/');
  return { bucket, key: decodeURIComponent(key.join('/')) };
}

export async function startS3TestServer(): Promise<S3TestServer> {
  const app = buildApp({ logger: false, defaultRegion: 'us-east-1' });
  // Upload id to the upload and its parts accepted so far; gone once it is completed or aborted.
  const uploads = new Map<string, Begun>();

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as { uploadId?: string; uploads?: string };
    if (request.method !== 'GET' || !(query.uploadId || 'uploads' in query)) return;
    const { bucket, key } = addressOf(request.url);
    reply.header('content-type', 'application/xml');
    if (!query.uploadId) {
      const begun = [...uploads].filter(([, u]) => u.bucket === bucket);
      return reply.send(listUploadsXml(bucket, begun));
    }
    const upload = uploads.get(query.uploadId);
    if (!upload) {
      const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`;
      return reply.status(404).send(body);
    }
    return reply.send(listPartsXml(bucket, key, query.uploadId, upload.parts));
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const query = request.query as { uploadId?: string; partNumber?: string; uploads?: string };
    if (reply.statusCode >= 300) return payload;
    if (request.method === 'POST' && 'uploads' in query) {
      const id = /<UploadId>([^<]+)<\/UploadId>/.exec(String(payload))?.[1];
      if (id) uploads.set(id, { ...addressOf(request.url), initiated: new Date(), parts: [] });
    } else if (request.method === 'PUT' && query.uploadId && query.partNumber) {
      const upload = uploads.get(query.uploadId);
      const headers = request.headers;
      const size = Number(headers['x-amz-decoded-content-length'] ?? headers['content-length']);
      const number = Number(query.partNumber);
      const etag = String(reply.getHeader('etag'));
      if (upload)
        upload.parts = [
          ...upload.parts.filter((p) => p.number !== number),
          { number, etag, size, at: new Date() },
        ];
    } else if ((request.method === 'POST' || request.method === 'DELETE') && query.uploadId) {
      uploads.delete(query.uploadId);
    }
    return payload;
  });

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const credentials = { accessKeyId: 'test', secretAccessKey: 'test-secret' };
  return {
    endpoint: address,
    async bucket() {
      const config: S3StorageConfig = {
        bucket: `test-${randomBytes(6).toString('hex')}`,
        region: 'us-east-1',
        endpoint: address,
        credentials,
        forcePathStyle: true,
      };
      const client = new S3Client(s3ClientConfig(config));
      await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
      client.destroy();
      return config;
    },
    stop: () => app.close(),
  };
}
