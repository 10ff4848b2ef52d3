// The variables of the tests, the end-to-end suite and the scripts, for the second configuration
// table of docs/configuration.md (config-variables.ts has the server's, and says how the tables
// are made).
import type { ConfigVariable } from './config-variables.ts';

/** What the tests, the end-to-end suite and the scripts read: none of it reaches the server. */
export const developmentVariables: ConfigVariable[] = [
  {
    names: ['TEST_DATABASE_URL'],
    default: '',
    meaning:
      'a PostgreSQL server (`postgres://…/test`): `npm test` runs the server tests on it as well, and the scale and restore scripts make their databases there',
  },
  {
    names: ['TEST_DB'],
    default: '(embedded)',
    meaning:
      '`postgres` runs the server tests alone (`npx vitest run --project server …`) on `TEST_DATABASE_URL`',
  },
  {
    names: ['TEST_REDIS_URL'],
    default: '',
    meaning: 'a Redis server for the tests of what instances share through Redis',
  },
  {
    names: ['SWEEP_SEED'],
    default: '(random)',
    meaning: "replays the security sweeps' generated inputs of an earlier run",
  },
  {
    names: ['CHROMIUM_PATH'],
    default: "Debian's `chromium-headless-shell`, else `/usr/bin/chromium`",
    meaning: 'the browser the end-to-end tests and the browser benchmarks run',
  },
  {
    names: ['E2E_PORT', 'E2E_JANUS_SERVER_PORT', 'E2E_JANUS_WS_PORT'],
    default: '4173, `E2E_PORT`+10, 8288',
    meaning:
      "the end-to-end run's server, its second server (behind Janus) and Janus's WebSocket: change them to run beside another run",
  },
  {
    names: ['E2E_JANUS'],
    default: '(on when Janus is installed)',
    meaning:
      '`off` leaves the Janus media server and its second app server out of an end-to-end run',
  },
  {
    names: ['E2E_RUN_ID'],
    default: '(the start time)',
    meaning:
      "names one end-to-end run's data folder (`.tmp/data-<id>`); set by the configuration itself",
  },
  {
    names: [
      'SCALE_PG_URL',
      'SCALE_DB_NAME',
      'SCALE_REDIS_URL',
      'SCALE_PORT',
      'SCALE_INSTANCE_PORTS',
      'SCALE_PG_PORT',
      'SCALE_REDIS_PORT',
    ],
    default: '(see the scripts)',
    meaning:
      'where `scripts/scale/run-smoke.mjs` and `faults.mjs` run their PostgreSQL, Redis, balancer and instances',
  },
  {
    names: ['SCALE_URL', 'SCALE_INSTANCES', 'SCALE_LAST_SEAT_CLASS_ID'],
    default: '(set by the scale scripts)',
    meaning:
      "what the scale smoke suite (`e2e/scale/`) is told: the balancer's address, the instances behind it and the one-seat class",
  },
  {
    names: ['RESTORE_PG_URL'],
    default: '`TEST_DATABASE_URL`, else `postgres://postgres@127.0.0.1:5432/postgres`',
    meaning: 'the PostgreSQL server `scripts/backup/restore-check.mjs` dumps and restores on',
  },
  {
    names: ['COMPILED_SERVER_PORT'],
    default: '4395',
    meaning: 'the port `scripts/compiled-server.test.mjs` starts the compiled server on',
  },
  {
    names: ['LEAVE_OUT'],
    default: '(set by `scripts/bench/hook-costs.mjs`)',
    meaning:
      "the per-request hooks `scripts/bench/server-leaving-out.ts` leaves out of the server, by where their code lives (a benchmark's, never a deployment's)",
  },
  {
    names: ['FROZEN_CLOCK'],
    default: '(set by `scripts/bench/hook-instructions.mjs`)',
    meaning:
      "stops the clock of `scripts/bench/server-leaving-out.ts`'s server at its start, so kept answers stay kept while counting slows it fifty times (a benchmark's, never a deployment's)",
  },
];
