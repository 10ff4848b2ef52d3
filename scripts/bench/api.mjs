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
 */
import { readsToMeasure } from './api-reads.mjs';
import {
  captureAnswer,
  freshPostgres,
  load as loadUrl,
  startBare,
  startProduct,
} from './product.mjs';
import { option, flag } from '../command-line.mjs';
const seconds = Number(option('seconds', 10));
const connections = Number(option('connections', 20));
const asJson = flag('json');
// Only the reads whose name holds this text (a quicker look while tuning one).
const only = option('only', '');
const compiled = flag('compiled');
// How many members read the member's pages, in turn (one by default, as the figures before).
const members = Number(option('members', 1));
const postgresOnly = flag('postgres-only');
const load = (server, read, headers, inTurn) =>
  loadUrl({
    url: `${server.base}${read.path}`,
    method: read.method,
    headers,
    inTurn,
    body: read.body,
    connections,
    seconds,
    pid: server.pid,
  });

/** The goals of issue 27, item 1, for a read: public ones against the bytes limit, member ones by p99. */
const goalOf = (read) =>
  read.headers.authorization ? { p99AtMost: 15, on: 'postgres' } : { bytesRatioAtLeast: 0.7 };

/** Whether the row meets its goal; undefined where the goal is set on another database. */
function metGoal(row) {
  const goal = goalOf(row.readSpec);
  if (goal.bytesRatioAtLeast) return row.bytesRatio >= goal.bytesRatioAtLeast;
  if (row.database !== goal.on) return undefined;
  return row.product.p99 <= goal.p99AtMost;
}

async function measureOn(label, databaseUrl) {
  const product = await startProduct(label, databaseUrl, { compiled });
  const rows = [];
  try {
    const reads = (await readsToMeasure(product.base, { members })).filter((r) =>
      r.name.includes(only),
    );
    // The yardsticks answer exactly what the product answered, read by read.
    const captured = [];
    for (const read of reads) captured.push(await captureAnswer(product.base, read));
    const bare = await startBare(captured);
    const bytes = await startBare(captured, { bytes: true });
    // The same bytes with the product's headers too: the whole answer as it goes on the wire.
    const whole = await startBare(captured, { bytes: true, headers: true });
    try {
      for (const [i, read] of reads.entries()) {
        const { status, body } = captured[i];
        if (status >= 300) {
          rows.push({ database: label, read: read.name, skipped: `answers ${status}` });
          if (!asJson) printRow(rows.at(-1));
          continue;
        }
        const ours = await load(product, read, read.headers, read.inTurn);
        const json = await load(bare, read, {});
        const sent = await load(bytes, read, {});
        const sentWhole = await load(whole, read, {});
        const row = {
          database: label,
          read: read.name,
          kb: Math.round(Buffer.byteLength(body) / 100) / 10,
          product: ours,
          bare: json,
          bytes: sent,
          wholeAnswer: sentWhole,
          ratio: Math.round((ours.rps / json.rps) * 100) / 100,
          bytesRatio: Math.round((ours.rps / sent.rps) * 100) / 100,
          wholeRatio: Math.round((ours.rps / sentWhole.rps) * 100) / 100,
          readSpec: read,
        };
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
  const goal = r.goal.bytesRatioAtLeast
    ? `goal bytes ratio >= ${r.goal.bytesRatioAtLeast}`
    : `goal p99 <= ${r.goal.p99AtMost} ms on ${r.goal.on}`;
  console.log(
    `${r.database.padEnd(10)} ${r.read.padEnd(30)} ${String(r.kb).padStart(6)} kB | product ${f(r.product)} | ` +
      `bare JSON ${f(r.bare)} | bare bytes ${f(r.bytes)} | with headers ${f(r.wholeAnswer)} | ratio JSON ${r.ratio.toFixed(2)} bytes ${r.bytesRatio.toFixed(2)} with headers ${r.wholeRatio.toFixed(2)} | ${goal}: ${r.met === undefined ? 'does not apply here' : r.met ? 'met' : 'NOT met'}`,
  );
}

const started = new Date();
if (!asJson) {
  console.log(
    `API reads, ${connections} connections, ${seconds} s each, ${members} member${members === 1 ? '' : 's'} reading, Node ${process.version}, ${new Date().toISOString()}`,
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
  console.log(JSON.stringify({ started, connections, seconds, members, rows: all }, null, 2));
// autocannon keeps a timer or two alive; the figures are printed, so leave.
process.exit(0);
