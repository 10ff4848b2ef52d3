#!/usr/bin/env node
/**
 * Where a sampled heap profile's bytes were allocated (a .heapprofile from allocation-probe.mjs,
 * e.g. `library.mjs --heap-profile FILE`), as three tables: by the function that allocated, by
 * package (or the project's own code), and by the innermost of the project's own functions on
 * the stack (which of our calls the bytes are for, whoever allocated them).
 *
 *   node scripts/bench/heap-profile-summary.mjs .tmp/library.heapprofile [--requests N] [--top 25]
 *
 * With `--requests` the figures are per request (bytes sampled over the load / its requests).
 */
import fs from 'node:fs';
import { option } from '../command-line.mjs';
const args = process.argv.slice(2);

const { head } = JSON.parse(fs.readFileSync(args[0], 'utf8'));
const requests = Number(option('requests', 1));
const top = Number(option('top', 25));

const ours = (url) => /\/(apps|packages)\/[^/]+\/src\//.test(url) && !url.includes('node_modules');
function packageOf(url) {
  const inModules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  if (ours(url)) return url.match(/\/((apps|packages)\/[^/]+)\//)[1];
  return url.startsWith('node:') || url === '' ? '(node and V8)' : url;
}
const where = (f) =>
  `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*?\/(apps|packages|node_modules)\//, '$1/')}:${f.lineNumber + 1}`;

const bySelf = new Map();
const byPackage = new Map();
const byOurs = new Map();
let total = 0;
const add = (map, key, n) => map.set(key, (map.get(key) ?? 0) + n);

(function walk(node, ourFrame) {
  const f = node.callFrame;
  const mine = ours(f.url) ? where(f) : ourFrame;
  if (node.selfSize > 0) {
    total += node.selfSize;
    add(bySelf, where(f), node.selfSize);
    add(byPackage, packageOf(f.url), node.selfSize);
    add(byOurs, mine ?? '(none of ours on the stack)', node.selfSize);
  }
  for (const child of node.children) walk(child, mine);
})(head, undefined);

const kb = (n) => (n / requests / 1024).toFixed(1).padStart(8);
function print(title, map) {
  console.log(`\n${title}`);
  for (const [key, n] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${kb(n)} kB ${((100 * n) / total).toFixed(1).padStart(5)}%  ${key}`);
  }
}
console.log(`sampled: ${kb(total)} kB${requests > 1 ? ' per request' : ''}`);
print('by package', byPackage);
print('by the function that allocated', bySelf);
print("by the innermost of the project's functions on the stack", byOurs);
