/**
 * The product's server with some of its per-request hooks left out, for hook-costs.mjs: the
 * server main.ts builds (same configuration, database and demo data, without the job queue),
 * except that a hook is not added when the code adding it lives in a place LEAVE_OUT names
 * (comma-separated parts of a file path, matched against the call's stack: `rate-limit` for the
 * flood limit's plugin, `answer-headers.ts` for the platform's own file). Run from source (tsx),
 * where the stack names each file. Only a benchmark runs this: what is left out is not safe.
 */
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app.ts';
import { seedDemoData } from '../../apps/server/src/demo/seed.ts';
import { fixedClock } from '../../apps/server/src/platform/runtime/clock.ts';
import { loadConfig } from '../../apps/server/src/platform/config/config.ts';
import { openDb } from '../../apps/server/src/platform/db/open.ts';

const leftOut = (process.env.LEAVE_OUT ?? '').split(',').filter(Boolean);
// The hooks a request goes through (and onRoute, which plugins use to add theirs to each route);
// closing and readiness hooks run once and are always kept.
const perRequest = new Set([
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
  'onRoute',
]);

/** Wraps addHook on the bare instance (children inherit it) to drop the hooks named above. */
function leaveOut(app: FastifyInstance): void {
  const addHook = app.addHook;
  const left = new Set<string>();
  Object.assign(app, {
    addHook(this: FastifyInstance, name: string, hook: unknown) {
      const stack = new Error().stack ?? '';
      const match = perRequest.has(name) ? leftOut.find((part) => stack.includes(part)) : undefined;
      if (match) {
        left.add(`${name} (${match})`);
        return this;
      }
      return (addHook as (n: string, h: unknown) => FastifyInstance).call(this, name, hook);
    },
  });
  app.addHook('onReady', async () => {
    // A part that matched nothing: a misspelling, or a plugin this configuration does not hook in
    // (load shedding on the embedded database has nothing to watch, for one).
    const unmatched = leftOut.filter((part) => ![...left].some((l) => l.includes(`(${part})`)));
    if (unmatched.length) console.warn(`LEAVE_OUT: no hook added from ${unmatched.join(', ')}`);
  });
}

const config = loadConfig();
const db = await openDb(config, pino({ level: 'warn' }));
await seedDemoData(db);
// FROZEN_CLOCK (hook-instructions.mjs): the server's clock stops at its start. Counting makes a
// request fifty times longer, so a kept answer's 5 s would last fifty times fewer requests and
// its rebuilds (a query, serialising, compressing) would weigh fifty times what they do at full
// speed; with the clock stopped every counted request is a kept read, as nearly all are.
const clock = process.env.FROZEN_CLOCK ? fixedClock(new Date()) : undefined;
const { app } = await buildApp({
  config,
  db,
  clock,
  instrument: leftOut.length ? leaveOut : undefined,
});
await app.listen({ port: config.port, host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => db.destroy())
      .finally(() => process.exit(0)),
);
