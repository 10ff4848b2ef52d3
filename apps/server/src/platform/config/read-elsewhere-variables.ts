// The variables the code reads outside the server's configuration schema, described as data
// (variable-doc.ts says how the server's own are described, on their schema entries): each is
// described here and nowhere else.
import type { VariableDoc } from './variable-doc.ts';

/** The standard OTEL_* variables tracing.ts reads (the OpenTelemetry SDK reads them too). */
export const tracingVariables: Record<string, VariableDoc> = {
  OTEL_EXPORTER_OTLP_ENDPOINT: {
    table: 'operations',
    meaning:
      'an OpenTelemetry collector (`http://collector:4318`): traces of requests, their routes, PostgreSQL queries, Redis commands and jobs are sent there (OTLP over HTTP, protobuf unless `OTEL_EXPORTER_OTLP_PROTOCOL` says `http/json`; gRPC is not installed)',
    default: '(tracing off)',
  },
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: {
    table: 'operations',
    meaning: 'the same for traces alone, as a full address (`http://collector:4318/v1/traces`)',
    default: '(tracing off)',
  },
  OTEL_TRACES_EXPORTER: {
    table: 'operations',
    meaning:
      "`otlp` or `console` (or both, comma-separated) turns tracing on without an endpoint (`otlp` to the collector's default address); `none` keeps it off",
    default: '(tracing off)',
  },
  OTEL_EXPORTER_OTLP_PROTOCOL: {
    table: 'operations',
    meaning:
      '`http/json` sends the traces as JSON rather than protobuf; `grpc` is not installed and stops the start',
    default: '`http/protobuf`',
  },
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: {
    table: 'operations',
    meaning: 'the same for traces alone',
    default: '`OTEL_EXPORTER_OTLP_PROTOCOL`',
  },
  OTEL_TRACES_SAMPLER: {
    table: 'operations',
    meaning:
      'which traces are kept: `always_on`, `always_off`, `traceidratio` or `parentbased_` before any of them (the caller decides for traces it started)',
    default: '`parentbased_always_on`',
  },
  OTEL_TRACES_SAMPLER_ARG: {
    table: 'operations',
    meaning: 'the share of traces a `traceidratio` sampler keeps, from 0 to 1 (`0.1`: a tenth)',
    default: '`1`',
  },
  OTEL_BSP_SCHEDULE_DELAY: {
    table: 'operations',
    meaning: 'milliseconds between two sendings of the spans gathered meanwhile',
    default: '`5000`',
  },
  OTEL_SERVICE_NAME: {
    table: 'operations',
    meaning: 'the service name on every span',
    default: '`jetsweat`',
  },
  OTEL_SDK_DISABLED: {
    table: 'operations',
    meaning:
      '`true` turns tracing off whatever else is set (the exporter reads its own standard `OTEL_EXPORTER_OTLP_*` variables too, such as `_HEADERS` and `_TIMEOUT`)',
    default: '`false`',
  },
};

/**
 * What compose.yaml itself reads from .env (docker compose fills them into its services; the
 * server never reads them): the database's password, the published ports, Janus's media.
 */
export const composeVariables: Record<string, VariableDoc> = {
  POSTGRES_PASSWORD: {
    table: 'compose',
    meaning:
      "the database's password: compose.yaml gives it to PostgreSQL and builds each instance's `DATABASE_URL` from it",
    default: '(required)',
  },
  HTTP_PORT: {
    table: 'compose',
    meaning: "the host's port where the balancer answers; put the TLS proxy in front of it",
    default: '`8080`',
  },
  JANUS_RTP_PORTS: {
    table: 'compose',
    meaning:
      "Janus's media ports (UDP), published on the host as they are: open them in the firewall",
    default: '`20000-20099`',
  },
  RELEASE_COMMIT: {
    table: 'compose',
    meaning:
      'the commit the image is built from (`git rev-parse --short=12 HEAD`), which `/readyz`, the `jetsweat_build_info` metric and every log line say; also read by `scripts/build-server.mjs`, and by the server run from source where git is absent',
    default: '(unknown)',
  },
  JANUS_PUBLIC_IP: {
    table: 'compose',
    meaning:
      "the host's public address, when it is behind a 1:1 NAT (most cloud instances): Janus offers it to the browsers",
    default: '(none)',
  },
};

const scaleSuite = '(set by the scale scripts)';

/** What the tests, the end-to-end suite and the scripts read: none of it reaches the server. */
export const developmentVariables: Record<string, VariableDoc> = {
  TEST_DATABASE_URL: {
    table: 'development',
    meaning:
      'a PostgreSQL server (`postgres://…/test`): `npm test` runs the server tests on it as well, and the scale and restore scripts make their databases there',
  },
  TEST_DB: {
    table: 'development',
    meaning:
      '`postgres` runs the server tests alone (`npx vitest run --project server …`) on `TEST_DATABASE_URL`',
    default: '(embedded)',
  },
  TEST_REDIS_URL: {
    table: 'development',
    meaning: 'a Redis server for the tests of what instances share through Redis',
  },
  SWEEP_SEED: {
    table: 'development',
    meaning: "replays the security sweeps' generated inputs of an earlier run",
    default: '(random)',
  },
  DEMO_MEDIA_CACHE: {
    table: 'development',
    meaning:
      "the machine's cache of drawn demo media, shared by its checkouts (`npm run demo:media` copies an item from there instead of drawing it again); `off` draws every item anew",
    default: '`$XDG_CACHE_HOME/jetsweat/demo-media`, else `~/.cache/jetsweat/demo-media`',
  },
  XDG_CACHE_HOME: {
    table: 'development',
    meaning: "the user's cache folder, where the demo media's machine cache lives",
    default: '`~/.cache`',
  },
  CHROMIUM_PATH: {
    table: 'development',
    meaning: 'the browser the end-to-end tests and the browser benchmarks run',
    default: "Debian's `chromium-headless-shell`, else `/usr/bin/chromium`",
  },
  E2E_PORT: {
    table: 'development',
    meaning: "the end-to-end run's server: change it and the two below to run beside another run",
    default: '`4173`',
  },
  E2E_JANUS_SERVER_PORT: {
    table: 'development',
    meaning: "the end-to-end run's second server, the one behind Janus",
    default: '`E2E_PORT`+10',
  },
  E2E_JANUS_WS_PORT: {
    table: 'development',
    meaning: "the end-to-end run's Janus WebSocket",
    default: '`8288`',
  },
  E2E_JANUS: {
    table: 'development',
    meaning:
      '`off` leaves the Janus media server and its second app server out of an end-to-end run',
    default: '(on when Janus is installed)',
  },
  E2E_RUN_ID: {
    table: 'development',
    meaning:
      "names one end-to-end run's data folder (`.tmp/data-<id>`); set by the configuration itself",
    default: '(the start time)',
  },
  SCALE_PG_URL: {
    table: 'development',
    meaning: 'the PostgreSQL server `scripts/scale/run-smoke.mjs` makes its database on',
    default: '`TEST_DATABASE_URL`, else `postgres://postgres@127.0.0.1:5432/postgres`',
  },
  SCALE_DB_NAME: {
    table: 'development',
    meaning: 'the database `scripts/scale/run-smoke.mjs` makes there, and drops at the end',
    default: '`jetsweat_scale`',
  },
  SCALE_REDIS_URL: {
    table: 'development',
    meaning: "the Redis `scripts/scale/run-smoke.mjs`'s instances share",
    default: '`redis://127.0.0.1:6379/3`',
  },
  SCALE_PORT: {
    table: 'development',
    meaning: "the balancer's port in `scripts/scale/run-smoke.mjs` and `faults.mjs`",
    default: '`4380` (faults: `4390`)',
  },
  SCALE_INSTANCE_PORTS: {
    table: 'development',
    meaning: 'the ports of the instances behind that balancer, comma-separated',
    default: '`4381,4382` (faults: `4391,4392`)',
  },
  SCALE_PG_PORT: {
    table: 'development',
    meaning: 'the port of the PostgreSQL server `scripts/scale/faults.mjs` starts of its own',
    default: '`4398`',
  },
  SCALE_REDIS_PORT: {
    table: 'development',
    meaning: 'the port of the Redis server `scripts/scale/faults.mjs` starts of its own',
    default: '`4399`',
  },
  SCALE_URL: {
    table: 'development',
    meaning: "the balancer's address, for the scale smoke suite (`e2e/scale/`)",
    default: scaleSuite,
  },
  SCALE_INSTANCES: {
    table: 'development',
    meaning: 'the ids of the instances behind the balancer, for the scale smoke suite',
    default: scaleSuite,
  },
  SCALE_LAST_SEAT_CLASS_ID: {
    table: 'development',
    meaning: 'the one-seat class the scale smoke suite books from two instances at once',
    default: scaleSuite,
  },
  RESTORE_PG_URL: {
    table: 'development',
    meaning: 'the PostgreSQL server `scripts/backup/restore-check.mjs` dumps and restores on',
    default: '`TEST_DATABASE_URL`, else `postgres://postgres@127.0.0.1:5432/postgres`',
  },
  COMPILED_SERVER_PORT: {
    table: 'development',
    meaning: 'the port `scripts/compiled-server.test.mjs` starts the compiled server on',
    default: '`4395`',
  },
  LEAVE_OUT: {
    table: 'development',
    meaning:
      "the per-request hooks `scripts/bench/server-leaving-out.ts` leaves out of the server, by where their code lives (a benchmark's, never a deployment's)",
    default: '(set by `scripts/bench/hook-costs.mjs`)',
  },
  FROZEN_CLOCK: {
    table: 'development',
    meaning:
      "stops the clock of `scripts/bench/server-leaving-out.ts`'s server at its start, so kept answers stay kept while counting slows it fifty times (a benchmark's, never a deployment's)",
    default: '(set by `scripts/bench/hook-instructions.mjs`)',
  },
};
