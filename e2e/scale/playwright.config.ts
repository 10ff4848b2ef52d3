import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * The scale smoke suite (scripts/scale/run-smoke.mjs starts the instances and the balancer and
 * runs this): HTTP tests through the load balancer at SCALE_URL. Its files end in .scale.ts, so
 * the normal end-to-end run (e2e/playwright.config.ts, *.spec.ts) leaves them out. One worker,
 * in order: the tests count on round robin sending consecutive requests to alternate instances.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.scale.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: path.resolve(import.meta.dirname, '../test-results/scale'),
  use: { baseURL: process.env.SCALE_URL ?? 'http://127.0.0.1:4380' },
});
