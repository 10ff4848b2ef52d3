#!/usr/bin/env node
/**
 * The live room's delay from instructor to member, and how many members one instance carries
 * (issue 20, item 6 b and c). Starts our server on a fresh embedded database with the demo data
 * (or uses --url), signs in the bkpilates demo instructor and the demo member (booked into the
 * Open Studio class under way), and drives Debian's Chromium headless through the real pages:
 * the instructor's /broadcast/{id} goes live with a camera replaced by a canvas whose frames
 * carry the time they were drawn (live-stamp.mjs); the member's /newplatform/live/upcoming/{id}
 * reads the time back from the frames its <video> shows. Latency = shown at − drawn at.
 *
 * Members: for each step N (--members 1,5,10,20) the room gets one member page and N − 1
 * simulated members (live-receivers.mjs: socket connections answering the instructor's offers
 * through the real server, receiving without showing), warms up, then measures for --seconds.
 * All are the one demo member: the room keys peers by socket, so each is one more member to the
 * instructor's browser (one more peer connection, one more video encoder in the default mode).
 * --member-pages makes every member a full page instead. The instructor, the member page and
 * the simulated members each have a Chromium of their own, so each one's CPU is its own.
 *
 *   node scripts/bench/live-latency.mjs                       # build, server on port 4480
 *   node scripts/bench/live-latency.mjs --no-build --members 1,5 --seconds 20
 *   node scripts/bench/live-latency.mjs --url http://localhost:3000   # a server already running
 *   node scripts/bench/live-latency.mjs --janus-url ws://127.0.0.1:8188   # JANUS_URL for the server
 *
 * The media mode is the server's configuration only: --janus-url sets JANUS_URL on the server
 * this script starts (ignored with --url). CHROMIUM_PATH overrides /usr/bin/chromium. Linux only
 * (CPU from /proc). Not part of `npm test`: the figures depend on the machine.
 */
/* global window -- the functions given to page.evaluate run in the pages */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { printStep, printSummary } from './live-report.mjs';
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
import { launchBrowser, signedInContext } from './live-browsers.mjs';
import { openReceivers, receiverFrames } from './live-receivers.mjs';
import {
  keepPeerConnections,
  STAMP,
  stampedCamera,
  stampReader,
  videoRtpStats,
} from './live-stamp.mjs';
import { percentile } from './statistics.mjs';

/**
 * Simulated members join one at a time, 1.5 s apart, so each step's warm-up measures a room that
 * has settled. (A crowd joining at once once had the instructor's signals refused by the socket's
 * per-connection bound of 100 events in 10 s, when each ICE candidate was an event of its own;
 * the page now sends them in bursts. A refusal is reported at the end.)
 */
const RECEIVERS_AT_ONCE = 1;
const RECEIVER_PAUSE_MS = 1_500;

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string', default: '4480' },
    members: { type: 'string', default: '1,5,10,20' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '8' },
    'janus-url': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'member-pages': { type: 'boolean', default: false },
  },
});
const steps = values.members
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const origin = values.url ?? `http://localhost:${values.port}`;
// The web app's own socket.io client, its browser build (the simulated receivers load it).
const socketIoClient = createRequire(import.meta.url).resolve('socket.io-client/dist/socket.io.js');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One more member in the room: the page is open and its video shows stamped frames. */
async function addMember(context, liveClassId) {
  const page = await context.newPage();
  await page.goto(`${origin}/newplatform/live/upcoming/${liveClassId}`);
  await page.waitForFunction(() => (window.__liveBench?.samples.length ?? 0) > 0, null, {
    timeout: 60_000,
    polling: 250,
  });
  return page;
}

/** Frames encoded and seconds spent encoding between two readings, connection by connection. */
function sentBetween(before, after) {
  const start = new Map(before.sent.map((x) => [x.peer, x]));
  let frames = 0;
  let encode = 0;
  for (const x of after.sent) {
    const b = start.get(x.peer);
    frames += x.framesEncoded - (b?.framesEncoded ?? 0);
    encode += x.encodeSeconds - (b?.encodeSeconds ?? 0);
  }
  return { frames, encode };
}

/** Frames a receiver got between two readings (from zero when its connection was replaced). */
const receivedBetween = (before, after) =>
  after.framesReceived -
  (before && before.generation === after.generation ? before.framesReceived : 0);

/** Frames each simulated receiver has received so far (none when there are none). */
const receiverCounts = async (room) =>
  room.receivers ? room.receivers.evaluate(receiverFrames) : [];

/** What each member page read since its counters were reset. */
const readPages = (room) =>
  Promise.all(
    room.pages.map((p) =>
      p.evaluate(() => ({
        samples: window.__liveBench.samples,
        bad: window.__liveBench.bad,
        frames: window.__liveBench.frames,
        ms: performance.now() - window.__liveBenchFrom,
      })),
    ),
  );

/** One step: every member counts from zero, the CPU of each side is read around it. */
async function measure(room, teacher, pids) {
  await Promise.all(
    room.pages.map((p) =>
      p.evaluate(() => {
        Object.assign(window.__liveBench, { samples: [], bad: 0, frames: 0 });
        window.__liveBenchFrom = performance.now();
      }),
    ),
  );
  const receivedBefore = await receiverCounts(room);
  const sentBefore = await teacher.evaluate(videoRtpStats);
  const ticksBefore = Object.fromEntries(
    Object.entries(pids).map(([k, pid]) => [k, treeTicks(pid)]),
  );
  const machineBefore = machineTicks();
  const started = Date.now();
  await sleep(seconds * 1000);
  const ms = Date.now() - started;
  const cpu = Object.fromEntries(
    Object.entries(pids).map(([k, pid]) => [k, cpuPercent(ticksBefore[k], treeTicks(pid), ms)]),
  );
  const machine = machineBusyPercent(machineBefore, machineTicks());
  const receivedAfter = await receiverCounts(room);
  const sent = await teacher.evaluate(videoRtpStats);
  const { frames: encoded, encode } = sentBetween(sentBefore, sent);
  const perPage = await readPages(room);
  const all = perPage.flatMap((r) => r.samples).sort((a, b) => a - b);
  const shownFps = perPage.map((r) => r.frames / (r.ms / 1000));
  const receivedFps = receivedAfter.map(
    (r, i) => receivedBetween(receivedBefore[i], r) / (ms / 1000),
  );
  const n = room.pages.length + receivedAfter.length;
  const mean = (xs) => xs.reduce((x, y) => x + y, 0) / xs.length;
  return {
    n,
    pages: room.pages.length,
    count: all.length,
    bad: perPage.reduce((x, r) => x + r.bad, 0),
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    max: all.at(-1) ?? NaN,
    shownFps: mean(shownFps),
    receivedFps: receivedFps.length ? mean(receivedFps) : NaN,
    fpsMin: Math.min(...shownFps, ...receivedFps),
    connectedReceivers: receivedAfter.filter((r) => r.connected).length,
    encodedFps: encoded / (ms / 1000) / n,
    encodeMs: encoded ? (encode / encoded) * 1000 : NaN,
    widths: [...new Set(sent.sent.map((x) => x.width))].join('/'),
    limited: sent.sent.filter((x) => x.limitation !== 'none').map((x) => x.limitation),
    cpu,
    machine,
    load: os.loadavg()[0],
  };
}

/** Simulated receivers: a page of the site with socket.io's client, where they live. */
async function receiverPage(browser) {
  // The site's CSP allows its own scripts only: this page's one extra script is the client.
  const page = await (await browser.newContext({ bypassCSP: true })).newPage();
  await page.goto(`${origin}/test`);
  await page.addScriptTag({ path: socketIoClient });
  return page;
}

/** Brings the room to `n` members: member pages, or one page and simulated receivers. */
async function fillRoom(room, n, liveClassId, memberToken) {
  const wanted = values['member-pages'] ? n : 1;
  while (room.pages.length < wanted) room.pages.push(await addMember(room.context, liveClassId));
  const more = n - room.pages.length - (room.receiverCount ?? 0);
  if (more <= 0) return;
  for (let left = more; left > 0; left -= RECEIVERS_AT_ONCE) {
    const count = Math.min(left, RECEIVERS_AT_ONCE);
    await room.receivers.evaluate(openReceivers, {
      token: memberToken,
      liveClassId,
      count,
      events: { join: 'room:join', signal: 'signal' },
    });
    room.receiverCount = (room.receiverCount ?? 0) + count;
    await sleep(RECEIVER_PAUSE_MS);
  }
  // Every receiver connected and receiving frames, or the step fails.
  for (const until = Date.now() + 60_000; ; await sleep(500)) {
    const counts = await receiverCounts(room);
    if (counts.every((c) => c.connected && c.framesReceived > 0)) return;
    if (Date.now() > until)
      throw new Error(`${counts.filter((c) => !c.connected).length} receivers did not connect`);
  }
}

const server = values.url
  ? null
  : startLiveServer({
      port: values.port,
      build: !values['no-build'],
      janusUrl: values['janus-url'],
    });
const browsers = [];
let exitCode = 0;
try {
  await waitForUrl(`${origin}/api/studio/listWhitelabels`, 120_000);
  const [teacherToken, memberToken] = [
    await login(origin, INSTRUCTOR),
    await login(origin, MEMBER),
  ];
  const c = await openStudioNow(origin);
  console.log(
    `Live room benchmark: ${origin}, class ${c.id} (${c.title}), media mode: ` +
      mediaMode({ url: values.url, janusUrl: values['janus-url'] }) +
      `; picture ${STAMP.width}x${STAMP.height} at ${STAMP.fps} fps; ${warmup} s warm-up, ${seconds} s measured per step`,
  );

  const teacherSide = await launchBrowser({ name: "The instructor's browser" });
  const memberSide = await launchBrowser({ name: "The member page's browser" });
  browsers.push(teacherSide, memberSide);
  const teacher = await goLive(
    await signedInContext(teacherSide.browser, origin, teacherToken),
    origin,
    c.id,
    [[keepPeerConnections], [stampedCamera, STAMP]],
  );
  const room = {
    context: await signedInContext(memberSide.browser, origin, memberToken),
    pages: [],
  };
  await room.context.addInitScript(keepPeerConnections);
  await room.context.addInitScript(stampReader, STAMP);
  const pids = { instructor: teacherSide.pid, members: memberSide.pid };
  if (server) pids.server = server.pid;
  if (!values['member-pages'] && steps.at(-1) > 1) {
    const receiverSide = await launchBrowser({ name: "The simulated members' browser" });
    browsers.push(receiverSide);
    room.receivers = await receiverPage(receiverSide.browser);
    pids.receivers = receiverSide.pid;
  }

  const results = [];
  for (const n of steps) {
    try {
      await fillRoom(room, n, c.id, memberToken);
    } catch (err) {
      console.log(
        `\nN=${n}: the room did not fill (${err.message.split('\n')[0]}); stopping here.`,
      );
      break;
    }
    await sleep(warmup * 1000);
    const r = await measure(room, teacher, pids);
    printStep(r);
    results.push(r);
  }
  if (results.length) printSummary(results);
  printWarnings(teacher);
  await endClass(teacher);
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  for (const b of browsers) await b.close().catch(() => undefined);
  await server?.stop();
}
process.exit(exitCode);
