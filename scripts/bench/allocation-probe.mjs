/**
 * Loaded into the product's process (`node --import …/allocation-probe.mjs`) by a benchmark that
 * wants to know how many bytes the server allocates on the JavaScript heap while it answers a
 * load. The benchmark asks over the IPC channel: `{ probe: 'start' }`, then `{ probe: 'stop' }`,
 * answered with `{ probe: 'allocated', bytes, gcs, pauseMaxMs }` (the longest collection's
 * pause as V8 reports its cost: what a request waiting behind it waits).
 *
 * How: Node has no running total of allocated bytes (v8's `total_allocated_bytes` is not in
 * Node 24's getHeapStatistics), but every byte allocated between two moments is either still
 * counted in the heap's used size at the end or was freed by a collection in between. V8's
 * GCProfiler reports the used size just before and just after each collection, so
 *
 *   allocated = used(end) - used(start) + Σ over collections (used before - used after)
 *
 * exact to V8's own accounting, with no flag that changes how the server runs (no --expose-gc,
 * nothing sampled). Checked against known allocations: a million `{ i, j }` objects read as 40
 * bytes each, a million 10-element arrays as 128. Off-heap memory (Buffers' backing stores,
 * compression) is not counted; the interval's background work (timers, the pool) is, so the
 * figure per request is a little on the high side.
 *
 * Where the bytes go: `{ probe: 'sample', file }` starts V8's sampling heap profiler with the
 * objects later collected kept in the profile (a plain --heap-prof shows only what is still
 * alive at exit, not the garbage a request leaves); `{ probe: 'write' }` writes it to `file`
 * (a .heapprofile for Chrome's DevTools or heap-profile-summary.mjs) and answers `written`.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import v8 from 'node:v8';

let profiler;
let usedAtStart = 0;

function allocatedSinceStart() {
  const { statistics } = profiler.stop();
  profiler = undefined;
  let freed = 0;
  let pauseMax = 0;
  for (const gc of statistics) {
    freed += gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize;
    pauseMax = Math.max(pauseMax, gc.cost);
  }
  const usedNow = v8.getHeapStatistics().used_heap_size;
  return {
    bytes: usedNow - usedAtStart + freed,
    gcs: statistics.length,
    // V8 reports each collection's cost in microseconds.
    pauseMaxMs: pauseMax / 1000,
  };
}

let sampling;

async function startSampling(file) {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 1024,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  sampling = { session, file };
  process.send({ probe: 'sampling' });
}

async function writeSamples() {
  const { session, file } = sampling;
  const { profile } = await session.post('HeapProfiler.stopSampling');
  session.disconnect();
  sampling = undefined;
  fs.writeFileSync(file, JSON.stringify(profile));
  process.send({ probe: 'written' });
}

if (process.send) {
  process.on('message', (message) => {
    if (message?.probe === 'start') {
      profiler?.stop();
      profiler = new v8.GCProfiler();
      profiler.start();
      usedAtStart = v8.getHeapStatistics().used_heap_size;
      process.send({ probe: 'started' });
    } else if (message?.probe === 'stop' && profiler) {
      process.send({ probe: 'allocated', ...allocatedSinceStart() });
    } else if (message?.probe === 'sample') {
      void startSampling(message.file);
    } else if (message?.probe === 'write') {
      void writeSamples();
    }
  });
  // The channel must not keep the server alive when it is told to stop.
  process.channel?.unref();
}
