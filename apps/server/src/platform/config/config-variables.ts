// Every environment variable the code reads, with its default and meaning: the one source of
// the configuration tables in docs/configuration.md. `node scripts/config-table.mjs` writes them
// there, and scripts/config-table.test.mjs fails when the code reads a variable missing here, when
// the configuration schema (config.ts) has a key missing here, or when the tables are stale.

import type { ConfigVariable } from './config-variable.ts';
import { mediaVariables } from './config-variables-media.ts';

export type { ConfigVariable };

/** What the server reads (platform/config/config.ts, and the OTEL_* of tracing.ts). */
export const serverVariables: ConfigVariable[] = [
  {
    names: ['PORT'],
    default: '3000',
    meaning: 'the HTTP port to listen on',
  },
  {
    names: ['NODE_ENV'],
    default: '`development`',
    meaning:
      '`production` requires the settings named above and refuses unsafe ones; `test` is for the test suites',
  },
  {
    names: ['DATA_DIR'],
    default: '`./data`',
    meaning: 'embedded database and mail outbox',
  },
  {
    names: ['DATABASE_URL'],
    default: '(embedded)',
    meaning:
      '`postgres://…` to use a PostgreSQL server; demo data is then loaded only with `SEED_DEMO=1`',
  },
  {
    names: ['SEED_DEMO'],
    default: '`1` on the embedded database',
    meaning:
      '`1` loads the demo data (studios, classes, the demo accounts and their passwords) into a PostgreSQL database too; production refuses it',
  },
  {
    names: ['PUBLIC_URL'],
    default: '`http://localhost:$PORT`',
    meaning: 'the address used in e-mailed links',
  },
  {
    names: ['MAIL_URL'],
    default: '(outbox)',
    meaning: '`smtp://…` to send mail',
  },
  {
    names: ['MAIL_FROM', 'SUPPORT_EMAIL', 'SALES_EMAIL'],
    default:
      '`JetSweat <hello@jetsweat.example>`, `support@jetsweat.example`, `sales@jetsweat.example`',
    meaning: 'the sender of every mail; where contact messages and demo requests go',
  },
  {
    names: ['PAYMENTS'],
    default: '`sandbox`',
    meaning:
      '`stripe` to take real payments through Stripe (webhooks at `/api/stripe/webhook`); the sandbox behaves like Stripe in test mode',
  },
  {
    names: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
    default: '',
    meaning:
      "Stripe's keys and the webhook endpoint's signing secret: needed with `PAYMENTS=stripe`, and in production",
  },
  {
    names: ['STRIPE_API_URL'],
    default: '(Stripe)',
    meaning: "another address for Stripe's API, e.g. stripe-mock",
  },
  {
    names: ['BILLING_JOB_SECONDS'],
    default: '60',
    meaning:
      'how often trial ends and renewals run (a scheduled job, once across instances, in whole minutes); 0: this instance does not run them',
  },
  {
    names: ['REDIS_URL'],
    default: '',
    meaning:
      "`redis://…`: several server instances count the API's flood limit together, and share the live room's socket rooms (chat, signalling)",
  },
  {
    names: ['API_LIMIT_PER_MINUTE'],
    default: '600',
    meaning:
      "API requests one client address may make a minute; everything else (the web app's files and pages, `/healthz`) has a count of its own, five times this",
  },
  {
    names: ['LIVE_SOCKETS_PER_PERSON'],
    default: '5',
    meaning:
      'live-room connections (windows, devices) one person may have open at once, all instances together; the next is refused',
  },
  {
    names: ['MAX_EVENT_LOOP_DELAY_MS'],
    default: '1000 (0 on the embedded database)',
    meaning:
      'past this event-loop lag requests get 503 with `Retry-After` (load shedding); 0 turns it off',
  },
  {
    names: ['SHUTDOWN_TIMEOUT_SECONDS'],
    default: '25',
    meaning:
      'on SIGTERM/SIGINT, how long to wait for requests and jobs under way before exiting anyway',
  },
  {
    names: ['SESSION_DAYS'],
    default: '30',
    meaning: 'how long a login lasts',
  },
  {
    names: ['LOGIN_LIMIT_PER_ACCOUNT', 'LOGIN_LIMIT_PER_ADDRESS'],
    default: '10, 50',
    meaning:
      'login attempts per 15 minutes: one address on one account, one address on any accounts (then 429)',
  },
  {
    names: ['LOGIN_LIMIT_PER_ACCOUNT_TOTAL'],
    default: '30',
    meaning:
      "login attempts per 15 minutes on one account from browsers it does not know, all addresses together (then 429); the account's own browsers (device cookie) are counted apart",
  },
  {
    names: ['LOGIN_CHECKS_AT_ONCE'],
    default: '2',
    meaning:
      'password checks of one account under way at once across every instance; more answer 429 at once, unhashed',
  },
  {
    names: ['LOGIN_DELAY_MS'],
    default: '1000',
    meaning:
      'an account whose wrong passwords pass the per-account limit from anywhere is slowed by this much per excess attempt (at most 8 steps), never locked',
  },
  {
    names: ['TRUST_PROXY'],
    default: 'loopback and private networks',
    meaning:
      "which proxies' `X-Forwarded-For` to believe: their addresses, comma-separated, CIDR allowed (`10.0.0.5`, `10.0.0.0/8`), or `none`; unset, this machine and the private ranges (`127.0.0.0/8`, `::1`, `10.0.0.0/8`, `172.16.0.0/12`, `192.168.0.0/16`, `fc00::/7`); a hop count is refused (a direct client could choose its address)",
  },
  ...mediaVariables,
  {
    names: ['SMS_PROVIDER'],
    default: '`outbox`',
    meaning:
      '`twilio` sends text messages (friend invites) through Twilio; the outbox writes them to `DATA_DIR/sms-outbox`',
  },
  {
    names: ['SMS_FROM', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'],
    default: '',
    meaning: 'the sending number and the Twilio account: needed with `SMS_PROVIDER=twilio`',
  },
  {
    names: ['TWILIO_API_URL'],
    default: '(Twilio)',
    meaning: "another address for Twilio's API, e.g. a local fake",
  },
  {
    names: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    default: '',
    meaning:
      'a Google Cloud OAuth web client: offers Google Calendar sync (redirect URI `<PUBLIC_URL>/api/calendar/sync/google/callback`)',
  },
  {
    names: ['GOOGLE_AUTH_URL', 'GOOGLE_TOKEN_URL', 'GOOGLE_CALENDAR_API_URL'],
    default: '(Google)',
    meaning: "other addresses for Google's consent page, token endpoint and APIs, e.g. local fakes",
  },
  {
    names: ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
    default: '',
    meaning:
      'an Entra ID app registration: offers Outlook calendar sync (redirect URI `<PUBLIC_URL>/api/calendar/sync/outlook/callback`)',
  },
  {
    names: ['MICROSOFT_AUTHORITY_URL', 'MICROSOFT_GRAPH_URL'],
    default: '(Microsoft, `common` tenant)',
    meaning: 'another authority (a tenant of your own) or Graph address',
  },
  {
    names: ['CALENDAR_TOKEN_KEY'],
    default: '(made from `DATA_DIR`)',
    meaning:
      "seals the calendar providers' grants at rest (at least 32 random characters); required in production when a provider is configured",
  },
  {
    names: ['HOST'],
    default: '`localhost`',
    meaning:
      'the address to listen on: this machine only by default (127.0.0.1, and ::1 where `localhost` has it); `0.0.0.0` for every address (the container image sets it)',
  },
  {
    names: ['LOG_LEVEL'],
    default: '`info`',
    meaning:
      '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`; the log is JSON lines on standard output',
  },
  {
    names: ['INSTANCE_ID'],
    default: '',
    meaning:
      'names this instance in an `X-Instance` header on every answer (behind a load balancer: which instance answered)',
  },
  {
    names: ['WEB_DIST'],
    default: '`apps/web/dist`',
    meaning: 'the built web app the server serves',
  },
  {
    names: ['API_DOCS'],
    default: '`on`',
    meaning:
      "`off` stops serving the API's documentation page (`/api/docs`); production warns while it is on",
  },
  {
    names: ['METRICS_ALLOW'],
    default: 'loopback',
    meaning:
      "the client addresses (comma-separated, CIDR allowed) that may read Prometheus's `/metrics`, or `none`; others get 404",
  },
  {
    names: ['METRICS_TOKEN'],
    default: '',
    meaning:
      'with 32 or more characters: a scraper sending `Authorization: Bearer` and it may read `/metrics` from anywhere',
  },
  {
    names: ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'],
    default: '(tracing off)',
    meaning:
      'an OpenTelemetry collector (`http://collector:4318`): traces of requests, their routes, PostgreSQL queries and Redis commands are sent there (OTLP over HTTP, protobuf unless `OTEL_EXPORTER_OTLP_PROTOCOL` says `http/json` or `grpc`)',
  },
  {
    names: ['OTEL_TRACES_EXPORTER'],
    default: '(tracing off)',
    meaning:
      "`otlp`, `console` or `zipkin` turns tracing on without an endpoint (to the collector's default address); `none` keeps it off",
  },
  {
    names: ['OTEL_SERVICE_NAME', 'OTEL_SDK_DISABLED'],
    default: '`jetsweat`, `false`',
    meaning:
      'the service name on every span; `true` turns tracing off whatever else is set (the SDK reads every other standard `OTEL_*` variable too)',
  },
];
