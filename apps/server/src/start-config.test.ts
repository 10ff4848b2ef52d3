// A wrong setting stops the start at once (issue 55, item 6): before the app's modules load,
// which takes seconds of CPU, the configuration is checked and its message written. The child
// reports the framework's and the database driver's loading (test/fixtures/report-package-loads.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const main = path.join(import.meta.dirname, 'main.ts');
const reporter = path.join(import.meta.dirname, '../test/fixtures/report-package-loads.mjs');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jetsweat-start-config-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string> = {}) {
  const child = spawnSync(process.execPath, ['--import', reporter, '--import', 'tsx', ...args], {
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: child.status, output: `${child.stdout}${child.stderr}` };
}

it('reports the packages it watches as they load', () => {
  const { status, output } = run(['-e', "await import('fastify')"]);
  expect(status).toBe(0);
  expect(output).toContain('package loaded: fastify');
});

it('stops on a bad setting before the framework or the database driver loads', () => {
  const { status, output } = run([main], { PORT: 'eighty', DATABASE_URL: 'mysql://db/app' });
  expect(status).toBe(1);
  expect(output).toMatch(/PORT/);
  expect(output).toMatch(/DATABASE_URL.*give a PostgreSQL address/);
  expect(output).not.toContain('package loaded');
}, 90_000);
