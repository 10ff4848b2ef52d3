#!/usr/bin/env node
/**
 * What the product's request log costs a request, beside what Fastify's own request logging
 * costs (issue 55, item 7: "cost no more than Fastify's own request logging").
 *
 * Four kinds of Fastify server in this process answer one small route through `inject`, written to
 * /dev/null: Fastify's default logger at info (two lines a request, pino) and with logging off,
 * and the product's logger (logging.ts: its base fields, trace mixin, serializers, redaction and
 * OneLinePerRequest's one line) at info and at warn. A logger's cost is the CPU a request takes
 * with its lines minus without them, the servers taken in turns each round so a change in the
 * machine's speed falls on all four. CPU time of this process, so other work on the machine
 * matters less than to a throughput figure (api.mjs measures that, against a logging yardstick).
 *
 *   node --import tsx scripts/bench/request-log.mjs [--requests 10000] [--rounds 9]
 *
 * Goal: the product's request log costs at most what Fastify's costs.
 */
import Fastify from 'fastify';
import pino from 'pino';
import {
  loggerOptions,
  OneLinePerRequest,
} from '../../apps/server/src/platform/observability/logging.ts';
import { option } from '../command-line.mjs';
import { median } from './statistics.mjs';

const requests = Number(option('requests', 10000));
const rounds = Number(option('rounds', 9));
const toNowhere = () => pino.destination({ dest: '/dev/null', sync: true });

/** The settings of each server measured. */
const serverOptions = {
  fastifyInfo: () => ({ logger: { level: 'info', stream: toNowhere() } }),
  fastifyOff: () => ({ logger: false }),
  productInfo: () => ({
    logger: loggerOptions({ logLevel: 'info', env: 'production' }, toNowhere()),
    logController: new OneLinePerRequest(),
  }),
  productWarn: () => ({
    logger: loggerOptions({ logLevel: 'warn', env: 'production' }, toNowhere()),
    logController: new OneLinePerRequest(),
  }),
};

const inject = (app) => app.inject({ method: 'GET', url: '/api/basic/studios' });

/**
 * CPU microseconds a request takes on a server made with `options`, over `requests` requests
 * after a warm-up. Each measure has a server of its own, closed after it: an app answering
 * `inject` keeps about 9 kB a request (Fastify 5.12 on Node 20 and 26 alike, logger or not),
 * which a long run would otherwise fill the heap with.
 */
async function cpuPerRequest(options) {
  const app = Fastify(options());
  app.get('/api/basic/studios', async () => 'ok');
  await app.ready();
  for (let i = 0; i < 2000; i++) await inject(app);
  const started = process.cpuUsage();
  for (let i = 0; i < requests; i++) await inject(app);
  const used = process.cpuUsage(started);
  await app.close();
  return (used.user + used.system) / requests;
}

const each = Object.fromEntries(Object.keys(serverOptions).map((name) => [name, []]));
for (let round = 0; round < rounds; round++)
  for (const [name, options] of Object.entries(serverOptions))
    each[name].push(await cpuPerRequest(options));

const µs = (n) => `${n.toFixed(1)} µs`;
const m = Object.fromEntries(Object.entries(each).map(([name, xs]) => [name, median(xs)]));
const fastifyCost = m.fastifyInfo - m.fastifyOff;
const productCost = m.productInfo - m.productWarn;
console.log(
  `Request log, ${requests} requests × ${rounds} rounds (medians), Node ${process.version}, ${new Date().toISOString()}`,
);
console.log(
  `Fastify's logging: ${µs(m.fastifyInfo)} a request at info, ${µs(m.fastifyOff)} off: costs ${µs(fastifyCost)}`,
);
console.log(
  `the product's: ${µs(m.productInfo)} at info, ${µs(m.productWarn)} at warn: costs ${µs(productCost)}`,
);
const met = productCost <= fastifyCost;
console.log(
  `goal: the product's request log costs at most Fastify's: ${(productCost / fastifyCost).toFixed(2)} of it, ${met ? 'met' : 'NOT met'}`,
);
process.exit(met ? 0 : 1);
