/** The live-room benchmarks' browsers: Debian's Chromium headless, each a process tree of its own. */
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * CHROMIUM_PATH when given, else Debian's Chromium headless shell when installed (the old headless
 * mode, as e2e/playwright.config.ts picks it), else Debian's Chromium.
 */
export const headlessShell = () =>
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);

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

/**
 * A headless Chromium of its own, with the pid of its main process (for its CPU): CHROMIUM_PATH,
 * else Debian's Chromium, unless `executablePath` says which. `handleSIGINT: false` leaves Ctrl-C
 * to the benchmark (which closes the browser with everything else it started).
 */
export async function launchBrowser(args = {}) {
  const server = await chromium.launchServer({
    executablePath: args.executablePath ?? process.env.CHROMIUM_PATH ?? CHROMIUM,
    headless: true,
    args: chromiumArgs,
    // A benchmark that cleans up after Ctrl-C itself says so; Playwright's own handler exits.
    handleSIGINT: args.handleSIGINT ?? true,
  });
  const browser = await chromium.connect(server.wsEndpoint());
  // The last words of a browser that dies mid-run, to say why in the report.
  const stderr = [];
  server.process().stderr?.on('data', (d) => stderr.push(...String(d).split('\n').slice(-5)));
  const name = args.name ?? 'a browser';
  let closing = false;
  browser.on('disconnected', () => {
    if (!closing)
      console.log(`${name} went away; its last words:\n  ${stderr.slice(-8).join('\n  ')}`);
  });
  const close = () => {
    closing = true;
    return server.close();
  };
  return { browser, pid: server.process().pid, close };
}

/** A context signed in with `token` the way the web app keeps its session. */
export async function signedInContext(browser, origin, token) {
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
