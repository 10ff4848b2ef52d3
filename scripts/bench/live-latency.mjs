#!/usr/bin/env node
/**
 * The live room's delay from instructor to member, and how many members one instance carries
 * (issue 20, item 6 b and c). Starts our server on a fresh embedded database with the demo data
 * (or uses --url), signs in the bkpilates demo instructor and the demo member (booked into the
 * Open Studio class under way), and drives Debian's Chromium headless through the real pages:
 * the instructor's /broadcast/{id} goes live with a camera replaced by a canvas whose frames
 * carry the time they were drawn (live-stamp.mjs); each member page /newplatform/live/upcoming/{id}
 * reads the time back from the frames its <video> shows. Latency = shown at − drawn at.
 *
 * Members: for each step N (--members 1,5,10,20) the script opens member pages until N play,
 * warms up, then measures for --seconds. Every member page is the real room signed in as the
 * same demo member: the room keys peers by socket, so each page is one more member to the
 * instructor's browser (one more peer connection, one more video encoder in the default mode).
 * The member pages run in a second Chromium, so the instructor's browser's CPU is its own.
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
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startProcess, waitForUrl } from './processes.mjs';
import { cpuPercent, machineBusyPercent, machineTicks, treeTicks } from './proc-cpu.mjs';
import {
  keepPeerConnections,
  STAMP,
  stampedCamera,
  stampReader,
  videoRtpStats,
} from './live-stamp.mjs';

const TARGET_P95_MS = 500;
const MIN_FPS = 20;
const PASSWORD = 'letsworkout';
const INSTRUCTOR = 'instructor.bkpilates@jetsweat.example';
const MEMBER = 'member@jetsweat.example';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string', default: '4480' },
    members: { type: 'string', default: '1,5,10,20' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '8' },
    'janus-url': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
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
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// The flags of e2e/playwright.config.ts, a fake microphone (and camera, swapped for the stamped
// canvas), media allowed without asking, and sound that may start without a click.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];

function startServer() {
  if (!values['no-build']) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jetsweat-live-bench-'));
  return startProcess(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: values.port,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Production proper needs PostgreSQL, SMTP and Stripe; 'test' serves the same built pages.
      NODE_ENV: 'test',
      MEDIA_SIGNING_SECRET: crypto.randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      API_LIMIT_PER_MINUTE: '100000',
      // This measures media, not the server shedding page loads on a machine loaded on purpose.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // The media mode: Janus when set (another branch builds it), peer to peer otherwise.
      JANUS_URL: values['janus-url'] ?? '',
    },
  });
}

async function login(email) {
  const res = await fetch(`${origin}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).content.authToken;
}

/** Today's Open Studio under way with at least 10 minutes left (the demo has one at all hours). */
async function openStudioNow() {
  const res = await fetch(`${origin}/api/liveclass/upcoming/public/all`);
  const now = Date.now();
  const c = (await res.json()).content.find(
    (x) =>
      x.title === 'Open Studio' &&
      Date.parse(x.scheduledDatetime) <= now &&
      now < Date.parse(x.scheduledDatetime) + (x.minutesDuration - 10) * 60_000,
  );
  if (!c) throw new Error('the demo schedule has no Open Studio class under way');
  return c;
}

/** A headless Chromium of its own, with the pid of its main process (for its CPU). */
async function launchBrowser() {
  const server = await chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
  });
  const browser = await chromium.connect(server.wsEndpoint());
  return { browser, pid: server.process().pid, close: () => server.close() };
}

/** A context signed in with `token` the way the web app keeps its session. */
async function signedInContext(browser, token) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/test`);
  await page.evaluate(
    (t) => localStorage.setItem('jetsweat.session', JSON.stringify({ token: t, user: null })),
    token,
  );
  await page.close();
  return context;
}

async function goLive(context, liveClassId) {
  await context.addInitScript(keepPeerConnections);
  await context.addInitScript(stampedCamera, STAMP);
  const page = await context.newPage();
  await page.goto(`${origin}/broadcast/${liveClassId}`);
  await page.getByRole('button', { name: 'Go live' }).click({ timeout: 30_000 });
  await page.getByText('You are live.').waitFor({ timeout: 30_000 });
  return page;
}

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

const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;

const sumSent = (stats) =>
  stats.sent.reduce(
    (a, s) => ({ frames: a.frames + s.framesEncoded, encode: a.encode + s.encodeSeconds }),
    { frames: 0, encode: 0 },
  );

/** One step: every member page counts from zero, the CPU of each side is read around it. */
async function measure(members, teacher, pids) {
  await Promise.all(
    members.map((p) =>
      p.evaluate(() => {
        Object.assign(window.__liveBench, { samples: [], bad: 0, frames: 0 });
        window.__liveBenchFrom = performance.now();
      }),
    ),
  );
  const sentBefore = sumSent(await teacher.evaluate(videoRtpStats));
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
  const sent = await teacher.evaluate(videoRtpStats);
  const sentAfter = sumSent(sent);
  const perPage = await Promise.all(
    members.map((p) =>
      p.evaluate(() => ({
        samples: window.__liveBench.samples,
        bad: window.__liveBench.bad,
        frames: window.__liveBench.frames,
        ms: performance.now() - window.__liveBenchFrom,
      })),
    ),
  );
  const all = perPage.flatMap((r) => r.samples).sort((a, b) => a - b);
  const fps = perPage.map((r) => r.frames / (r.ms / 1000));
  const encoded = sentAfter.frames - sentBefore.frames;
  return {
    n: members.length,
    count: all.length,
    bad: perPage.reduce((a, r) => a + r.bad, 0),
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    max: all.at(-1) ?? NaN,
    fpsMean: fps.reduce((a, b) => a + b, 0) / fps.length,
    fpsMin: Math.min(...fps),
    encodedFps: encoded / (ms / 1000) / members.length,
    encodeMs: encoded ? ((sentAfter.encode - sentBefore.encode) / encoded) * 1000 : NaN,
    widths: [...new Set(sent.sent.map((s) => s.width))].join('/'),
    limited: sent.sent.filter((s) => s.limitation !== 'none').map((s) => s.limitation),
    cpu,
    machine,
    load: os.loadavg()[0],
  };
}

const f0 = (x) => (Number.isFinite(x) ? x.toFixed(0) : '-');
const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : '-');

function printStep(r) {
  console.log(
    `\nN=${r.n} members: ${r.count} frames read (${r.bad} unreadable), latency ms p50 ${f0(r.p50)}` +
      `  p95 ${f0(r.p95)}  p99 ${f0(r.p99)}  max ${f0(r.max)}`,
  );
  console.log(
    `  frames shown per member per s: mean ${f1(r.fpsMean)}, lowest ${f1(r.fpsMin)};` +
      ` encoded per member per s ${f1(r.encodedFps)} at width ${r.widths || '-'},` +
      ` ${f1(r.encodeMs)} ms to encode a frame` +
      (r.limited.length ? `; quality limited by ${[...new Set(r.limited)].join(', ')}` : ''),
  );
  const per = (x) => `${f0(x)}% (${f1(x / r.n)}% per member)`;
  console.log(
    `  CPU, % of one core: instructor's browser ${per(r.cpu.instructor)}` +
      (r.cpu.server === undefined ? '' : `, server ${per(r.cpu.server)}`) +
      `, member pages' browser ${per(r.cpu.members)};` +
      ` machine ${f0(r.machine)}% of ${os.cpus().length} cores busy, load ${r.load.toFixed(1)}`,
  );
}

function printSummary(results) {
  console.log(
    '\nmembers  p50 ms  p95 ms  p99 ms  max ms  fps (lowest)  instructor CPU/member  server CPU/member',
  );
  for (const r of results)
    console.log(
      `${String(r.n).padStart(7)}  ${f0(r.p50).padStart(6)}  ${f0(r.p95).padStart(6)}  ${f0(r.p99).padStart(6)}` +
        `  ${f0(r.max).padStart(6)}  ${`${f1(r.fpsMean)} (${f1(r.fpsMin)})`.padStart(12)}` +
        `  ${`${f1(r.cpu.instructor / r.n)}%`.padStart(21)}` +
        `  ${(r.cpu.server === undefined ? '-' : `${f1(r.cpu.server / r.n)}%`).padStart(17)}`,
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

const server = values.url ? null : startServer();
const browsers = [];
let exitCode = 0;
try {
  await waitForUrl(`${origin}/api/studio/listWhitelabels`, 120_000);
  const [teacherToken, memberToken] = [await login(INSTRUCTOR), await login(MEMBER)];
  const c = await openStudioNow();
  console.log(
    `Live room benchmark: ${origin}, class ${c.id} (${c.title}), media mode: ` +
      (values['janus-url'] && !values.url
        ? `Janus (${values['janus-url']})`
        : 'as the server is configured') +
      `; picture ${STAMP.width}x${STAMP.height} at ${STAMP.fps} fps; ${warmup} s warm-up, ${seconds} s measured per step`,
  );

  const teacherSide = await launchBrowser();
  const memberSide = await launchBrowser();
  browsers.push(teacherSide, memberSide);
  const teacher = await goLive(await signedInContext(teacherSide.browser, teacherToken), c.id);
  const memberContext = await signedInContext(memberSide.browser, memberToken);
  await memberContext.addInitScript(keepPeerConnections);
  await memberContext.addInitScript(stampReader, STAMP);

  const pids = { instructor: teacherSide.pid, members: memberSide.pid };
  if (server) pids.server = server.child.pid;
  const members = [];
  const results = [];
  for (const n of steps) {
    try {
      while (members.length < n) members.push(await addMember(memberContext, c.id));
    } catch (err) {
      console.log(
        `\nN=${n}: member ${members.length + 1} did not play (${err.message.split('\n')[0]}); stopping here.`,
      );
      break;
    }
    await sleep(warmup * 1000);
    const r = await measure(members, teacher, pids);
    printStep(r);
    results.push(r);
  }
  if (results.length) printSummary(results);
  await teacher.getByRole('button', { name: 'End class' }).click();
  await teacher.getByRole('button', { name: 'Go live' }).waitFor();
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  for (const b of browsers) await b.close().catch(() => undefined);
  await server?.stop();
}
process.exit(exitCode);
