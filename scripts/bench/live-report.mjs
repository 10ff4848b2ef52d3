/** The live-room benchmark's figures in plain text (live-latency.mjs measures them). */
import os from 'node:os';

/** Issue 20's target, and the frame rate below which a member's picture no longer looks smooth. */
const TARGET_P95_MS = 500;
const MIN_FPS = 20;

const f0 = (x) => (Number.isFinite(x) ? x.toFixed(0) : '-');
const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : '-');

export function printStep(r) {
  const sims = r.n - r.pages;
  console.log(
    `\nN=${r.n} members (${r.pages} member page${r.pages === 1 ? '' : 's'}, ${sims} simulated): ` +
      `${r.count} frames read on the page${r.pages === 1 ? '' : 's'} (${r.bad} unreadable), ` +
      `latency ms p50 ${f0(r.p50)}  p95 ${f0(r.p95)}  p99 ${f0(r.p99)}  max ${f0(r.max)}`,
  );
  console.log(
    `  frames per member per s: shown on the page${r.pages === 1 ? '' : 's'} ${f1(r.shownFps)}` +
      (sims
        ? `, received by the simulated ${f1(r.receivedFps)} (${r.connectedReceivers} of ${sims} connected)`
        : '') +
      `, lowest ${f1(r.fpsMin)}; encoded by the instructor ${f1(r.encodedFps)} at width ${r.widths || '-'},` +
      ` ${f1(r.encodeMs)} ms to encode a frame` +
      (r.limited.length ? `; quality limited by ${[...new Set(r.limited)].join(', ')}` : ''),
  );
  const per = (x) => `${f0(x)}% (${f1(x / r.n)}% per member)`;
  console.log(
    `  CPU, % of one core: instructor's browser ${per(r.cpu.instructor)}` +
      (r.cpu.server === undefined ? '' : `, server ${per(r.cpu.server)}`) +
      `, member page browser ${f0(r.cpu.members)}%` +
      (r.cpu.receivers === undefined
        ? ''
        : `, simulated members' browser ${f0(r.cpu.receivers)}%`) +
      `; machine ${f0(r.machine)}% of ${os.cpus().length} cores busy, load ${r.load.toFixed(1)}`,
  );
}

/** CPU per member, and per member added since the step before (the fixed cost left out). */
function cpuColumns(r, prev, who) {
  const total = r.cpu[who];
  if (total === undefined) return '-';
  const added = prev ? (total - prev.cpu[who]) / (r.n - prev.n) : NaN;
  return `${f0(total)}% = ${f1(total / r.n)}%/m, +${f1(added)}%/added`;
}

export function printSummary(results) {
  console.log(
    `\n${'members'.padStart(7)}  ${'p50 ms'.padStart(6)}  ${'p95 ms'.padStart(6)}  ${'p99 ms'.padStart(6)}` +
      `  ${'max ms'.padStart(6)}  ${'fps (lowest)'.padStart(12)}  ${"instructor's browser CPU".padEnd(30)}  server CPU`,
  );
  results.forEach((r, i) =>
    console.log(
      `${String(r.n).padStart(7)}  ${f0(r.p50).padStart(6)}  ${f0(r.p95).padStart(6)}  ${f0(r.p99).padStart(6)}` +
        `  ${f0(r.max).padStart(6)}  ${`${f1(r.shownFps)} (${f1(r.fpsMin)})`.padStart(12)}` +
        `  ${cpuColumns(r, results[i - 1], 'instructor').padEnd(30)}  ${cpuColumns(r, results[i - 1], 'server')}`,
    ),
  );
  console.log(
    '(CPU in % of one core; /m = per member; /added = per member added since the row above)',
  );
  const carried = results.filter((r) => r.p95 < TARGET_P95_MS && r.fpsMin >= MIN_FPS);
  const within = (r) => carried.includes(r);
  const firstOut = results.find((r) => !within(r));
  const best = [...results].reverse().find(within);
  console.log(
    best
      ? `\nOne instance carried ${best.n} member(s) with p95 < ${TARGET_P95_MS} ms and every member at >= ${MIN_FPS} fps` +
          (firstOut ? `; at ${firstOut.n} it did not.` : ' (the largest step tried).')
      : `\nNo step met p95 < ${TARGET_P95_MS} ms with every member at >= ${MIN_FPS} fps.`,
  );
}
