#!/usr/bin/env node
/**
 * What each group of the product's per-request hooks costs a kept public read, counted in machine
 * instructions rather than CPU time: on a shared VM the CPU time of one request moves by a third
 * from run to run (hook-costs.mjs's figures), while valgrind's count of the instructions a
 * process runs is the same whatever else the machine does. Each server (the product whole, the
 * product with one group of hooks left out: server-leaving-out.ts, and the bare Fastify route
 * sending the same bytes) runs under callgrind with counting off while it starts and warms up;
 * then counting goes on, and each sample is the count over a fixed number of requests, divided
 * by that number. Counting runs the process about fifty times slower, so the figures are
 * instructions, not requests a second; the ratio of the bare route's count to the product's is
 * the share of the stack's limit the product would reach if time followed instructions.
 *
 * A process whose V8 freed the maps of Node's tick objects in a full collection runs about 38
 * thousand instructions a request more (nextTick's literal turns megamorphic); the product's
 * start usually does, a bare server's rarely (decision 0083, and 0106 on why the product no
 * longer holds one): compare counts of processes in the same state.
 *
 *   node scripts/bench/hook-instructions.mjs                     # embedded database
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench/hook-instructions.mjs
 *   node scripts/bench/hook-instructions.mjs --read /api/liveclass/upcoming/public/all
 *   node scripts/bench/hook-instructions.mjs --only "request ids" --requests 1000
 *   node scripts/bench/hook-instructions.mjs --only none --keep   # dumps for callgrind_annotate
 *   node scripts/bench/hook-instructions.mjs --product-only       # the product whole, alone
 *   node scripts/bench/hook-instructions.mjs --member --read /api/video/videos --body '{}' --product-only
 *
 * Needs valgrind (Debian's package), whose callgrind_control turns counting on and reads it out.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { flag, option } from '../command-line.mjs';
import { allHookGroups, hookGroups } from './hook-groups.mjs';
import { captureAnswer, startBare } from './bare.mjs';
import { browserHeaders, freshPostgres, root, startProduct } from './product.mjs';
import { median } from './statistics.mjs';
import { subscribedMemberWithBookings } from './api-reads.mjs';

const read = option('read', '/api/studio/listWhitelabels');
// Read as a subscribed member with booked classes (api-reads.mjs), as a POST with this body when given.
const member = flag('member');
const body = option('body', '');
const method = body ? 'POST' : 'GET';
const requests = Number(option('requests', 2000));
const samples = Number(option('samples', 3));
// Requests before counting starts, for V8 to compile the hot code as it would over a long run
// (fewer leave functions in its baseline tiers, whose property lookups cost more).
const warm = Number(option('warm', 6000));
const only = option('only', '');
// Keep callgrind's dumps (for callgrind_annotate: where the instructions go, by function).
const keep = flag('keep');
// The product whole only (a change compared before and after it).
const productOnly = flag('product-only');
// More of node's flags for every server counted (`--node-flags --single-threaded`).
const nodeFlags = option('node-flags', '').split(' ').filter(Boolean);

const toolMissing = ['valgrind', 'callgrind_control'].filter((tool) => {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    return false;
  } catch {
    return true;
  }
});
if (toolMissing.length) {
  console.error(`${toolMissing.join(' and ')} not found: apt-get install -y valgrind`);
  process.exit(1);
}

const outDir = path.join(root, '.tmp', `instructions-${Date.now().toString(36)}`);
fs.mkdirSync(outDir, { recursive: true });
/** node under callgrind, counting off until callgrind_control turns it on. */
const counted = (name) => [
  'valgrind',
  '--tool=callgrind',
  '--separate-threads=yes',
  '--instr-atstart=no',
  // V8 writes the code it runs: valgrind must see the new code, not its old translation.
  '--smc-check=all-non-file',
  `--callgrind-out-file=${path.join(outDir, `${name}.%p`)}`,
  'node',
  // The same hash and random seeds in every process, so that two starts of one server lay out
  // their tables alike.
  '--hash-seed=1',
  '--random-seed=1',
  ...nodeFlags,
];

const control = (pid, ...args) =>
  execFileSync('callgrind_control', [...args, String(pid)], { stdio: 'ignore' });

/**
 * The counts callgrind wrote in its newest dump of `name`'s process: every thread's, and the main
 * thread's alone (JavaScript, Node's HTTP, the scavenges and a major collection's pause). The
 * other threads mark and sweep the heap and compile hot code: a major collection lands in one
 * sample in a few and moves it by hundreds of thousands of instructions a request, so the main
 * thread is the figure compared, and all threads are shown beside it.
 */
function lastDump(name, pid) {
  const prefix = `${name}.${pid}.`;
  const files = fs.readdirSync(outDir).filter((f) => f.startsWith(prefix));
  const dumpOf = (f) => Number(f.slice(prefix.length).split('-')[0]);
  const newest = Math.max(...files.map(dumpOf));
  let all = 0;
  let main = 0;
  for (const file of files.filter((f) => dumpOf(f) === newest)) {
    const text = fs.readFileSync(path.join(outDir, file), 'utf8');
    const summary = /^summary: (\d+)/m.exec(text) ?? /^totals: (\d+)/m.exec(text);
    if (!summary) throw new Error(`no count in ${file}`);
    all += Number(summary[1]);
    if (file.endsWith('-01')) main = Number(summary[1]);
  }
  return { all, main };
}

async function send(base, amount, token) {
  const result = await autocannon({
    url: `${base}${read}`,
    method,
    body: body || undefined,
    headers: {
      ...browserHeaders,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    connections: 4,
    amount,
    // Counting going on makes valgrind translate the code again: the first answers after it
    // can take far longer than autocannon's 10 s.
    timeout: 120,
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad) throw new Error(`${base}${read}: ${bad} failed answers of ${amount}`);
}

/** Instructions over `ms` milliseconds with no requests: timers that run however busy it is. */
async function idle(name, pid, ms) {
  control(pid, '--zero');
  await new Promise((resolve) => setTimeout(resolve, ms));
  control(pid, '--dump');
  const { all, main } = lastDump(name, pid);
  return { all: all / ms, main: main / ms };
}

/**
 * Thousands of instructions a request on the main thread, the median of the samples, and their
 * spread (all threads' median beside them). A server's timers (the event loop's watch, the
 * pool's) run by the clock, and counting makes a request fifty times longer, so they would weigh
 * fifty times what they weigh at full speed: the count the same server makes idle over each
 * sample's time is taken off.
 */
async function count(name, start) {
  const server = await start(counted(name));
  try {
    const token = member ? await subscribedMemberWithBookings(server.base) : undefined;
    await send(server.base, warm, token);
    control(server.pid, '--instr=on');
    await send(server.base, 200, token);
    const loaded = [];
    for (let i = 0; i < samples; i++) {
      control(server.pid, '--zero');
      const t0 = Date.now();
      await send(server.base, requests, token);
      const ms = Date.now() - t0;
      control(server.pid, '--dump');
      loaded.push({ ...lastDump(name, server.pid), ms });
    }
    const perMs = await idle(name, server.pid, 5_000);
    const perRequest = (thread) =>
      loaded.map((s) => (s[thread] - perMs[thread] * s.ms) / requests / 1000);
    const main = perRequest('main');
    return {
      k: median(main),
      spread: Math.max(...main) - Math.min(...main),
      allK: median(perRequest('all')),
      idleK: (perMs.main * median(loaded.map((s) => s.ms))) / requests / 1000,
    };
  } finally {
    await server.stop();
  }
}

const show = (label, { k, spread, allK, idleK }, everything) =>
  console.log(
    `${label.padEnd(56)} ${k.toFixed(1).padStart(7)} k ±${(spread / 2).toFixed(1).padStart(5)} | all threads ${allK.toFixed(1).padStart(6)} k | idle ${idleK.toFixed(1).padStart(4)} k taken off` +
      (everything ? ` | saves ${(everything.k - k).toFixed(1).padStart(6)} k` : ''),
  );

async function compareWithBare(everything, product) {
  const probe = await startProduct('instructions-capture', db?.url, { entry });
  const answer = await captureAnswer(probe.base, { method: 'GET', path: read });
  await probe.stop();
  const bare = await count('bare', (command) => startBare([answer], { bytes: true, command }));
  show('bare Fastify route sending the same bytes', bare);
  const bareWithHeaders = await count('bare-headers', (command) =>
    startBare([answer], { bytes: true, headers: true, command }),
  );
  show('the same, with every header the product sends', bareWithHeaders);
  console.log(
    `ratio bare / product: ${(bare.k / everything.k).toFixed(2)} (issue 27's goal for the throughput ratio: 0.70)`,
  );
  for (const [label, parts] of [...hookGroups, allHookGroups])
    if (label.includes(only))
      show(`without ${label}`, await count('without', product(parts)), everything);
}

if (member && !productOnly) {
  console.error('--member counts the product alone: add --product-only');
  process.exit(1);
}
const db = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : undefined;
console.log(
  `Instructions a request for ${method} ${read}${member ? ' (a member)' : ''}, ${db ? 'PostgreSQL' : 'embedded database'}, ${samples} samples of ${requests} requests (4 connections), Node ${process.version}, ${new Date().toISOString()}`,
);
const entry = 'scripts/bench/server-leaving-out.ts';
try {
  const product = (parts) => (command) =>
    startProduct('instructions', db?.url, {
      entry,
      command,
      // Counting makes the event loop lag by seconds at a collection or a compile: load shedding
      // still checks every request, but would refuse some on PostgreSQL (its 1 s default). The
      // server's clock stops at its start, so kept answers stay kept (server-leaving-out.ts).
      env: { LEAVE_OUT: parts.join(','), MAX_EVENT_LOOP_DELAY_MS: '60000', FROZEN_CLOCK: '1' },
    });
  const everything = await count('everything', product([]));
  show('the product, every hook', everything);
  if (!productOnly) await compareWithBare(everything, product);
} finally {
  await db?.drop();
  if (keep) console.log(`callgrind's dumps: ${outDir}`);
  else fs.rmSync(outDir, { recursive: true, force: true });
}
// autocannon keeps a timer or two alive; the figures are printed, so leave.
process.exit(0);
