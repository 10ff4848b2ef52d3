#!/usr/bin/env node
/**
 * Hundreds in one class through Janus (issue 53, item 6): the delay each member has, Janus's CPU
 * per member, the app server's CPU (flat: in the Janus mode no media passes through Node) and the
 * leaderboard's fan-out, at 10, 50, 100 members and on while this machine can simulate more.
 *
 * Makes a fresh database on the PostgreSQL server DATABASE_URL names (dropped afterwards), starts
 * a Janus of its own (scripts/janus/start-janus.mjs) and the built server (build-server.mjs, as
 * production runs it) on it with the demo data and JANUS_URL, and seeds members of their own,
 * booked into today's Open Studio class under way (the board has one line per person). The demo
 * instructor's /broadcast/{id} in Debian's Chromium goes live with the canvas camera whose frames
 * carry the time they were drawn (live-stamp.mjs), publishing to Janus. The members are Node
 * processes (live-scale-worker.mjs): each member signs in, joins the room over socket.io's client
 * and subscribes to the instructor's feed through the server exactly as the member's page does,
 * with werift as its WebRTC (live-scale-member.mjs), and puts the picture's RTP back into whole
 * VP8 frames.
 *
 * The delay, read from the media a member receives: decoding VP8 for every simulated member
 * would cost this machine more than Janus does, so a sample of members (--decoders, in a process
 * of their own, as each real member has their own device) gives every whole frame to ffmpeg,
 * which shrinks it to the mark's grid of blocks; delay = the time the decoded grid reached the
 * member − the time drawn in it (one machine, one clock): receiving, reassembling and decoding
 * are all in it, as on a page (the page's figure adds painting). Every member, decoding or not,
 * notes when each frame came whole (by its VP8 picture id): how much later each had a frame than
 * the first member to have it is printed beside the delay, so a member outside the sample who
 * lagged would show. A step's delay figures are the media-only phase's.
 *
 * Each step (the crowd grown to N, --warmup s to settle) measures --seconds twice: media only,
 * then with every member on the board reporting once a second (board:join, board:stats), counting
 * the board:update bytes each member's socket received (socket.io packets as sent, without the
 * WebSocket framing) and the server's and its PostgreSQL's CPU (the board's rate counter is a row
 * there). CPU is % of one core from /proc, each process tree on its own: Janus, the server, its
 * PostgreSQL backends, the instructor's browser, the simulated members' processes.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench/live-scale.mjs
 *   ... node scripts/bench/live-scale.mjs --sizes 10,50,100,150,200 --seconds 20 --decoders 4
 *   ... node scripts/bench/live-scale.mjs --no-build --web-dist /tmp/dist   # built already
 *
 * The steps stop at the first size the crowd cannot reach (a member not connected or receiving
 * within 60 s). Exits non-zero when delay p95 is over 500 ms at a size. Linux only; not part of
 * `npm test`: the figures depend on the machine.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startJanus } from '../janus/start-janus.mjs';
import { launchBrowser, signedInContext } from './live-browsers.mjs';
import { endClass, goLive, INSTRUCTOR, login, openStudioNow, printWarnings } from './live-room.mjs';
import { crowd as startCrowd, seedMembers, signIn } from './live-scale-crowd.mjs';
import { cpuReading, janusChildPid } from './live-scale-cpu.mjs';
import { printStep, printTable, summarize } from './live-scale-report.mjs';
import { keepPeerConnections, STAMP, stampedCamera, videoRtpStats } from './live-stamp.mjs';
import { freshPostgres, root, startProduct } from './product.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10,50,100,150,200' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '8' },
    decoders: { type: 'string', default: '4' },
    'per-worker': { type: 'string', default: '50' },
    'no-build': { type: 'boolean', default: false },
    'web-dist': { type: 'string' },
    'rtp-ports': { type: 'string', default: '24000-24999' },
  },
});
const sizes = values.sizes
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server's bundle and the web app's pages, unless told they are built. */
function build() {
  // Without a build, the pages already built: --web-dist, or the server's own (apps/web/dist).
  if (values['no-build']) return values['web-dist'];
  const webDist = values['web-dist'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'live-scale-web-'));
  const steps = [
    ['node', ['scripts/build-server.mjs'], root],
    ['npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], path.join(root, 'apps/web')],
  ];
  for (const [cmd, args, cwd] of steps) {
    const r = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  return webDist;
}

/** Until every member is connected and has had whole frames since now, or 60 s. */
async function everyoneReceiving(crowd) {
  await crowd.all({ type: 'start' });
  for (const until = Date.now() + 60_000; ; await sleep(1000)) {
    const members = (await crowd.all({ type: 'read' })).flatMap((a) => a.members);
    const unconnected = members.filter((m) => !m.connected).length;
    const silent = members.filter((m) => m.connected && m.frames === 0).length;
    if (unconnected + silent === 0) return;
    if (Date.now() > until)
      throw new Error(
        `after 60 s, ${unconnected} members were not connected and ${silent} connected had no frame ` +
          `(connections failed and made again so far: ${members.reduce((a, m) => a + m.failed, 0)})`,
      );
  }
}

/**
 * What the instructor's page has sent so far on its one connection (to Janus): frames encoded,
 * and the picture's width and what limits its quality now (a starved browser sends less).
 */
async function encoded(teacher) {
  const { sent } = await teacher.evaluate(videoRtpStats);
  return {
    frames: sent.reduce((a, x) => a + x.framesEncoded, 0),
    width: sent.map((x) => x.width).join('/'),
    limitation: sent.map((x) => x.limitation).join('/'),
  };
}

/** One measured phase: counters from zero, --seconds, CPU around it, the members' readings. */
async function phase(crowd, pids, database, teacher) {
  await crowd.all({ type: 'start' });
  const before = await encoded(teacher);
  const reading = cpuReading(
    { ...pids, ...Object.fromEntries(crowd.workers.map((w, i) => [`members${i}`, w.pid])) },
    database,
  );
  await sleep(seconds * 1000);
  const cpu = reading.end();
  const members = (await crowd.all({ type: 'read' })).flatMap((a) => a.members);
  const after = await encoded(teacher);
  const encodedFps = (after.frames - before.frames) / (cpu.ms / 1000);
  const sent = { fps: encodedFps, width: after.width, limitation: after.limitation };
  return { ...summarize(crowd.size, members, cpu), encodedFps, sent };
}

const webDist = build();
const db = await freshPostgres(adminUrl, 'jetsweat_bench_scale');
const database = new URL(db.url).pathname.slice(1);
const janus = await startJanus({ rtpPorts: values['rtp-ports'] });
const janusPid = janusChildPid();
let server;
let instructorSide;
let crowd;
let ok = false;
/** Everything this run started goes, and its database: at the end, or on Ctrl-C or a kill. */
let cleaning;
const cleanUp = () =>
  (cleaning ??= (async () => {
    await crowd?.close();
    await instructorSide?.close().catch(() => undefined);
    await server?.stop();
    await janus.stop();
    await db.drop();
    if (webDist && !values['web-dist']) fs.rmSync(webDist, { recursive: true, force: true });
  })());
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void cleanUp().finally(() => process.exit(1)));
try {
  server = await startProduct('live-scale', db.url, {
    compiled: true,
    env: {
      ...(webDist ? { WEB_DIST: webDist } : {}),
      JANUS_URL: janus.url,
      JANUS_API_SECRET: janus.apiSecret,
      MEDIA_SIGNING_SECRET: crypto.randomBytes(32).toString('hex'),
      // This measures media, not the server shedding work on a machine loaded on purpose.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  });
  const origin = server.base;
  const c = await openStudioNow(origin);
  const emails = await seedMembers(db.url, c.id, sizes.at(-1));
  const tokens = await signIn(origin, emails);
  console.log(
    `Live scale benchmark: class ${c.id} (${c.title}) through Janus ${janus.url}; picture ${STAMP.width}x${STAMP.height} ` +
      `at ${STAMP.fps} fps; ${values.decoders} members read the mark; ${warmup} s warm-up, ${seconds} s measured twice per step; ` +
      `${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)} at the start`,
  );

  instructorSide = await launchBrowser({
    name: "The instructor's browser",
    handleSIGINT: false,
  });
  const teacher = await goLive(
    await signedInContext(instructorSide.browser, origin, await login(origin, INSTRUCTOR)),
    origin,
    c.id,
    [[keepPeerConnections], [stampedCamera, STAMP]],
  );
  crowd = startCrowd({
    origin,
    liveClassId: c.id,
    tokens,
    decoders: Number(values.decoders),
    perWorker: Number(values['per-worker']),
    pauseMs: 100,
  });
  const pids = { server: server.pid, janus: janusPid, instructor: instructorSide.pid };
  const steps = [];
  for (const n of sizes) {
    try {
      await crowd.growTo(n);
      await everyoneReceiving(crowd);
    } catch (err) {
      console.log(
        `\nN=${n}: the crowd did not fill (${err.message.split('\n')[0]}); stopping here.`,
      );
      break;
    }
    await sleep(warmup * 1000);
    const media = await phase(crowd, pids, database, teacher);
    await crowd.all({ type: 'board', liveClassId: c.id, on: true });
    await sleep(3000);
    const board = await phase(crowd, pids, database, teacher);
    await crowd.all({ type: 'board', liveClassId: c.id, on: false });
    printStep(media, board);
    steps.push({ media, board });
  }
  if (steps.length) ok = printTable(steps);
  printWarnings(teacher);
  await endClass(teacher).catch((err) => console.log(`Ending the class: ${err.message}`));
} catch (err) {
  console.error(err);
} finally {
  await cleanUp();
}
process.exit(ok ? 0 : 1);
