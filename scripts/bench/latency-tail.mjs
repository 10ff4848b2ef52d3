#!/usr/bin/env node
/**
 * Where a member's slowest answers wait (issue 27, item 1: p99 ≤ 15 ms at 20 connections on
 * PostgreSQL). Loads one member's read as api.mjs does and, inside the server
 * (stall-probe.mjs), records V8's collections and every stall of the event loop over 4 ms with
 * how long the server's thread ran in it and how long it waited for a core. Then it matches each
 * answer slower than the goal to what overlapped it, and shares out the CPU the server,
 * PostgreSQL and the load generator used per request.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench/latency-tail.mjs --compiled
 *   ... --read timetable --seconds 5 --connections 20
 *   ... --node-flags "--v8-pool-size=1" --turns 2   # as the image and with the flags, in turns
 *
 * A stall's time is the thread running (its own work: a turn of many requests, a collection) or
 * waiting for a core (another process or thread had both): on this two-core machine PostgreSQL,
 * the load generator and V8's helper threads share the cores with the server.
 */
import { readsToMeasure } from './api-reads.mjs';
import { commandTicks, microsecondsEach } from './proc-cpu.mjs';
import { freshPostgres, load, startProduct } from './product.mjs';
import { median } from './statistics.mjs';
import { flag, option } from '../command-line.mjs';

const GOAL_MS = 15;
/** A collection this long or longer is counted as holding up the answers it overlaps. */
const LONG_COLLECTION_MS = 3;
/** The member's reads of api-reads.mjs, by the start of their names there. */
const reads = { library: 'video library page', timetable: "member's upcoming classes" };
const readName = reads[option('read', 'library')];
const seconds = Number(option('seconds', 5));
const connections = Number(option('connections', 20));
const compiled = flag('compiled');
const turns = Number(option('turns', 1));
const extraFlags = option('node-flags');
const flagSets = extraFlags === undefined ? [[]] : [[], extraFlags.split(' ')];
if (!readName) throw new Error(`--read is one of ${Object.keys(reads).join(', ')}`);
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL names the PostgreSQL server');

const overlaps = (a, from, to) => a.at < to && a.at + a.ms > from;
const sum = (list, key) => list.reduce((total, x) => total + x[key], 0);
const ms = (x) => x.toFixed(1);

/** `read` loaded on `product`: each answer's end and latency, the CPU shares, what the probe saw. */
async function loadWatched(product, read) {
  const request = {
    url: `${product.base}${read.path}`,
    method: read.method,
    headers: read.headers,
    body: read.body,
    connections,
  };
  // Warm: the compiler and the statements' plans settle before anything is counted.
  await load({ ...request, seconds: 2 });
  const answers = [];
  const postgresBefore = commandTicks('postgres');
  const loaderBefore = process.cpuUsage();
  await product.stalls.watch();
  const result = await load({
    ...request,
    seconds,
    pid: product.pid,
    onResponse: (latency) => answers.push({ end: Date.now(), latency }),
  });
  const { collections, stalls } = await product.stalls.watched();
  const loader = process.cpuUsage(loaderBefore);
  const count = answers.length;
  const cpu = {
    server: result.cpuUsPerRequest,
    postgres: microsecondsEach(postgresBefore, commandTicks('postgres'), count),
    loader: Math.round((loader.user + loader.system) / Math.max(count, 1)),
  };
  return { result, answers, cpu, collections, stalls };
}

/** The lines that say where the slow answers of one load waited. */
function described({ result, answers, cpu, collections, stalls }) {
  const young = collections.filter((c) => c.kind === 1).map((c) => c.ms);
  const full = collections.filter((c) => c.kind === 4).map((c) => c.ms);
  const longCollections = collections.filter((c) => c.ms >= LONG_COLLECTION_MS);
  const slow = answers.filter((a) => a.latency > GOAL_MS);
  const during = (events) =>
    slow.filter((a) => events.some((e) => overlaps(e, a.end - a.latency, a.end))).length;
  // Answers over the goal that ended within the same 10 ms: many at once is the whole server
  // held up, one at a time is a request of its own.
  const bursts = new Map();
  for (const a of slow) {
    const bucket = Math.floor(a.end / 10);
    bursts.set(bucket, (bursts.get(bucket) ?? 0) + 1);
  }
  const longest = [...stalls].sort((a, b) => b.ms - a.ms).slice(0, 5);
  const stalled = sum(stalls, 'ms');
  const ran = sum(stalls, 'ranMs');
  const waited = sum(stalls, 'waitedMs');
  const { rps, p50, p99 } = result;
  return [
    `  ${rps} req/s · p50 ${p50} ms · p99 ${p99} ms (goal ≤ ${GOAL_MS} ms: ${p99 <= GOAL_MS ? 'met' : 'NOT met'}) · CPU a request: server ${cpu.server} µs, PostgreSQL ${cpu.postgres} µs, load generator ${cpu.loader} µs`,
    `  collections: ${young.length} young (median ${ms(median(young) ?? 0)} ms, longest ${ms(Math.max(0, ...young))}), ${full.length} full (longest ${ms(Math.max(0, ...full))} ms)`,
    `  stalls over 4 ms: ${stalls.length}, ${stalled.toFixed(0)} ms in all: the thread ran ${ran.toFixed(0)} ms, waited for a core ${waited.toFixed(0)} ms, blocked ${Math.max(0, stalled - ran - waited).toFixed(0)} ms; longest ${longest.map((s) => `${ms(s.ms)} (ran ${ms(s.ranMs)}, waited ${ms(s.waitedMs)})`).join(', ')}`,
    `  answers over ${GOAL_MS} ms: ${slow.length} of ${answers.length}; ${during(stalls)} overlap a stall, ${during(longCollections)} a collection of ${LONG_COLLECTION_MS} ms or more; ${bursts.size} bursts, the largest ${[
      ...bursts.values(),
    ]
      .sort((a, b) => b - a)
      .slice(0, 5)
      .join(', ')} answers`,
  ];
}

/** One load of the read on a fresh product and database with `nodeFlags`: the lines to print. */
async function measure(nodeFlags) {
  const database = await freshPostgres(process.env.DATABASE_URL);
  const product = await startProduct('tail', database.url, {
    compiled,
    nodeArgs: nodeFlags,
    probeStalls: true,
  });
  try {
    const read = (await readsToMeasure(product.base)).find((r) => r.name.startsWith(readName));
    return described(await loadWatched(product, read));
  } finally {
    await product.stop();
    await database.drop();
  }
}

console.log(
  `${readName}: where the slowest answers wait, ${connections} connections, ${seconds} s, PostgreSQL, Node ${process.version}, ${new Date().toISOString()}`,
);
for (let turn = 0; turn < turns; turn++)
  for (const nodeFlags of flagSets) {
    const lines = await measure(nodeFlags);
    console.log(
      `${nodeFlags.length ? nodeFlags.join(' ') : compiled ? 'as the image runs it' : 'from source'}:`,
    );
    for (const line of lines) console.log(line);
  }
