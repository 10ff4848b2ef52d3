import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import {
  calendarConfig,
  integrationsEnv,
  integrationsRefinements,
  liveMediaConfig,
  type CalendarConfig,
  type LiveMediaConfig,
} from './integrations-config.ts';
import { mediaEnv } from './media-env.ts';
import {
  messagingEnv,
  messagingRefinements,
  smsConfig,
  type SmsConfig,
} from './messaging-config.ts';
import { metricsConfig, operationsEnv, type MetricsConfig } from './operations-config.ts';
import { paymentsEnv, paymentsRefinements } from './payments-env.ts';
import { limitsEnv, serverEnv } from './server-env.ts';
import {
  storageConfig,
  storageEnv,
  storageRefinements,
  type StorageConfig,
} from './storage-config.ts';
import { productionWarnings, refuseUnfitProduction } from './production-settings.ts';
import { repoRoot } from './server-root.ts';

export type { CalendarProviderConfig, LiveMediaConfig } from './integrations-config.ts';
export type { SmsConfig } from './messaging-config.ts';

const envSchema = z
  .object({
    ...serverEnv,
    ...limitsEnv,
    ...paymentsEnv,
    ...messagingEnv,
    ...mediaEnv,
    ...integrationsEnv,
    ...storageEnv,
    ...operationsEnv,
  })
  .superRefine((env, ctx) => {
    const rules = [
      ...paymentsRefinements,
      ...messagingRefinements,
      ...integrationsRefinements,
      ...storageRefinements,
    ];
    for (const rule of rules)
      if (!rule.check(env))
        ctx.addIssue({ code: 'custom', message: rule.message, path: rule.path });
  });

/**
 * Every variable loadConfig reads, by name, each entry described for docs/configuration.md
 * (variable-doc.ts; scripts/config-table.test.mjs checks that each is), in the page's order.
 */
export const configSchemaEntries: Readonly<Record<string, z.ZodType>> = envSchema.shape;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /**
   * The addresses (CIDR allowed) of the proxies whose X-Forwarded-For to believe; empty, none.
   * Every per-address limit keys on the address this yields.
   */
  trustProxy: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  payments: 'sandbox' | 'stripe';
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiUrl?: string };
  /** Requests get 503 while the event loop lags more than this (0: never; the default on PGlite). */
  maxEventLoopDelayMs: number;
  /** How long shutdown waits for requests and jobs under way before it exits anyway. */
  shutdownTimeoutSeconds: number;
  /** On SIGTERM, how long /readyz says no before the listener closes (DRAIN_SECONDS). */
  drainSeconds: number;
  /** How often renewals and trial ends run; 0 turns the in-process schedule off. */
  billingJobSeconds: number;
  mail: { url: string | undefined; from: string; supportAddress: string; salesAddress: string };
  /** Text messages: files in DATA_DIR/sms-outbox (the default) or Twilio (SMS_PROVIDER=twilio). */
  sms: SmsConfig;
  redisUrl: string | undefined;
  /** The live room's media: Janus (JANUS_URL) or peer to peer, and the ICE servers for both. */
  liveMedia: LiveMediaConfig;
  seedDemo: boolean;
  sessionDays: number;
  limits: {
    loginPerAccount: number;
    loginPerAddress: number;
    /**
     * Attempts on one account from browsers it does not know, all addresses together, per
     * 15 minutes; its own known browsers are not counted (features/accounts/login-guard.ts).
     */
    loginPerAccountTotal: number;
    /** Password checks of one account under way at once, across every instance. */
    loginChecksAtOnce: number;
    /** The delay step for logins to an account under attack. */
    loginDelayMs: number;
    apiPerMinute: number;
    /** Live-room connections one person may hold at once, across every instance. */
    liveSocketsPerPerson: number;
  };
  logLevel: string;
  /** Settings production runs without but should not have left out; logged at start. */
  warnings: string[];
  webDist: string;
  /** Google Calendar and Outlook sync (integrations-config.ts). */
  calendar: CalendarConfig;
  /**
   * Names this instance in an `X-Instance` header on every answer, so that a test (or an operator
   * behind a load balancer) sees which instance answered. Unset (the default): no header.
   */
  instanceId: string | undefined;
  media: {
    /** Signs class stream links; a fresh random one per process outside production. */
    signingSecret: string;
    /** Where the class renditions are (their `media/` folder): the web app's public media. */
    dir: string;
    /** How long a signed class link works, in seconds (MEDIA_LINK_SECONDS, 300). */
    linkSeconds: number;
  };
  /**
   * Uploaded files and the renditions made from them (platform/storage): DATA_DIR/storage, or
   * an S3-compatible bucket (STORAGE=s3). And the programs that turn recorded classes into on-demand ones.
   */
  storage: StorageConfig;
  ffmpeg: { ffmpegPath: string; ffprobePath: string };
  /** Who may read /metrics: loopback unless METRICS_ALLOW or METRICS_TOKEN say more. */
  metrics: MetricsConfig;
  /** Whether /api/docs (the OpenAPI page and its JSON) is served (API_DOCS, on by default). */
  apiDocs: boolean;
}

/**
 * The proxies believed when TRUST_PROXY is unset: this machine and the private networks, where a
 * load balancer in front of the server sits. A client reaching the server directly from the
 * internet has a public address, so what it writes in X-Forwarded-For is not believed.
 */
export const DEFAULT_TRUSTED_PROXIES = [
  '127.0.0.0/8',
  '::1/128',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  'fc00::/7',
];

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined) return DEFAULT_TRUSTED_PROXIES;
  if (value.trim() === 'none') return [];
  return value.split(',').map((a) => a.trim());
}

function limitsOf(e: z.infer<typeof envSchema>): Config['limits'] {
  return {
    loginPerAccount: e.LOGIN_LIMIT_PER_ACCOUNT,
    loginPerAddress: e.LOGIN_LIMIT_PER_ADDRESS,
    loginPerAccountTotal: e.LOGIN_LIMIT_PER_ACCOUNT_TOTAL,
    loginChecksAtOnce: e.LOGIN_CHECKS_AT_ONCE,
    loginDelayMs: e.LOGIN_DELAY_MS,
    apiPerMinute: e.API_LIMIT_PER_MINUTE,
    liveSocketsPerPerson: e.LIVE_SOCKETS_PER_PERSON,
  };
}

function mediaConfig(e: z.infer<typeof envSchema>): Config['media'] {
  return {
    signingSecret: e.MEDIA_SIGNING_SECRET ?? randomBytes(32).toString('hex'),
    // The demo classes' renditions are generated there (scripts/demo-media/make-demo-media.mjs).
    dir: path.resolve(e.MEDIA_DIR ?? path.join(e.DATA_DIR, 'demo-media')),
    linkSeconds: e.MEDIA_LINK_SECONDS,
  };
}

/** Reads the environment once; a bad value stops the server with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means the same as an unset one.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  refuseUnfitProduction(given);
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((i) => `  ${i.path.join('.')}: ${i.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    payments: e.PAYMENTS,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL,
    },
    // The embedded database runs in the event loop, so there lag is the database at work, not
    // overload: shedding is off unless asked for.
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS ?? (e.DATABASE_URL ? 1000 : 0),
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    drainSeconds: e.DRAIN_SECONDS,
    billingJobSeconds: e.BILLING_JOB_SECONDS,
    mail: {
      url: e.MAIL_URL,
      from: e.MAIL_FROM,
      supportAddress: e.SUPPORT_EMAIL,
      salesAddress: e.SALES_EMAIL,
    },
    sms: smsConfig(e),
    redisUrl: e.REDIS_URL,
    liveMedia: liveMediaConfig(e),
    // The embedded database is for trying the product, so it gets the demo catalogue;
    // a real server only when asked.
    seedDemo: e.SEED_DEMO || !e.DATABASE_URL,
    sessionDays: e.SESSION_DAYS,
    limits: limitsOf(e),
    logLevel: e.LOG_LEVEL,
    warnings: productionWarnings(given),
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    calendar: calendarConfig(e),
    instanceId: e.INSTANCE_ID,
    media: mediaConfig(e),
    storage: storageConfig(e),
    ffmpeg: { ffmpegPath: e.FFMPEG_PATH, ffprobePath: e.FFPROBE_PATH },
    metrics: metricsConfig(e),
    apiDocs: e.API_DOCS === 'on',
  };
}
