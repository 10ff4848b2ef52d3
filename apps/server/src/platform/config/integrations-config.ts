// The settings of the outside services the server talks to: text messages, the live room's media
// servers, and the calendar providers. config.ts reads them with the rest of the environment.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

export const integrationsEnv = {
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  SMS_FROM: z.string().optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  JANUS_URL: z.url({ protocol: /^wss?$/ }).optional(),
  JANUS_API_SECRET: z.string().optional(),
  STUN_URLS: z.string().optional(),
  TURN_URLS: z.string().optional(),
  TURN_SECRET: z.string().min(16, 'give at least 16 random characters').optional(),
  TURN_CREDENTIAL_HOURS: z.coerce.number().int().min(1).max(48).default(12),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_CALENDAR_API_URL: z.url().default('https://www.googleapis.com/'),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_AUTHORITY_URL: z.url().default('https://login.microsoftonline.com/common'),
  MICROSOFT_GRAPH_URL: z.url().default('https://graph.microsoft.com'),
  CALENDAR_TOKEN_KEY: z
    .string()
    .min(32, 'give at least 32 random characters (e.g. openssl rand -hex 32)')
    .optional(),
};

type IntegrationsEnv = z.infer<z.ZodObject<typeof integrationsEnv>> & { DATA_DIR: string };

/** Settings that only make sense together, each told by the variable to fix. */
export const integrationsRefinements: {
  check(env: IntegrationsEnv): unknown;
  message: string;
  path: string[];
}[] = [
  {
    check: (env) => !env.TURN_URLS || env.TURN_SECRET,
    message: "TURN_URLS needs TURN_SECRET (coturn's static-auth-secret)",
    path: ['TURN_SECRET'],
  },
  {
    check: (env) =>
      env.SMS_PROVIDER !== 'twilio' ||
      (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.SMS_FROM),
    message: 'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM',
    path: ['SMS_PROVIDER'],
  },
];

export interface CalendarProviderConfig {
  clientId: string;
  clientSecret: string;
  /** Google: the consent page and token endpoint; Microsoft: the authority (tenant) URL. */
  authUrl: string;
  tokenUrl: string;
  /** Google: the APIs' root URL; Microsoft: Graph's. */
  apiUrl: string;
}

/**
 * Google Calendar and Outlook sync (features/workouts/sync): a provider is offered only with its
 * client id and secret; the base URLs are the real services unless set (tests use local fakes).
 */
export interface CalendarConfig {
  google: CalendarProviderConfig | undefined;
  microsoft: CalendarProviderConfig | undefined;
  /** Seals the providers' grants at rest (AES-256-GCM): 32 bytes made from CALENDAR_TOKEN_KEY. */
  tokenKey: Buffer;
}

export interface LiveMediaConfig {
  /** The Janus WebSocket API (JANUS_URL); unset, video goes peer to peer from the instructor. */
  janusUrl: string | undefined;
  janusApiSecret: string | undefined;
  stunUrls: string[];
  /** coturn with static-auth-secret: the server hands each person time-limited credentials. */
  turn: { urls: string[]; secret: string; credentialHours: number } | undefined;
}

export interface SmsConfig {
  provider: 'outbox' | 'twilio';
  from: string | undefined;
  twilio: { accountSid?: string | undefined; authToken?: string | undefined; apiUrl: string };
  outboxDir: string;
}

const urlList = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);

export function liveMediaConfig(e: IntegrationsEnv): LiveMediaConfig {
  const turnUrls = urlList(e.TURN_URLS);
  return {
    janusUrl: e.JANUS_URL,
    janusApiSecret: e.JANUS_API_SECRET,
    stunUrls: urlList(e.STUN_URLS),
    turn:
      turnUrls.length && e.TURN_SECRET
        ? { urls: turnUrls, secret: e.TURN_SECRET, credentialHours: e.TURN_CREDENTIAL_HOURS }
        : undefined,
  };
}

/**
 * The calendar providers' settings. Outside production a missing CALENDAR_TOKEN_KEY is made from
 * the data directory, so a demo's grants survive a restart (production refuses to start without
 * it when a provider is configured: production-settings.ts).
 */
export function calendarConfig(e: IntegrationsEnv): CalendarConfig {
  const keySource =
    e.CALENDAR_TOKEN_KEY ?? `jetsweat-demo-calendar-key:${path.resolve(e.DATA_DIR)}`;
  const authority = e.MICROSOFT_AUTHORITY_URL.replace(/\/$/, '');
  return {
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            authUrl: e.GOOGLE_AUTH_URL,
            tokenUrl: e.GOOGLE_TOKEN_URL,
            apiUrl: e.GOOGLE_CALENDAR_API_URL,
          }
        : undefined,
    microsoft:
      e.MICROSOFT_CLIENT_ID && e.MICROSOFT_CLIENT_SECRET
        ? {
            clientId: e.MICROSOFT_CLIENT_ID,
            clientSecret: e.MICROSOFT_CLIENT_SECRET,
            authUrl: authority,
            tokenUrl: `${authority}/oauth2/v2.0/token`,
            apiUrl: e.MICROSOFT_GRAPH_URL.replace(/\/$/, ''),
          }
        : undefined,
    tokenKey: createHash('sha256').update(keySource).digest(),
  };
}

/** Text messages: files in DATA_DIR/sms-outbox (the default) or Twilio (SMS_PROVIDER=twilio). */
export function smsConfig(e: IntegrationsEnv): SmsConfig {
  return {
    provider: e.SMS_PROVIDER,
    from: e.SMS_FROM,
    twilio: {
      accountSid: e.TWILIO_ACCOUNT_SID,
      authToken: e.TWILIO_AUTH_TOKEN,
      apiUrl: e.TWILIO_API_URL ?? 'https://api.twilio.com',
    },
    outboxDir: path.join(path.resolve(e.DATA_DIR), 'sms-outbox'),
  };
}
