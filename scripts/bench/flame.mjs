#!/usr/bin/env node
/**
 * Where a read's time goes: profiles the product (node --cpu-prof) while autocannon loads one read
 * of scripts/bench/api-reads.mjs, then writes a flame graph of the load (not the start) to
 * docs/images/flame-<read>.svg and prints the functions that spent the most time themselves.
 *
 *   node scripts/bench/flame.mjs --read "public schedule"
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench/flame.mjs --read "member's upcoming"
 *   node scripts/bench/flame.mjs --compiled      # the built server (npm run build), as the image runs it
 */
import fs from 'node:fs';
import path from 'node:path';
import { readsToMeasure } from './api-reads.mjs';
import { callTree, flameSvg, topSelf } from './flame-graph.mjs';
import { freshPostgres, load, root, startProduct } from './product.mjs';
import { flag, option } from '../command-line.mjs';

const seconds = Number(option('seconds', 10));
const connections = Number(option('connections', 20));
const wanted = option('read', 'public schedule');
const out = option('out', path.join(root, 'docs', 'images'));
// The built server (npm run build), as the image runs it, rather than the sources through tsx.
const compiled = flag('compiled');

// .tmp is made by the first run of anything that needs it; a fresh clone has none yet.
fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
const profileDir = fs.mkdtempSync(path.join(root, '.tmp', 'flame-'));
const db = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : undefined;
const product = await startProduct('flame', db?.url, {
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  compiled,
});
let window;
let figures;
try {
  const read = (await readsToMeasure(product.base)).find((r) => r.name.includes(wanted));
  if (!read) throw new Error(`No read is named like "${wanted}" in scripts/bench/api-reads.mjs`);
  const started = performance.now();
  figures = await load({
    url: `${product.base}${read.path}`,
    method: read.method,
    headers: read.headers,
    body: read.body,
    connections,
    seconds,
    pid: product.pid,
  });
  window = { read, ms: performance.now() - started, stoppedAt: performance.now() };
} finally {
  await product.stop();
  await db?.drop();
}
// The profile ends as the server exits: the load is the `seconds` before it stopped being asked.
const file = fs.readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8'));
const totalUs = profile.timeDeltas.reduce((a, b) => a + b, 0);
const afterLoadUs = (performance.now() - window.stoppedAt) * 1000;
const toUs = totalUs - afterLoadUs;
const tree = callTree(profile, toUs - window.ms * 1000, toUs);
const name = window.read.name
  .replace(/[^a-z0-9]+/gi, '-')
  .replace(/^-|-$/g, '')
  .toLowerCase();
const title =
  `${window.read.name} on ${db ? 'PostgreSQL' : 'the embedded database'}: ${figures.rps} req/s, ` +
  `p99 ${figures.p99} ms, ${figures.cpuUsPerRequest} µs CPU a request (${connections} connections, ` +
  `${seconds} s, ${new Date().toISOString().slice(0, 10)})`;
fs.mkdirSync(out, { recursive: true });
const svg = path.join(out, `flame-${name}${db ? '-postgres' : ''}.svg`);
fs.writeFileSync(svg, flameSvg(tree, title));
fs.rmSync(profileDir, { recursive: true, force: true });
console.log(title);
console.log(topSelf(tree).join('\n'));
console.log(`flame graph: ${path.relative(root, svg)}`);
process.exit(0);
