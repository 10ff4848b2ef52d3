#!/usr/bin/env node
/**
 * What the server spends sending the web app's code: a member page's first load asks for 40-odd
 * scripts and style sheets at once, answered in turn on the server's one thread. Loads the
 * built app's largest script (the framework), a middling one and a small one, each with a
 * browser's Accept-Encoding, and prints the server's CPU time per request beside the API's kept
 * reads (docs/benchmarks.md: 64-81 µs), which send prepared bytes the same way.
 *
 *   node scripts/bench/app-code.mjs                      # apps/web/dist, built before
 *   node scripts/bench/app-code.mjs --dist .tmp/web-dist --seconds 5
 *
 * Not part of `npm test`: the figures depend on the machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { browserHeaders, load, root, startProduct } from './product.mjs';

const { values } = parseArgs({
  options: { dist: { type: 'string' }, seconds: { type: 'string', default: '3' } },
});
const dist = path.resolve(values.dist ?? path.join(root, 'apps/web/dist'));
const assets = path.join(dist, 'assets');
if (!fs.existsSync(assets)) throw new Error(`No build at ${dist}: run npm run build first.`);

const scripts = fs
  .readdirSync(assets)
  .filter((n) => n.endsWith('.js'))
  .map((name) => ({ name, bytes: fs.statSync(path.join(assets, name)).size }))
  .sort((a, b) => b.bytes - a.bytes);
const picks = [
  scripts[0],
  scripts[Math.floor(scripts.length / 2)],
  scripts[scripts.length - 1],
].filter(Boolean);

process.env.WEB_DIST = dist;
const product = await startProduct('app-code');
try {
  console.log(
    `The app's code from ${path.relative(root, dist) || dist}, 6 connections (a browser's), ${values.seconds} s each`,
  );
  for (const { name, bytes } of picks) {
    const url = `${product.base}/assets/${name}`;
    await load({ url, headers: browserHeaders, connections: 6, seconds: 1, pid: product.pid }); // warm
    const r = await load({
      url,
      headers: browserHeaders,
      connections: 6,
      seconds: Number(values.seconds),
      pid: product.pid,
    });
    console.log(
      `  ${name.padEnd(40)} ${String(bytes).padStart(7)} B  ${String(r.rps).padStart(6)} req/s  ` +
        `${String(r.cpuUsPerRequest).padStart(5)} µs CPU a request (a kept API read: 64-81 µs)  ${r.failures} failed`,
    );
  }
} finally {
  await product.stop();
}
