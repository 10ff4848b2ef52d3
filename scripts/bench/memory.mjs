#!/usr/bin/env node
/**
 * Memory of one instance (issue 27, item 5): its resident set while the API benchmark's reads are
 * loaded, and while 50,000 distinct query strings hit the public reads, which must not grow it
 * without bound (kept answers are bounded: platform/public-reads/read-cache.ts).
 *
 * Starts the product (embedded database with demo data; PostgreSQL when DATABASE_URL names a
 * server: a fresh database is made there and dropped afterwards), then:
 *   1. loads each read of scripts/bench/api-reads.mjs for --seconds at --connections;
 *   2. asks the public schedule for 50,000 different studio ids (each a distinct kept answer,
 *      most of them empty) and the studio list with 50,000 different made-up query strings (which
 *      the kept answer's key ignores), 20 at a time;
 * sampling the server's RSS (from /proc) every 250 ms, and prints the highest RSS of each phase,
 * the RSS after each 10,000 distinct queries (flat means bounded) and the goal: under 300 MB.
 *
 *   node scripts/bench/memory.mjs
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench/memory.mjs --seconds 5
 *   ... node scripts/bench/memory.mjs --postgres-only --compiled   # the built server (npm run build)
 */
import fs from 'node:fs';
import { readsToMeasure } from './api-reads.mjs';
import { freshPostgres, load, startProduct } from './product.mjs';
import { option, flag } from '../command-line.mjs';

const seconds = Number(option('seconds', 10));
const connections = Number(option('connections', 20));
const distinct = Number(option('queries', 50_000));
const GOAL_MB = 300;

/** The resident set of one process, in MB (VmRSS in /proc/<pid>/status). */
function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Samples `pid`'s RSS until stopped; answers the highest seen. */
function watchRss(pid) {
  let highest = rssMb(pid);
  const timer = setInterval(() => (highest = Math.max(highest, rssMb(pid))), 250);
  return () => {
    clearInterval(timer);
    return Math.max(highest, rssMb(pid));
  };
}

/** Calls `urlOf(i)` for i < count, `width` at a time; answers how many were not 2xx. */
async function callMany(count, width, urlOf) {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < count) {
      const res = await fetch(urlOf(next++), { headers: { 'accept-encoding': 'br, gzip' } });
      await res.arrayBuffer();
      if (!res.ok) failed++;
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return failed;
}

async function measureOn(label, databaseUrl) {
  const product = await startProduct(label, databaseUrl, { compiled: flag('compiled') });
  try {
    const pid = product.pid;
    const atStart = rssMb(pid);
    const stopLoad = watchRss(pid);
    for (const read of await readsToMeasure(product.base)) {
      const { rps, failures } = await load({
        url: `${product.base}${read.path}`,
        method: read.method,
        headers: read.headers,
        body: read.body,
        connections,
        seconds,
      });
      console.log(
        `${label.padEnd(9)} loaded ${read.name.padEnd(30)} ${rps} req/s, ${failures} failed, RSS ${rssMb(pid)} MB`,
      );
    }
    const underLoad = stopLoad();
    const stopQueries = watchRss(pid);
    const curve = [];
    const step = distinct / 5;
    let failed = 0;
    for (let done = 0; done < distinct; done += step) {
      failed += await callMany(
        step,
        20,
        (i) => `${product.base}/api/liveclass/upcoming/public/all?studioId=${done + i + 1}`,
      );
      failed += await callMany(
        step,
        20,
        (i) => `${product.base}/api/basic/webStudiosInfo?utm_source=bench-${done + i}`,
      );
      curve.push(`${(done + step) / 1000}k: ${rssMb(pid)} MB`);
    }
    const underQueries = stopQueries();
    const highest = Math.max(underLoad, underQueries);
    console.log(
      `${label.padEnd(9)} RSS at start ${atStart} MB | highest under load ${underLoad} MB | ` +
        `highest over ${distinct} distinct queries ${underQueries} MB (${failed} not 2xx) | ` +
        `after each step: ${curve.join(', ')} | goal < ${GOAL_MB} MB: ${highest < GOAL_MB ? 'met' : 'NOT met'}`,
    );
  } finally {
    await product.stop();
  }
}

console.log(`Memory of one instance, Node ${process.version}, ${new Date().toISOString()}`);
// The embedded database lives inside the product's process (its WebAssembly memory is in the RSS).
if (!flag('postgres-only')) await measureOn('embedded', undefined);
if (process.env.DATABASE_URL) {
  const db = await freshPostgres(process.env.DATABASE_URL);
  try {
    await measureOn('postgres', db.url);
  } finally {
    await db.drop();
  }
}
process.exit(0);
