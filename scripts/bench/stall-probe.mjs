/**
 * Loaded into the product's process (`node --import …/stall-probe.mjs`) by latency-tail.mjs, to
 * say where a slow answer's time went: what the server's thread was doing while every request
 * in flight waited. Asked over the IPC channel: `{ probe: 'watch' }` starts recording, `{ probe:
 * 'watched' }` answers `{ probe: 'stalls', collections, stalls }` with what was recorded since.
 *
 * - collections: V8's garbage collections as Node reports them (start and length in ms since the
 *   epoch, kind: 1 young, 4 full, 8 incremental marking, 16 weak callbacks).
 * - stalls: each time a 1 ms timer fired more than STALL_MS late, from when and for how long,
 *   with how much of that the thread ran and how much it waited for a core while ready to run
 *   (the kernel's counts for the thread, /proc/self/task/<tid>/schedstat: Linux only). The rest,
 *   if any, it was blocked in a system call.
 *
 * Reading schedstat a millisecond costs about 1% of the thread; nothing else changes how the
 * server runs.
 */
import fs from 'node:fs';
import { PerformanceObserver, performance } from 'node:perf_hooks';

/** A timer this much later than asked counts as a stall. */
const STALL_MS = 4;
/** The main thread's own counters: its task id is the process id. */
const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;

/** Nanoseconds the thread has run, and waited on a run queue, so far. */
function threadTimes() {
  const [ran, waited] = fs.readFileSync(SCHEDSTAT, 'utf8').split(' ').map(Number);
  return { ran, waited };
}

let collections = [];
let stalls = [];
let watching = false;

new PerformanceObserver((list) => {
  if (!watching) return;
  for (const entry of list.getEntries())
    collections.push({
      at: performance.timeOrigin + entry.startTime,
      ms: entry.duration,
      kind: entry.detail?.kind,
    });
}).observe({ entryTypes: ['gc'] });

let last = performance.now();
let lastTimes = threadTimes();
setInterval(() => {
  const now = performance.now();
  const times = threadTimes();
  if (watching && now - last > STALL_MS)
    stalls.push({
      at: performance.timeOrigin + last,
      ms: now - last,
      ranMs: (times.ran - lastTimes.ran) / 1e6,
      waitedMs: (times.waited - lastTimes.waited) / 1e6,
    });
  last = now;
  lastTimes = times;
}, 1).unref();

if (process.send) {
  process.on('message', (message) => {
    if (message?.probe === 'watch') {
      collections = [];
      stalls = [];
      watching = true;
      process.send({ probe: 'watching' });
    } else if (message?.probe === 'watched') {
      watching = false;
      process.send({ probe: 'stalls', collections, stalls });
    }
  });
}
