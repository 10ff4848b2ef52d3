/**
 * What the live-room benchmarks (live-latency.mjs, live-join.mjs) share: our server on a fresh
 * embedded database with the demo data, the demo instructor and member, today's Open Studio class
 * under way (the demo member is booked into it), and the instructor's real /broadcast/{id} page
 * going live and ending the class.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProcess } from './processes.mjs';

export const PASSWORD = 'letsworkout';
/** Open Studio is a bkpilates class (demo data); its instructor account teaches it. */
export const INSTRUCTOR = 'instructor.bkpilates@jetsweat.example';
export const MEMBER = 'member@jetsweat.example';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the web app (unless `build` is false: the server runs from its sources, the pages from
 * apps/web/dist), then starts the server on `port` with a fresh embedded database, which it fills
 * with the demo data. `janusUrl` sets JANUS_URL (the Janus mode; JANUS_API_SECRET is the
 * environment's unless `janusApiSecret` is given); without it the media goes peer to peer.
 */
export function startLiveServer({ port, build = true, janusUrl, janusApiSecret }) {
  if (build) {
    const built = spawnSync('npm', ['run', 'build', '--silent', '--workspace', 'apps/web'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jetsweat-live-bench-'));
  const server = startProcess(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Production proper needs PostgreSQL, SMTP and Stripe; 'test' serves the same built pages.
      NODE_ENV: 'test',
      MEDIA_SIGNING_SECRET: crypto.randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      API_LIMIT_PER_MINUTE: '100000',
      // The simulated members are all the one demo member, each with a connection of its own.
      LIVE_SOCKETS_PER_PERSON: '1000',
      // This measures media, not the server shedding page loads on a machine loaded on purpose.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // The media mode: Janus when set (the flag, or JANUS_URL inherited), peer to peer otherwise.
      ...(janusUrl ? { JANUS_URL: janusUrl } : {}),
      ...(janusApiSecret ? { JANUS_API_SECRET: janusApiSecret } : {}),
    },
  });
  return {
    pid: server.child.pid,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The media mode as far as a benchmark knows it: the server it started is given JANUS_URL or not. */
export function mediaMode({ url, janusUrl }) {
  if (url) return 'as that server is configured';
  const janus = janusUrl ?? process.env.JANUS_URL;
  return janus ? `Janus (JANUS_URL=${janus})` : 'peer to peer (no JANUS_URL)';
}

/** The session token of a demo account. */
export async function login(origin, email) {
  const res = await fetch(`${origin}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).content.authToken;
}

/** Today's Open Studio under way with at least `minutesLeft` to run (the demo has one at all hours). */
export async function openStudioNow(origin, minutesLeft = 10) {
  const res = await fetch(`${origin}/api/liveclass/upcoming/public/all`);
  const now = Date.now();
  const c = (await res.json()).content.find(
    (x) =>
      x.title === 'Open Studio' &&
      Date.parse(x.scheduledDatetime) <= now &&
      now < Date.parse(x.scheduledDatetime) + (x.minutesDuration - minutesLeft) * 60_000,
  );
  if (!c) throw new Error('the demo schedule has no Open Studio class under way');
  return c;
}

/**
 * The instructor's /broadcast/{id} in `context`, on air. `initScripts` run in the page before the
 * app (a camera of the benchmark's own); without them the camera is Chromium's fake one. The page
 * counts its own warnings (a signal refused, a WebRTC step failed) in `page.warnings`.
 */
export async function goLive(context, origin, liveClassId, initScripts = []) {
  for (const [script, arg] of initScripts) await context.addInitScript(script, arg);
  const page = await context.newPage();
  page.warnings = new Map();
  page.on('console', (m) => {
    if (m.type() !== 'warning' || !m.text().startsWith('live room:')) return;
    const key = m.text().split(' Error')[0];
    page.warnings.set(key, (page.warnings.get(key) ?? 0) + 1);
  });
  await page.goto(`${origin}/broadcast/${liveClassId}`);
  // Go live is pressable once the device check has found a camera.
  await page.getByRole('button', { name: 'Go live' }).click({ timeout: 30_000 });
  await page.getByText('You are live.').waitFor({ timeout: 30_000 });
  return page;
}

/** What the instructor's page warned of (goLive counts it), for the report. */
export function printWarnings(page) {
  for (const [text, n] of page.warnings)
    console.log(`The instructor's page warned ${n} time(s): ${text}`);
}

/** Ends the class from the instructor's page, confirming as End class asks (issue 51, item 3). */
export async function endClass(page) {
  await page.getByRole('button', { name: 'End class' }).click({ timeout: 15_000 });
  // The contract's liveEndingTexts.endForEveryone and .instructorEnded.
  await page.getByRole('button', { name: 'End class for everyone' }).click({ timeout: 15_000 });
  await page.getByText('The class has ended.').waitFor({ timeout: 15_000 });
}
