// The settings of the outside services the server talks to: the live room's media servers and the
// calendar providers, each variable with its description for docs/configuration.md
// (variable-doc.ts). config.ts reads them with the rest of the environment.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { configDocs } from './variable-doc.ts';

/** A comma-separated list of addresses (JANUS_URL, STUN_URLS, TURN_URLS), in the order given. */
const urlList = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);

const isWebSocketUrl = (u: string) => z.url({ protocol: /^wss?$/ }).safeParse(u).success;

export const integrationsEnv = {
  JANUS_URL: z
    .string()
    .optional()
    .refine((v) => urlList(v).every(isWebSocketUrl), {
      message: 'give ws:// or wss:// addresses, separated by commas',
    })
    .register(configDocs, {
      table: 'media',
      meaning:
        "`ws://127.0.0.1:8188`: the live room's video goes through the Janus VideoRoom at this WebSocket address (the server drives it; browsers never reach it), instead of peer to peer from the instructor's browser. Several addresses, separated by commas, are several Janus instances: each class is placed on the least loaded, and spread over a second when its home is full (docs/operations.md)",
      default: '(peer to peer)',
    }),
  JANUS_MEMBERS_PER_INSTANCE: z.coerce.number().int().min(1).default(300).register(configDocs, {
    table: 'media',
    meaning:
      "how many members one Janus instance holds: past it, a class's further members receive the instructor from another instance (`JANUS_URL` with several addresses), its feed forwarded there; docs/benchmarks.md has the measured figures to set it from",
  }),
  JANUS_API_SECRET: z.string().optional().register(configDocs, {
    table: 'media',
    meaning: "Janus's `api_secret`, when its configuration sets one",
  }),
  STUN_URLS: z.string().optional().register(configDocs, {
    table: 'media',
    meaning:
      "comma-separated `stun:` addresses the live room's pages use, in both modes (docs/operations.md)",
  }),
  TURN_URLS: z.string().optional().register(configDocs, {
    table: 'media',
    meaning:
      "comma-separated `turn:` addresses the live room's pages use, in both modes (docs/operations.md); needs `TURN_SECRET`",
  }),
  TURN_SECRET: z
    .string()
    .min(16, 'give at least 16 random characters')
    .optional()
    .register(configDocs, {
      table: 'media',
      meaning:
        "coturn's `static-auth-secret`: the server gives each person TURN credentials made with it",
    }),
  TURN_CREDENTIAL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(48)
    .default(12)
    .register(configDocs, { table: 'media', meaning: 'how many hours TURN credentials work' }),
  GOOGLE_CLIENT_ID: z.string().optional().register(configDocs, {
    table: 'calendar',
    meaning:
      "a Google Cloud OAuth web client's id: with its secret, offers Google Calendar sync (redirect URI `<PUBLIC_URL>/api/calendar/sync/google/callback`)",
  }),
  GOOGLE_CLIENT_SECRET: z.string().optional().register(configDocs, {
    table: 'calendar',
    meaning: 'the secret of the Google Cloud OAuth web client `GOOGLE_CLIENT_ID` names',
  }),
  GOOGLE_AUTH_URL: z
    .url()
    .default('https://accounts.google.com/o/oauth2/v2/auth')
    .register(configDocs, {
      table: 'calendar',
      meaning: "another address for Google's consent page, e.g. a local fake",
    }),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token').register(configDocs, {
    table: 'calendar',
    meaning: "another address for Google's token endpoint, e.g. a local fake",
  }),
  GOOGLE_CALENDAR_API_URL: z.url().default('https://www.googleapis.com/').register(configDocs, {
    table: 'calendar',
    meaning: "another address for Google's APIs, e.g. a local fake",
  }),
  MICROSOFT_CLIENT_ID: z.string().optional().register(configDocs, {
    table: 'calendar',
    meaning:
      "an Entra ID app registration's id: with its secret, offers Outlook calendar sync (redirect URI `<PUBLIC_URL>/api/calendar/sync/outlook/callback`)",
  }),
  MICROSOFT_CLIENT_SECRET: z.string().optional().register(configDocs, {
    table: 'calendar',
    meaning: 'the secret of the Entra ID app registration `MICROSOFT_CLIENT_ID` names',
  }),
  MICROSOFT_AUTHORITY_URL: z
    .url()
    .default('https://login.microsoftonline.com/common')
    .register(configDocs, {
      table: 'calendar',
      meaning: 'another authority: a tenant of your own, or a local fake',
    }),
  MICROSOFT_GRAPH_URL: z.url().default('https://graph.microsoft.com').register(configDocs, {
    table: 'calendar',
    meaning: 'another address for Microsoft Graph, e.g. a local fake',
  }),
  CALENDAR_TOKEN_KEY: z
    .string()
    .min(32, 'give at least 32 random characters (e.g. openssl rand -hex 32)')
    .optional()
    .register(configDocs, {
      table: 'calendar',
      meaning:
        "seals the calendar providers' grants at rest (at least 32 random characters); required in production when a provider is configured",
      default: '(made from `DATA_DIR`)',
    }),
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
  /**
   * The Janus instances' WebSocket APIs (JANUS_URL, comma-separated); none, video goes peer to
   * peer from the instructor.
   */
  janusUrls: string[];
  /** Members one Janus instance holds before a class spreads to another (item 6 of issue 53). */
  janusMembersPerInstance: number;
  janusApiSecret: string | undefined;
  stunUrls: string[];
  /** coturn with static-auth-secret: the server hands each person time-limited credentials. */
  turn: { urls: string[]; secret: string; credentialHours: number } | undefined;
}

export function liveMediaConfig(e: IntegrationsEnv): LiveMediaConfig {
  const turnUrls = urlList(e.TURN_URLS);
  return {
    janusUrls: urlList(e.JANUS_URL),
    janusMembersPerInstance: e.JANUS_MEMBERS_PER_INSTANCE,
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
