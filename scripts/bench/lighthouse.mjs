#!/usr/bin/env node
/**
 * Lighthouse (desktop preset) on the public pages: starts our own server on a fresh embedded
 * database with the demo catalogue, drives Debian's Chromium headless, runs each page a few
 * times and reports the median performance score with LCP, CLS and TBT. Exits 1 when a page
 * scores under the target.
 *
 *   node scripts/bench/lighthouse.mjs                    # build, then 3 runs per page on port 4299
 *   node scripts/bench/lighthouse.mjs --no-build --runs 1 --port 4300
 *
 * CHROMIUM_PATH overrides /usr/bin/chromium. Not part of `npm test`: scores depend on the machine.
 * Lighthouse is not a dependency of the project (it and its Chrome driver and Sentry weigh about
 * 90 MB, for this script alone): npx fetches the pinned version on first use and keeps it in
 * npm's cache (docs/decisions/0116-lighter-install.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './statistics.mjs';

const TARGET = 95;
/** Lighthouse 12 (13 wants a newer Node.js than the oldest package.json promises). */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4299' },
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const runs = Math.max(1, Number(values.runs));
const pages = ['/', '/studios', '/studios/baristudio', '/whoweserve/employers'];

if (!values['no-build']) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jetsweat-lighthouse-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const origin = `http://localhost:${port}`;

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/api/studio/listWhitelabels`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** One Lighthouse run of a page in a Chromium of its own: its report (lhr), or why there is none. */
function lighthouse(url) {
  const run = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--preset=desktop',
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${chromeFlags.join(' ')}`,
    ],
    {
      cwd: root,
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  try {
    return JSON.parse(run.stdout);
  } catch {
    const message = (run.stderr || run.error?.message || '').trim().split('\n').slice(-3).join(' ');
    return {
      runtimeError: { code: 'NO_REPORT', message },
      categories: { performance: { score: null } },
    };
  }
}

let lighthouseVersion = LIGHTHOUSE;
try {
  await waitForServer();
  const results = [];
  const failures = [];
  for (const page of pages) {
    const scores = [];
    for (let i = 0; i < runs; i++) {
      const lhr = lighthouse(`${origin}${page}`);
      if (lhr.lighthouseVersion) lighthouseVersion = `Lighthouse ${lhr.lighthouseVersion}`;
      const a = lhr.audits;
      if (lhr.runtimeError || lhr.categories.performance.score === null) {
        // A failed run (no LCP seen, a protocol timeout) says nothing about the page: report it and run again.
        console.warn(
          `${page}: Lighthouse run failed (${lhr.runtimeError?.code ?? 'no score'}: ${lhr.runtimeError?.message ?? ''}); running again`,
        );
        failures.push(`${page}: ${lhr.runtimeError?.code ?? 'no score'}`);
        if (failures.length > 5)
          throw new Error(`Too many failed Lighthouse runs: ${failures.join('; ')}`);
        i--;
        continue;
      }
      scores.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: a['largest-contentful-paint'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        fcp: a['first-contentful-paint'].numericValue,
      });
    }
    const pick = (k) => median(scores.map((s) => s[k]));
    results.push({
      page,
      score: pick('score'),
      lcp: pick('lcp'),
      cls: pick('cls'),
      tbt: pick('tbt'),
      fcp: pick('fcp'),
      all: scores.map((s) => s.score),
    });
  }
  console.log(
    `\n${lighthouseVersion} desktop preset, median of ${runs} run(s) per page (target: ${TARGET})\n`,
  );
  console.log(
    'page'.padEnd(24),
    'score'.padStart(6),
    'LCP ms'.padStart(8),
    'CLS'.padStart(7),
    'TBT ms'.padStart(8),
    'FCP ms'.padStart(8),
    '  runs',
  );
  for (const r of results) {
    console.log(
      r.page.padEnd(24),
      String(r.score).padStart(6),
      r.lcp.toFixed(0).padStart(8),
      r.cls.toFixed(3).padStart(7),
      r.tbt.toFixed(0).padStart(8),
      r.fcp.toFixed(0).padStart(8),
      `  ${r.all.join(', ')}${r.score < TARGET ? '  UNDER TARGET' : ''}`,
    );
  }
  if (failures.length) console.log(`\nFailed runs, repeated: ${failures.join('; ')}`);
  process.exitCode = results.some((r) => r.score < TARGET) ? 1 : 0;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
