#!/usr/bin/env node
/**
 * From pressing Join to the instructor's picture playing (issue 51, item 8): the goal is 2 s at
 * p95 in both media modes. Starts our server on a fresh embedded database with the demo data (or
 * uses --url) and drives Debian's Chromium headless shell with fake media through the real pages:
 * the demo instructor's /broadcast/{id} goes live on today's Open Studio class under way (the demo
 * member is booked into it); then, --runs times, a fresh member page (a new browser context,
 * signed in: nothing cached) opens the member's upcoming page, /newplatform/live/upcoming, and
 * presses "Join Live Class: Open Studio" in that class's row. The room's page records, by its own
 * clock, the press (a capturing listener on the upcoming page, kept across the page load in
 * sessionStorage) and what follows it, up to the first frame the room's video.live-room__main
 * presents (requestVideoFrameCallback). The split says where the time goes:
 *
 *   page loaded        the room's document, DOMContentLoaded (Join loads a whole page)
 *   class read         GET /api/liveclass/upcoming/{id} answered
 *   room entered       POST /api/events/live-class answered (the attendance)
 *   room shown         the room's region (section.live-room) in the page
 *   socket joined      room:join answered on the room's socket
 *   connection made    the page's RTCPeerConnection created (the instructor's offer came, or
 *                      the page asked Janus for the instructor's feed)
 *   stream on video    the instructor's stream set on the video (srcObject)
 *   connected          the connection's ICE and DTLS done (connectionState 'connected')
 *   first frame        the first frame presented
 *
 * Beside the split: what the median run fetched and its main thread's long tasks, and the CPU of
 * this run's processes (the two browsers, the server with its ffmpeg) and the machine's busy share
 * over the runs. Each member page leaves (its context closes) before the next one joins, so the
 * room always has one member. One unmeasured join comes first, so the server's first answers are not in the
 * figures. A join without a frame after 30 s counts as lost, and as a missed goal. The command
 * exits non-zero when p95 misses the goal.
 *
 *   node scripts/bench/live-join.mjs                        # build, server on port 4490, peer to peer
 *   node scripts/bench/live-join.mjs --no-build --runs 10
 *   node scripts/bench/live-join.mjs --janus                # starts a Janus of its own (Debian's janus)
 *   node scripts/bench/live-join.mjs --janus-url ws://127.0.0.1:8188   # a running Janus
 *   node scripts/bench/live-join.mjs --url http://localhost:3000       # a server already running
 *
 * --janus-url sets JANUS_URL on the server this script starts (its JANUS_API_SECRET is the
 * environment's); --janus starts Janus with scripts/janus/start-janus.mjs on a free port and a
 * secret of its own. Both are ignored with --url. CHROMIUM_PATH overrides the browser. Not part
 * of `npm test`: the figures depend on the machine.
 */
/* global window -- the functions handed to the pages run there */
import crypto from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startJanus } from '../janus/start-janus.mjs';
import { headlessShell, launchBrowser, signedInContext } from './live-browsers.mjs';
import { readMarks, watchJoin, watchMedia } from './live-join-page.mjs';
import {
  endClass,
  goLive,
  INSTRUCTOR,
  login,
  MEMBER,
  mediaMode,
  openStudioNow,
  printWarnings,
  startLiveServer,
} from './live-room.mjs';
import { waitForUrl } from './processes.mjs';
import { cpuPercent, machineBusyPercent, machineTicks, treeTicks } from './proc-cpu.mjs';
import { median, percentile } from './statistics.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string', default: '4490' },
    runs: { type: 'string', default: '20' },
    goal: { type: 'string', default: '2000' },
    janus: { type: 'boolean', default: false },
    'janus-url': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const goalMs = Number(values.goal);
const origin = values.url ?? `http://localhost:${values.port}`;
/** A join whose picture has not come this long after the press is counted as lost. */
const LOST_AFTER_MS = 30_000;
/** Room pages reach Janus's media on these ports (e2e's Janus uses 22000-22999). */
const JANUS_RTP_PORTS = '23000-23999';

/** The milestones after the press, in the order they come, with the names the report prints. */
const STAGES = [
  ['loaded', 'page loaded'],
  ['classRead', 'class read'],
  ['entered', 'room entered'],
  ['roomShown', 'room shown'],
  ['socketJoined', 'socket joined'],
  ['connection', 'connection made'],
  ['stream', 'stream on video'],
  ['connected', 'connected'],
  ['frame', 'first frame'],
];

/**
 * One member joining: a fresh signed-in context opens the upcoming page and presses Join on the
 * class's row. Answers the ms from the press to each milestone, or { lost: true }.
 */
async function join(browser, token, c) {
  const context = await signedInContext(browser, origin, token);
  try {
    await context.addInitScript(watchJoin);
    await context.addInitScript(watchMedia);
    const page = await context.newPage();
    await page.goto(`${origin}/newplatform/live/upcoming`);
    await page
      .locator(`.schedule-class[data-class-id="${c.id}"]`)
      .getByRole('link', { name: `Join Live Class: ${c.title}` })
      .click({ timeout: 30_000 });
    await page.waitForURL(`**/newplatform/live/upcoming/${c.id}`, { waitUntil: 'commit' });
    const played = await page
      .waitForFunction(() => window.__join?.marks.frame !== undefined, null, {
        timeout: LOST_AFTER_MS,
        polling: 100,
      })
      .then(
        () => true,
        () => false,
      );
    if (!played) return { lost: true };
    const m = await page.evaluate(readMarks);
    if (!m.pressedAt) throw new Error('the press on Join was not recorded');
    const since = (t) => (t === undefined ? NaN : t - m.pressedAt);
    return {
      ...Object.fromEntries(STAGES.map(([key]) => [key, since(m[key])])),
      requests: m.requests.map((r) => ({ ...r, start: since(r.start), end: since(r.end) })),
      longTasks: m.longTasks.map((t) => ({ start: since(t.start), ms: t.ms })),
    };
  } finally {
    await context.close();
  }
}

const f0 = (x) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '-');
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Each milestone from the press (p50, p95, max), and the step from the one before (median). */
function printSplit(results) {
  console.log(
    `\n| from pressing Join to | p50 ms | p95 ms | max ms | step from the row above, median ms |`,
  );
  console.log('| --- | --- | --- | --- | --- |');
  STAGES.forEach(([key, name], i) => {
    const xs = results.map((r) => r[key]).filter(Number.isFinite);
    const prev = STAGES[i - 1]?.[0];
    const steps = results.map((r) => (prev ? r[key] - r[prev] : r[key])).filter(Number.isFinite);
    console.log(
      `| ${name} | ${f0(percentile(xs, 50))} | ${f0(percentile(xs, 95))} | ${f0(Math.max(...xs))} | ${f0(steps.length ? median(steps) : NaN)} |`,
    );
  });
}

/** A Janus of this run's own, on a free port, with a secret the server is given. */
async function startOwnJanus() {
  return startJanus({
    rtpPorts: JANUS_RTP_PORTS,
    apiSecret: crypto.randomBytes(16).toString('hex'),
  });
}

/** What the median run fetched after the press, each from its start to its answer's end. */
function printRequests(results) {
  const mid = [...results].sort((a, b) => a.frame - b.frame)[Math.floor(results.length / 2)];
  console.log(`\nThe median run (${f0(mid.frame)} ms) fetched, in ms from the press:`);
  for (const r of mid.requests.filter((x) => x.start < mid.frame))
    console.log(`  ${f0(r.start).padStart(6)} → ${f0(r.end).padEnd(6)} ${r.name}`);
  const tasks = mid.longTasks.filter((t) => t.start < mid.frame);
  console.log(
    `and its main thread ran ${tasks.length} tasks over 50 ms, ${f0(tasks.reduce((x, t) => x + t.ms, 0))} ms in all: ` +
      tasks.map((t) => `${f0(t.ms)} ms at ${f0(t.start)}`).join(', '),
  );
}

/** CPU of this run's own processes and of the whole machine, from `start()` to `stop()`. */
function cpuWatch(pids) {
  const ticks = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, treeTicks(pid)]));
  const machine = machineTicks();
  const started = Date.now();
  return () => {
    const ms = Date.now() - started;
    const own = Object.fromEntries(
      Object.entries(pids).map(([k, pid]) => [k, cpuPercent(ticks[k], treeTicks(pid), ms)]),
    );
    return { own, machine: machineBusyPercent(machine, machineTicks()) };
  };
}

/** Where the CPU went during the runs, in % of one core, beside the machine's busy share. */
function printCpu({ own, machine }) {
  const names = { instructor: "the instructor's browser", members: "the members' browser" };
  names.server = 'the server (its ffmpeg included)';
  const ours = Object.values(own).reduce((x, y) => x + y, 0);
  const cores = os.cpus().length;
  console.log(
    `CPU during the runs, % of one core: ${Object.entries(own)
      .map(([k, x]) => `${names[k]} ${f0(x)}`)
      .join(', ')}; the machine's ${cores} cores ${f0(machine)}% busy, ` +
      `${f0(ours / cores)}% of them this benchmark's (Janus not counted).`,
  );
}

const janus = values.janus && !values.url ? await startOwnJanus() : null;
const janusUrl = values['janus-url'] ?? janus?.url;

const server = values.url
  ? null
  : startLiveServer({
      port: values.port,
      build: !values['no-build'],
      janusUrl,
      janusApiSecret: janus?.apiSecret,
    });
const browsers = [];
let missed = false;
let failed = false;
try {
  await waitForUrl(`${origin}/api/studio/listWhitelabels`, 180_000);
  const [teacherToken, memberToken] = [
    await login(origin, INSTRUCTOR),
    await login(origin, MEMBER),
  ];
  const c = await openStudioNow(origin);
  const executablePath = headlessShell();
  const teacherSide = await launchBrowser({ name: "The instructor's browser", executablePath });
  const memberSide = await launchBrowser({ name: "The members' browser", executablePath });
  browsers.push(teacherSide, memberSide);
  const teacher = await goLive(
    await signedInContext(teacherSide.browser, origin, teacherToken),
    origin,
    c.id,
  );
  console.log(
    `Join to the instructor's picture: ${origin}, class ${c.id} (${c.title}), media mode: ` +
      `${mediaMode({ url: values.url, janusUrl })}; ${runs} runs, each a fresh member page; ` +
      `${executablePath} ${memberSide.browser.version()}; ${os.cpus().length} cores, load average ${load()}`,
  );
  await join(memberSide.browser, memberToken, c);

  const pids = { instructor: teacherSide.pid, members: memberSide.pid };
  if (server) pids.server = server.pid;
  const cpu = cpuWatch(pids);
  const all = [];
  for (let i = 0; i < runs; i++) {
    const r = await join(memberSide.browser, memberToken, c);
    all.push(r);
    console.log(
      r.lost
        ? `run ${i + 1}: lost (no frame within ${LOST_AFTER_MS / 1000} s)`
        : `run ${i + 1}: ${f0(r.frame)} ms (room shown ${f0(r.roomShown)}, socket joined ${f0(r.socketJoined)}, stream on video ${f0(r.stream)})`,
    );
  }
  const endLoad = load();
  const used = cpu();
  const results = all.filter((r) => !r.lost);
  const lost = all.length - results.length;
  if (results.length) {
    printSplit(results);
    printRequests(results);
  }
  const frames = results.map((r) => r.frame);
  const p95 = percentile(frames, 95);
  missed = lost > 0 || !(p95 <= goalMs);
  console.log(
    `\nPress Join → the instructor's first frame: p50 ${f0(percentile(frames, 50))} ms, ` +
      `p95 ${f0(p95)} ms, max ${f0(Math.max(...frames))} ms (fastest ${f0(Math.min(...frames))} ms) ` +
      `beside the goal of ${f0(goalMs)} ms at p95${lost ? `; ${lost} of ${all.length} joins lost` : ''}` +
      ` (load average at the end ${endLoad}; on ${os.cpus().length} cores).`,
  );
  printCpu(used);
  console.log(
    `Verdict: ${missed ? 'MISSED' : 'met'} (${mediaMode({ url: values.url, janusUrl })}).`,
  );
  printWarnings(teacher);
  await endClass(teacher);
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  for (const b of browsers) await b.close().catch(() => undefined);
  await server?.stop();
  await janus?.stop();
}
process.exit(failed || missed ? 1 : 0);
