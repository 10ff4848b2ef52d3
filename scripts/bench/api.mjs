#!/usr/bin/env node
/**
 * API read throughput, side by side with a bare Fastify server answering the very same bytes.
 *
 * Starts the product (embedded database with demo data; and PostgreSQL too when DATABASE_URL
 * names a server: a fresh database is made there and dropped afterwards), signs up a member who
 * subscribes and books a few live classes, then loads each read below with autocannon, first on
 * the product and then on a bare Fastify server (its own process) that answers the body the
 * product gave, with the same status and content type. Prints req/s, p50 and p99 for both and
 * the ratio. Requests carry the headers a browser sends (Accept-Encoding included).
 *
 *   node scripts/bench/api.mjs                      # 10 s per read, 20 connections
 *   node scripts/bench/api.mjs --seconds 5 --connections 20 --json
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench/api.mjs
 */
import { readsToMeasure } from './api-reads.mjs';
import { freshPostgres, load as loadUrl, startBare, startProduct } from './product.mjs';
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const seconds = Number(option('seconds', 10));
const connections = Number(option('connections', 20));
const asJson = args.includes('--json');
const load = (url, method, headers, body) =>
  loadUrl({ url, method, headers, body, connections, seconds });

async function measureOn(label, databaseUrl) {
  const product = await startProduct(label, databaseUrl);
  const rows = [];
  try {
    const reads = await readsToMeasure(product.base);
    // The bare server answers exactly what the product answered, read by read.
    const captured = [];
    for (const read of reads) {
      const res = await fetch(`${product.base}${read.path}`, {
        method: read.method,
        headers: { ...read.headers, ...(read.body ? { 'content-type': 'application/json' } : {}) },
        body: read.body,
      });
      const text = await res.text();
      captured.push({
        method: read.method,
        path: read.path,
        requestBody: read.body ? JSON.parse(read.body) : undefined,
        status: res.status,
        contentType: res.headers.get('content-type') ?? 'application/json',
        body: text,
      });
      read.status = res.status;
      read.bytes = Buffer.byteLength(text);
    }
    const bare = await startBare(captured);
    try {
      for (const read of reads) {
        if (read.status >= 300) {
          rows.push({ database: label, read: read.name, skipped: `answers ${read.status}` });
          if (!asJson) printRow(rows.at(-1));
          continue;
        }
        const ours = await load(
          `${product.base}${read.path}`,
          read.method,
          read.headers,
          read.body,
        );
        const theirs = await load(`${bare.base}${read.path}`, read.method, {}, read.body);
        rows.push({
          database: label,
          read: read.name,
          kb: Math.round(read.bytes / 100) / 10,
          product: ours,
          bare: theirs,
          ratio: Math.round((ours.rps / theirs.rps) * 100) / 100,
        });
        if (!asJson) printRow(rows.at(-1));
      }
    } finally {
      await bare.stop();
    }
  } finally {
    await product.stop();
  }
  return rows;
}

function printRow(r) {
  if (r.skipped)
    return console.log(`${r.database.padEnd(10)} ${r.read.padEnd(34)} skipped: ${r.skipped}`);
  const f = (m) =>
    `${String(m.rps).padStart(6)} req/s p50 ${String(m.p50).padStart(3)} ms p99 ${String(m.p99).padStart(4)} ms${m.failures ? ` (${m.failures} failed)` : ''}`;
  console.log(
    `${r.database.padEnd(10)} ${r.read.padEnd(34)} ${String(r.kb).padStart(6)} kB | product ${f(r.product)} | bare ${f(r.bare)} | ratio ${r.ratio.toFixed(2)}`,
  );
}

const started = new Date();
if (!asJson) {
  console.log(
    `API reads, ${connections} connections, ${seconds} s each, Node ${process.version}, ${new Date().toISOString()}`,
  );
}
const all = [...(await measureOn('embedded', undefined))];
if (process.env.DATABASE_URL) {
  const db = await freshPostgres(process.env.DATABASE_URL);
  try {
    all.push(...(await measureOn('postgres', db.url)));
  } finally {
    await db.drop();
  }
}
if (asJson) console.log(JSON.stringify({ started, connections, seconds, rows: all }, null, 2));
// autocannon keeps a timer or two alive; the figures are printed, so leave.
process.exit(0);
