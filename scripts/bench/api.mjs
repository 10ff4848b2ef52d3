#!/usr/bin/env node
/**
 * API read throughput, side by side with a bare Fastify server answering the very same bytes.
 *
 * Starts the product (embedded database with demo data; and PostgreSQL too when DATABASE_URL
 * names a server: a fresh database is made there and dropped afterwards), signs up a member who
 * subscribes and books a few live classes, then loads each read below with autocannon, first on
 * the product and then on a bare Fastify server (its own process) that answers the body the
 * product gave, with the same status and content type. Prints req/s, p50 and p99 for both and
 * the ratio. A third bare server sends the same bytes with every header the product sent (its
 * security, caching and request-id headers), the whole answer as it goes out: its ratio says
 * what the product's own work costs beside what its headers cost Node. Requests carry the headers
 * a browser sends (Accept-Encoding included).
 *
 *   node scripts/bench/api.mjs                      # 10 s per read, 20 connections
 *   node scripts/bench/api.mjs --seconds 5 --connections 20 --json
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench/api.mjs
 *   node scripts/bench/api.mjs --compiled           # the built server (npm run build), as the image runs it
 *   node scripts/bench/api.mjs --members 20         # the member's reads by 20 members in turn
 *   node scripts/bench/api.mjs --postgres-only      # PostgreSQL alone (DATABASE_URL)
 *   node scripts/bench/api.mjs --rounds 3           # each read and its yardsticks three times, in turns
 *   node scripts/bench/api.mjs --log-level warn     # the product's request lines off (default: info)
 *   node scripts/bench/api.mjs --public-only        # the public reads alone (issue 55, item 7's goal)
 *   node scripts/bench/api.mjs --help               # this text, and nothing run
 *
 * The product runs at the default log level, info, writing a line a request (to /dev/null); a
 * fourth bare server sends the same bytes and logs each request as Fastify does by default (pino
 * at info, to /dev/null): at info, a public read's goal is measured against that yardstick, since
 * the bare bytes route writes no log at all (issue 55, item 7). At warn both are silent and the
 * goal is the bare bytes route's, as before.
 *
 * With `--rounds N` the product and its three yardsticks are loaded one after the other N times
 * for each read, and a row gives the median of the rounds' ratios (each round's product against
 * the same round's yardsticks, seconds apart) and of their p99s, with every round's figures
 * beside: this machine's speed moves by half within minutes, and a ratio whose two sides were
 * measured fifteen seconds apart measured the machine as much as the product.
 */
import fs from 'node:fs';
import { readsToMeasure } from './api-reads.mjs';
import { captureAnswer, startBare } from './bare.mjs';
import { freshPostgres, load as loadUrl, startProduct } from './product.mjs';
import { option, flag } from '../command-line.mjs';
import { median } from './statistics.mjs';

// --help prints this file's opening comment rather than starting a run of several minutes.
if (flag('help')) {
  const source = fs.readFileSync(new URL(import.meta.url), 'utf8');
  console.log(source.slice(source.indexOf('/**'), source.indexOf('*/') + 2));
  process.exit(0);
}
const seconds = Number(option('seconds', 10));
const connections = Number(option('connections', 20));
const asJson = flag('json');
// Only the reads whose name holds this text (a quicker look while tuning one).
const only = option('only', '');
const compiled = flag('compiled');
// How many members read the member's pages, in turn (one by default, as the figures before).
const members = Number(option('members', 1));
const postgresOnly = flag('postgres-only');
// The public reads alone (issue 55, item 7's goal): the member's reads are left out.
const publicOnly = flag('public-only');
const rounds = Number(option('rounds', 1));
const logLevel = option('log-level', 'info');
const logsRequests = ['info', 'debug', 'trace'].includes(logLevel);
const load = (server, read, headers, inTurn, forSeconds = seconds) =>
  loadUrl({
    url: `${server.base}${read.path}`,
    method: read.method,
    headers,
    inTurn,
    body: read.body,
    connections,
    seconds: forSeconds,
    pid: server.pid,
  });
/**
 * Each server is loaded this long with a read before its rounds, uncounted: V8 compiles a path
 * on its first requests, and a read measured first (`--only`) lost a third of its first round.
 */
const WARM_SECONDS = 1;

/**
 * The goals of issue 27, item 1, for a read: public ones against the bytes limit (that logs its
 * requests when the product does: issue 55, item 7), member ones by p99.
 */
const goalOf = (read) => {
  if (read.headers.authorization) return { p99AtMost: 15, on: 'postgres' };
  return logsRequests ? { loggedRatioAtLeast: 0.7 } : { bytesRatioAtLeast: 0.7 };
};

/** Whether the row meets its goal; undefined where the goal is set on another database. */
function metGoal(row) {
  const goal = goalOf(row.readSpec);
  if (goal.loggedRatioAtLeast) return row.loggedRatio >= goal.loggedRatioAtLeast;
  if (goal.bytesRatioAtLeast) return row.bytesRatio >= goal.bytesRatioAtLeast;
  if (row.database !== goal.on) return undefined;
  return row.productP99 <= goal.p99AtMost;
}

/**
 * One read on the product and its three yardsticks, `rounds` times in turns: the medians of the
 * rounds' ratios and p99s, the median round's figures, and every round's.
 */
async function measureRead(label, read, body, { product, bare, bytes, whole, logged }) {
  await load(product, read, read.headers, read.inTurn, WARM_SECONDS);
  for (const yardstick of [bare, bytes, whole, logged])
    await load(yardstick, read, {}, undefined, WARM_SECONDS);
  const measured = [];
  for (let round = 0; round < rounds; round++) {
    const ours = await load(product, read, read.headers, read.inTurn);
    const json = await load(bare, read, {});
    const sent = await load(bytes, read, {});
    const sentWhole = await load(whole, read, {});
    const sentLogged = await load(logged, read, {});
    measured.push({ ours, json, sent, sentWhole, sentLogged });
  }
  const ratioOf = (side) =>
    Math.round(median(measured.map((m) => m.ours.rps / m[side].rps)) * 100) / 100;
  // The round whose product figures are the median's, to print; the goals use the medians.
  const middle = [...measured].sort((a, b) => a.ours.rps - b.ours.rps)[Math.floor(rounds / 2)];
  return {
    database: label,
    read: read.name,
    kb: Math.round(Buffer.byteLength(body) / 100) / 10,
    product: middle.ours,
    bare: middle.json,
    bytes: middle.sent,
    wholeAnswer: middle.sentWhole,
    loggedAnswer: middle.sentLogged,
    ratio: ratioOf('json'),
    bytesRatio: ratioOf('sent'),
    wholeRatio: ratioOf('sentWhole'),
    loggedRatio: ratioOf('sentLogged'),
    productP99: median(measured.map((m) => m.ours.p99)),
    rounds: measured.map((m) => ({
      productRps: m.ours.rps,
      productP99: m.ours.p99,
      bytesRps: m.sent.rps,
      bytesRatio: Math.round((m.ours.rps / m.sent.rps) * 100) / 100,
      loggedRatio: Math.round((m.ours.rps / m.sentLogged.rps) * 100) / 100,
    })),
    readSpec: read,
  };
}

async function measureOn(label, databaseUrl) {
  const product = await startProduct(label, databaseUrl, { compiled, logLevel });
  const rows = [];
  try {
    const reads = (await readsToMeasure(product.base, { members })).filter(
      (r) => r.name.includes(only) && !(publicOnly && r.headers.authorization),
    );
    // The yardsticks answer exactly what the product answered, read by read.
    const captured = [];
    for (const read of reads) captured.push(await captureAnswer(product.base, read));
    const bare = await startBare(captured);
    const bytes = await startBare(captured, { bytes: true });
    // The same bytes with the product's headers too: the whole answer as it goes on the wire.
    const whole = await startBare(captured, { bytes: true, headers: true });
    // The same bytes with Fastify's own request log: the yardstick of a line a request.
    const logged = await startBare(captured, { bytes: true, logged: true });
    try {
      for (const [i, read] of reads.entries()) {
        const { status, body } = captured[i];
        if (status >= 300) {
          rows.push({ database: label, read: read.name, skipped: `answers ${status}` });
          if (!asJson) printRow(rows.at(-1));
          continue;
        }
        const row = await measureRead(label, read, body, { product, bare, bytes, whole, logged });
        row.goal = goalOf(read);
        row.met = metGoal(row);
        delete row.readSpec;
        rows.push(row);
        if (!asJson) printRow(row);
      }
    } finally {
      await bare.stop();
      await bytes.stop();
      await whole.stop();
      await logged.stop();
    }
  } finally {
    await product.stop();
  }
  return rows;
}

function printRow(r) {
  if (r.skipped)
    return console.log(`${r.database.padEnd(10)} ${r.read.padEnd(30)} skipped: ${r.skipped}`);
  const f = (m) =>
    `${String(m.rps).padStart(6)} req/s p50 ${String(m.p50).padStart(3)} p99 ${String(m.p99).padStart(4)} ms ${String(m.cpuUsPerRequest).padStart(4)} µs CPU${m.failures ? ` (${m.failures} failed)` : ''}`;
  const goal = r.goal.loggedRatioAtLeast
    ? `goal logged bytes ratio >= ${r.goal.loggedRatioAtLeast}`
    : r.goal.bytesRatioAtLeast
      ? `goal bytes ratio >= ${r.goal.bytesRatioAtLeast}`
      : `goal p99 <= ${r.goal.p99AtMost} ms on ${r.goal.on}`;
  const each =
    r.rounds.length > 1
      ? ` | rounds (product req/s · p99 · bytes ratio · logged ratio): ${r.rounds.map((x) => `${x.productRps} · ${x.productP99} · ${x.bytesRatio.toFixed(2)} · ${x.loggedRatio.toFixed(2)}`).join(', ')}; medians p99 ${r.productP99} ms`
      : '';
  console.log(
    `${r.database.padEnd(10)} ${r.read.padEnd(30)} ${String(r.kb).padStart(6)} kB | product ${f(r.product)} | ` +
      `bare JSON ${f(r.bare)} | bare bytes ${f(r.bytes)} | with headers ${f(r.wholeAnswer)} | logged ${f(r.loggedAnswer)} | ratio JSON ${r.ratio.toFixed(2)} bytes ${r.bytesRatio.toFixed(2)} with headers ${r.wholeRatio.toFixed(2)} logged ${r.loggedRatio.toFixed(2)}${each} | ${goal}: ${r.met === undefined ? 'does not apply here' : r.met ? 'met' : 'NOT met'}`,
  );
}

const started = new Date();
if (!asJson) {
  console.log(
    `API reads, ${connections} connections, ${seconds} s each, ${rounds} round${rounds === 1 ? '' : 's'}, ${members} member${members === 1 ? '' : 's'} reading, product log level ${logLevel}, Node ${process.version}, ${new Date().toISOString()}`,
  );
}
const all = postgresOnly ? [] : [...(await measureOn('embedded', undefined))];
if (process.env.DATABASE_URL) {
  const db = await freshPostgres(process.env.DATABASE_URL);
  try {
    all.push(...(await measureOn('postgres', db.url)));
  } finally {
    await db.drop();
  }
}
if (asJson)
  console.log(
    JSON.stringify(
      { started, connections, seconds, rounds, members, logLevel, rows: all },
      null,
      2,
    ),
  );
// autocannon keeps a timer or two alive; the figures are printed, so leave.
process.exit(0);
