/** live-scale.mjs's figures: one step's readings summed up, and printed. */
import os from 'node:os';
import { percentile } from './statistics.mjs';

const TARGET_P95_MS = 500;
const f0 = (x) => (Number.isFinite(x) ? x.toFixed(0) : '-');
const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : '-');
const f2 = (x) => (Number.isFinite(x) ? x.toFixed(2) : '-');
const sum = (xs) => xs.reduce((a, b) => a + b, 0);

/**
 * How much later each member had each frame whole than the first member to have it (frames
 * known by their VP8 picture id, which Janus passes on unchanged), over the frames at least
 * half the members had: Janus sending one packet to each member in turn, and the members'
 * processes taking their turn, show here.
 */
function arrivalSpread(members) {
  const byFrame = new Map();
  for (const m of members)
    for (const [pictureId, at] of m.arrivals) {
      let ats = byFrame.get(pictureId);
      if (!ats) byFrame.set(pictureId, (ats = []));
      ats.push(at);
    }
  const spreads = [];
  for (const ats of byFrame.values()) {
    if (ats.length < members.length / 2) continue;
    const first = Math.min(...ats);
    for (const at of ats) spreads.push(at - first);
  }
  return { p50: percentile(spreads, 50), p95: percentile(spreads, 95), max: Math.max(...spreads) };
}

/** One phase's figures from the workers' readings (`members`) and the CPU read around it. */
export function summarize(n, members, { cpu, machine, ms }) {
  const seconds = ms / 1000;
  const decoders = members.filter((m) => m.decoded);
  const samples = decoders.flatMap((m) => m.decoded.samples);
  const fps = members.map((m) => m.frames / seconds);
  const workers = Object.entries(cpu).filter(([k]) => k.startsWith('members'));
  return {
    n,
    decoders: decoders.length,
    read: samples.length,
    unreadable: sum(decoders.map((m) => m.decoded.bad)),
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    max: samples.length ? Math.max(...samples) : NaN,
    connected: members.filter((m) => m.connected).length,
    fps: sum(fps) / fps.length,
    kbps: (sum(members.map((m) => m.bytes)) * 8) / 1000 / seconds / members.length,
    fpsMin: Math.min(...fps),
    broken: sum(members.map((m) => m.broken)),
    failed: sum(members.map((m) => m.failed)),
    spread: arrivalSpread(members),
    boardBytesPerSecond: sum(members.map((m) => m.boardBytes)) / seconds,
    boardUpdatesPerSecond: sum(members.map((m) => m.boardUpdates)) / seconds / members.length,
    cpu: { ...cpu, members: sum(workers.map(([, v]) => v)) },
    machine,
    load: os.loadavg()[0],
  };
}

export function printStep(media, board) {
  const c = media.cpu;
  console.log(
    `\nN=${media.n}: the instructor's page encoded ${f1(media.encodedFps)} frames/s ${media.sent.width} wide (quality limited by: ${media.sent.limitation}); ${media.connected} of ${media.n} connected, ${f1(media.fps)} frames/s and ${f0(media.kbps)} kbit/s of video each (lowest ${f1(media.fpsMin)}, ${media.broken} frames incomplete, ${media.failed} connections failed and made again so far); ` +
      `${media.read} frames read by ${media.decoders} decoding members (${media.unreadable} unreadable): ` +
      `delay ms p50 ${f0(media.p50)}  p95 ${f0(media.p95)}  p99 ${f0(media.p99)}  max ${f0(media.max)}`,
  );
  console.log(
    `  later than the first member to have a frame: p50 ${f0(media.spread.p50)} ms, p95 ${f0(media.spread.p95)} ms, max ${f0(media.spread.max)} ms`,
  );
  console.log(
    `  CPU % of one core, media only: Janus ${f1(c.janus)} (${f2(c.janus / media.n)} per member), server ${f1(c.server)}, ` +
      `its PostgreSQL ${f1(c.postgres)}, instructor's browser ${f1(c.instructor)}, simulated members ${f1(c.members)}; ` +
      `machine ${f0(media.machine)}% busy, load ${f2(media.load)}`,
  );
  if (!board) return;
  const b = board.cpu;
  console.log(
    `  with the board: board:update ${f0(board.boardBytesPerSecond)} B/s to all (${f0(board.boardBytesPerSecond / board.n)} B/s, ` +
      `${f2(board.boardUpdatesPerSecond)} updates/s per member); server ${f1(b.server)}% (+${f1(b.server - c.server)}), ` +
      `its PostgreSQL ${f1(b.postgres)}% (+${f1(b.postgres - c.postgres)}), instructor's browser ${f1(b.instructor)}%, ` +
      `delay p95 ${f0(board.p95)} ms; load ${f2(board.load)}`,
  );
}

/** The summary as a Markdown table (docs/benchmarks.md), and whether every step met the target. */
export function printTable(steps) {
  console.log(
    '\n| Members | Delay p50 / p95 ms | Frames/s sent, received (lowest) | Janus CPU % (per member) | Server CPU %, media only | Server CPU % with board (+PostgreSQL) | board:update B/s (per member) | Load |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { media: m, board: b } of steps)
    console.log(
      `| ${m.n} | ${f0(m.p50)} / ${f0(m.p95)} | ${f1(m.encodedFps)}, ${f1(m.fps)} (${f1(m.fpsMin)}) | ${f1(m.cpu.janus)} (${f2(m.cpu.janus / m.n)}) | ${f1(m.cpu.server)} | ` +
        `${b ? `${f1(b.cpu.server)} (+${f1(b.cpu.postgres)})` : '-'} | ${b ? `${f0(b.boardBytesPerSecond)} (${f0(b.boardBytesPerSecond / b.n)})` : '-'} | ${f2(m.load)} |`,
    );
  const missed = steps.filter((s) => !(s.media.p95 < TARGET_P95_MS));
  console.log(
    missed.length
      ? `\nDelay p95 over ${TARGET_P95_MS} ms (or unread) at ${missed.map((s) => s.media.n).join(', ')} members.`
      : `\nDelay p95 under ${TARGET_P95_MS} ms at every size measured.`,
  );
  return missed.length === 0;
}
