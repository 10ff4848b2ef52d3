// Where uploaded files and renditions live (platform/storage): the local disk by default, or an
// S3-compatible bucket shared by every instance. Each variable has its description for
// docs/configuration.md (variable-doc.ts); config.ts reads them with the rest of the environment.
import path from 'node:path';
import { z } from 'zod';
import { configDocs } from './variable-doc.ts';

export const storageEnv = {
  STORAGE: z.enum(['local', 's3']).default('local').register(configDocs, {
    table: 'storage',
    meaning:
      '`s3` keeps uploads and renditions in one S3-compatible bucket every instance shares, instead of `DATA_DIR/storage` (docs/operations.md, "Storage: the local disk or S3")',
  }),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'give an S3 bucket name (3 to 63 characters)')
    .optional()
    .register(configDocs, { table: 'storage', meaning: 'the bucket: required with `STORAGE=s3`' }),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'give a region such as us-east-1')
    .optional()
    .register(configDocs, {
      table: 'storage',
      meaning:
        "the bucket's region: Amazon's, or whatever the S3-compatible service expects (MinIO, Ceph: `us-east-1`)",
      default: '`us-east-1`',
    }),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .register(configDocs, {
      table: 'storage',
      meaning: 'the address of a server other than Amazon S3 (MinIO, Ceph, Garage, R2…)',
      default: '(Amazon S3)',
    }),
  S3_ACCESS_KEY_ID: z.string().optional().register(configDocs, {
    table: 'storage',
    meaning: "the bucket's access key id, given with `S3_SECRET_ACCESS_KEY` or not at all",
    default: "the AWS SDK's own chain (`AWS_*` variables, an instance or task role)",
  }),
  S3_SECRET_ACCESS_KEY: z.string().optional().register(configDocs, {
    table: 'storage',
    meaning: "the bucket's secret access key, given with `S3_ACCESS_KEY_ID` or not at all",
    default: "the AWS SDK's own chain",
  }),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).optional().register(configDocs, {
    table: 'storage',
    meaning: 'the bucket in the path rather than the host name, as most self-hosted servers want',
    default: '`true` with an endpoint',
  }),
};

type StorageEnv = z.infer<z.ZodObject<typeof storageEnv>>;

/** Checks config.ts runs over the whole environment: the S3 settings that go together. */
export const storageRefinements: ReadonlyArray<{
  check: (env: StorageEnv) => boolean;
  message: string;
  path: string[];
}> = [
  {
    check: (e) => e.STORAGE !== 's3' || Boolean(e.S3_BUCKET),
    message: 'STORAGE=s3 needs S3_BUCKET',
    path: ['S3_BUCKET'],
  },
  {
    check: (e) => !e.S3_ACCESS_KEY_ID === !e.S3_SECRET_ACCESS_KEY,
    message: 'give S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither',
    path: ['S3_SECRET_ACCESS_KEY'],
  },
];

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; undefined for Amazon S3. */
  endpoint: string | undefined;
  /** Undefined: the AWS SDK finds credentials itself (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface StorageConfig {
  /** The local disk's folder (DATA_DIR/storage): the files themselves unless `s3` is set. */
  dir: string;
  /** One bucket that every instance shares (STORAGE=s3); undefined: the local disk. */
  s3: S3StorageConfig | undefined;
}

export function storageConfig(e: StorageEnv & { DATA_DIR: string }): StorageConfig {
  const dir = path.join(path.resolve(e.DATA_DIR), 'storage');
  if (e.STORAGE === 'local' || !e.S3_BUCKET) return { dir, s3: undefined };
  return { dir, s3: s3Config(e, e.S3_BUCKET) };
}

function s3Config(e: StorageEnv, bucket: string): S3StorageConfig {
  return {
    bucket,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    // An endpoint of one's own is most often MinIO or the like, which want the path style.
    forcePathStyle:
      e.S3_FORCE_PATH_STYLE === undefined
        ? Boolean(e.S3_ENDPOINT)
        : e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
  };
}
