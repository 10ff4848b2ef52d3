// What an operator reaches beside the product: who may read /metrics (platform/observability/metrics.ts) and
// whether the API's documentation is served, each variable with its description for
// docs/configuration.md (variable-doc.ts). config.ts reads these with the rest of the environment.
import { z } from 'zod';
import { isAddressOrRange } from '../http/address-ranges.ts';
import { configDocs } from './variable-doc.ts';

export const operationsEnv = {
  API_DOCS: z.enum(['on', 'off']).default('on').register(configDocs, {
    table: 'operations',
    meaning:
      "`off` stops serving the API's documentation page (`/api/docs`), where nobody outside should read it; production warns while it is on",
  }),
  METRICS_TOKEN: z
    .string()
    .min(32, 'give at least 32 random characters (e.g. openssl rand -hex 32)')
    .optional()
    .register(configDocs, {
      table: 'operations',
      meaning:
        'with 32 or more characters: a scraper sending `Authorization: Bearer` and it may read `/metrics` from anywhere',
    }),
  METRICS_ALLOW: z
    .string()
    .refine((v) => v.trim() === 'none' || v.split(',').every(isAddressOrRange), {
      message:
        'give the addresses allowed to read /metrics (comma-separated, CIDR allowed), or none',
    })
    .optional()
    .register(configDocs, {
      table: 'operations',
      meaning:
        "the client addresses (comma-separated, CIDR allowed) that may read Prometheus's `/metrics`, or `none`; others get 404",
      default: 'loopback',
    }),
};

export interface MetricsConfig {
  /** A scraper that sends `Authorization: Bearer <token>` may read /metrics from anywhere. */
  token: string | undefined;
  /** The client addresses (CIDR allowed) that may read /metrics without the token. */
  allow: string[];
}

/** This machine only: a Prometheus beside the server, or an operator with curl on it. */
export const LOOPBACK = ['127.0.0.0/8', '::1/128'];

export function metricsConfig(e: z.infer<z.ZodObject<typeof operationsEnv>>): MetricsConfig {
  const allow = e.METRICS_ALLOW?.trim();
  return {
    token: e.METRICS_TOKEN,
    allow:
      allow === undefined
        ? LOOPBACK
        : allow === 'none'
          ? []
          : allow.split(',').map((a) => a.trim()),
  };
}
