// The server process's own settings (where it listens, its data, its logs) and the limits it
// enforces, each with its description for docs/configuration.md (variable-doc.ts). config.ts reads
// them with the rest of the environment.
import { z } from 'zod';
import { isAddressOrRange } from '../http/address-ranges.ts';
import { configDocs } from './variable-doc.ts';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

export const serverEnv = {
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(3000)
    .register(configDocs, { table: 'server', meaning: 'the HTTP port to listen on' }),
  // This machine only (127.0.0.1 and ::1) unless told: the demo publishes its passwords.
  HOST: z.string().default('localhost').register(configDocs, {
    table: 'server',
    meaning:
      'the address to listen on: this machine only by default (127.0.0.1, and ::1 where `localhost` has it); `0.0.0.0` for every address (the container image sets it)',
  }),
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .register(configDocs, {
      table: 'server',
      meaning:
        '`production` requires the settings named above and refuses unsafe ones; `test` is for the test suites',
    }),
  DATA_DIR: z.string().default('./data').register(configDocs, {
    table: 'server',
    meaning: 'embedded database and mail outbox',
  }),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error:
        'give a PostgreSQL address, postgres://user:password@host:5432/database (no other database is supported)',
    })
    .optional()
    .register(configDocs, {
      table: 'server',
      meaning:
        '`postgres://…` to use a PostgreSQL server; demo data is then loaded only with `SEED_DEMO=1`',
      default: '(embedded)',
    }),
  SEED_DEMO: flag.register(configDocs, {
    table: 'server',
    meaning:
      '`1` loads the demo data (studios, classes, the demo accounts and their passwords) into a PostgreSQL database too; production refuses it',
    default: '`1` on the embedded database',
  }),
  PUBLIC_URL: z.url().optional().register(configDocs, {
    table: 'server',
    meaning: 'the address used in e-mailed links',
    default: '`http://localhost:$PORT`',
  }),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/ })
    .optional()
    .register(configDocs, {
      table: 'server',
      meaning:
        "`redis://…`: several server instances count the API's flood limit together, and share the live room's socket rooms (chat, signalling)",
    }),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(25)
    .register(configDocs, {
      table: 'server',
      meaning:
        'on SIGTERM/SIGINT, how long to wait for requests and jobs under way before exiting anyway',
    }),
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(5).register(configDocs, {
    table: 'server',
    meaning:
      "on SIGTERM, how long `/readyz` answers 503 while requests are still served, before the listener closes: a balancer polling it takes the instance out first (SIGINT, a terminal's Ctrl-C, does not wait); within `SHUTDOWN_TIMEOUT_SECONDS`",
  }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .register(configDocs, {
      table: 'server',
      meaning:
        '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`; the log is JSON lines on standard output',
    }),
  INSTANCE_ID: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'give up to 64 letters, digits, dots, dashes or underscores')
    .optional()
    .register(configDocs, {
      table: 'server',
      meaning:
        'names this instance in an `X-Instance` header on every answer (behind a load balancer: which instance answered)',
    }),
  WEB_DIST: z.string().optional().register(configDocs, {
    table: 'server',
    meaning: 'the built web app the server serves',
    default: '`apps/web/dist`',
  }),
};

export const limitsEnv = {
  TRUST_PROXY: z
    .string()
    .refine((v) => !/^\d+$/.test(v.trim()), {
      message:
        "a hop count would let a client that reaches the server directly choose its address: give the proxies' addresses (comma-separated, CIDR allowed), or none",
    })
    .refine((v) => v.trim() === 'none' || v.split(',').every(isAddressOrRange), {
      message: "give the proxies' addresses (comma-separated, CIDR allowed), or none",
    })
    .optional()
    .register(configDocs, {
      table: 'limits',
      meaning:
        "which proxies' `X-Forwarded-For` to believe: their addresses, comma-separated, CIDR allowed (`10.0.0.5`, `10.0.0.0/8`), or `none`; unset, this machine and the private ranges (`127.0.0.0/8`, `::1`, `10.0.0.0/8`, `172.16.0.0/12`, `192.168.0.0/16`, `fc00::/7`); a hop count is refused (a direct client could choose its address)",
      default: 'loopback and private networks',
    }),
  API_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600).register(configDocs, {
    table: 'limits',
    meaning:
      "API requests one client address may make a minute; everything else (the web app's files and pages, `/healthz`) has a count of its own, five times this",
  }),
  LIVE_SOCKETS_PER_PERSON: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(5)
    .register(configDocs, {
      table: 'limits',
      meaning:
        'live-room connections (windows, devices) one person may have open at once, all instances together; the next is refused',
    }),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .optional()
    .register(configDocs, {
      table: 'limits',
      meaning:
        'past this event-loop lag requests get 503 with `Retry-After` (load shedding); 0 turns it off',
      default: '`1000` (`0` on the embedded database)',
    }),
  SESSION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(365)
    .default(30)
    .register(configDocs, { table: 'limits', meaning: 'how long a login lasts, in days' }),
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10).register(configDocs, {
    table: 'limits',
    meaning: 'login attempts per 15 minutes from one address on one account (then 429)',
  }),
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(50).register(configDocs, {
    table: 'limits',
    meaning: 'login attempts per 15 minutes from one address on any accounts (then 429)',
  }),
  LOGIN_LIMIT_PER_ACCOUNT_TOTAL: z.coerce.number().int().min(1).default(30).register(configDocs, {
    table: 'limits',
    meaning:
      "login attempts per 15 minutes on one account from browsers it does not know, all addresses together (then 429); the account's own browsers (device cookie) are counted apart",
  }),
  LOGIN_CHECKS_AT_ONCE: z.coerce.number().int().min(1).max(1000).default(2).register(configDocs, {
    table: 'limits',
    meaning:
      'password checks of one account under way at once across every instance; more answer 429 at once, unhashed',
  }),
  LOGIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000).register(configDocs, {
    table: 'limits',
    meaning:
      'an account whose wrong passwords pass the per-account limit from anywhere is slowed by this much per excess attempt (at most 8 steps), never locked',
  }),
};
