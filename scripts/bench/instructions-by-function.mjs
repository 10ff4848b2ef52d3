#!/usr/bin/env node
/**
 * Where the instructions of one callgrind dump went, by JavaScript function: callgrind names code
 * V8 compiled at run time by its address only, and node's `--perf-basic-prof` map says which
 * function each address range is. Made for hook-instructions.mjs's dumps (`--keep --node-flags
 * --perf-basic-prof`): one process, so every hook is counted in the same state of V8 (what
 * leaving hooks out across separate starts cannot promise, docs/benchmarks.md).
 *
 *   node scripts/bench/instructions-by-function.mjs <dump>.<pid>.<n>-01 /tmp/perf-<pid>.map
 *        [--requests 1000] [--top 40] [--match fastify]
 *
 * "self" is what a function ran itself; "with calls" what ran from the moment something else
 * called it until it returned (a function that calls back into itself through another is counted
 * once more for each such entry); "calls" how many times something else called it. Per request:
 * divided by --requests.
 */
import fs from 'node:fs';
import { option } from '../command-line.mjs';

// The two files come first, the options after them.
const [dumpFile, mapFile] = process.argv.slice(2);
if (!dumpFile || !mapFile || mapFile.startsWith('--')) {
  console.error('usage: instructions-by-function.mjs <callgrind dump> <perf map> [--requests N]');
  process.exit(1);
}
const requests = Number(option('requests', 1000));
const top = Number(option('top', 40));
const match = option('match', '');

/** The perf map's ranges, sorted by start, for a binary search by address. */
function readMap(file) {
  const ranges = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [start, size, ...name] = line.split(' ');
      return {
        start: parseInt(start, 16),
        end: parseInt(start, 16) + parseInt(size, 16),
        name: name.join(' '),
      };
    })
    .sort((a, b) => a.start - b.start);
  return (address) => {
    let lo = 0;
    let hi = ranges.length - 1;
    // The last range starting at or before the address (code can be moved and its range reused:
    // the later entry of the map wins, as perf does).
    let found;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (ranges[mid].start <= address) {
        found = ranges[mid];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found && address < found.end ? found.name : undefined;
  };
}

/** Callgrind's function names, compressed as `(id) name` the first time and `(id)` after. */
function nameTable() {
  const names = new Map();
  return (text) => {
    const m = /^\((\d+)\)(?: (.*))?$/.exec(text);
    if (!m) return text;
    if (m[2] !== undefined) names.set(m[1], m[2]);
    return names.get(m[1]) ?? `(${m[1]})`;
  };
}

function parse(file) {
  const fnName = nameTable();
  const self = new Map();
  const edges = [];
  let fn = '';
  let callee;
  let calls = 0;
  let afterCalls = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('fn=')) {
      fn = fnName(line.slice(3));
    } else if (line.startsWith('cfn=')) {
      callee = fnName(line.slice(4));
    } else if (line.startsWith('calls=')) {
      calls = Number(line.slice(6).split(' ')[0]);
      afterCalls = true;
    } else if (/^[+\-*0-9]/.test(line)) {
      const cost = Number(line.split(' ')[1] ?? 0);
      if (afterCalls) edges.push([fn, callee, cost, calls]);
      else self.set(fn, (self.get(fn) ?? 0) + cost);
      afterCalls = false;
    }
  }
  return { self, edges };
}

const symbolOf = readMap(mapFile);
const { self, edges } = parse(dumpFile);
const nameOf = (fn) => (/^0x[0-9a-f]+$/.test(fn) ? (symbolOf(parseInt(fn, 16)) ?? fn) : fn);

const totals = new Map();
const add = (name, field, cost) => {
  const t = totals.get(name) ?? { self: 0, inclusive: 0, calls: 0 };
  t[field] += cost;
  totals.set(name, t);
};
let all = 0;
for (const [fn, cost] of self) {
  add(nameOf(fn), 'self', cost);
  all += cost;
}
for (const [from, to, cost, calls] of edges) {
  const callee = nameOf(to);
  if (nameOf(from) === callee) continue;
  add(callee, 'inclusive', cost);
  add(callee, 'calls', calls);
}
for (const t of totals.values()) t.inclusive = Math.max(t.inclusive, t.self);

const k = (n) => (n / requests / 1000).toFixed(2).padStart(7);
console.log(`${k(all)} k instructions a request in all (${dumpFile})`);
console.log(`${'with calls'.padStart(10)} ${'self'.padStart(9)} ${'calls'.padStart(6)}  function`);
[...totals]
  .filter(([name]) => name.includes(match))
  .sort((a, b) => b[1].inclusive - a[1].inclusive)
  .slice(0, top)
  .forEach(([name, t]) =>
    console.log(
      `${k(t.inclusive)} k ${k(t.self)} k ${(t.calls / requests).toFixed(1).padStart(6)}  ${name.slice(0, 140)}`,
    ),
  );
