#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first that fails.
// Type checks, lint and formatting, the generated database row types against the migrations, the
// OpenAPI document against Redocly's recommended rules, unit and server tests on the embedded
// database, the server tests again on PostgreSQL when TEST_DATABASE_URL is set (but for the two
// HTTP-level sweeps, whose findings do not depend on the database), a production
// build, then the end-to-end suite in Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
const counts = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

/** Runs one step; on failure counts what its report says (if it wrote one), then stops. */
function run(title, cmd, args, { env = {}, report } = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  if (report) fs.rmSync(report.file, { force: true });
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (report && fs.existsSync(report.file)) report.count(report.file);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s`);
    finish(1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

function countVitest(file) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  counts.passed += stats.expected + (stats.flaky ?? 0);
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}

function finish(code) {
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\nAll checks took ${minutes} min.`);
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  process.exit(code);
}

const bin = (name) => path.join(root, 'node_modules/.bin', name);
for (const project of ['packages/contract', 'apps/server', 'apps/web', 'e2e']) {
  run(`type check ${project}`, bin('tsc'), ['-p', project]);
}
run('lint (eslint and the dependency rules)', 'npm', ['run', 'lint', '--silent']);
run('formatting (prettier)', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
run('database row types match the migrations', process.execPath, [
  '--import',
  'tsx',
  'apps/server/scripts/generate-db-types.ts',
  '--check',
]);
const openApiJson = path.join(tmp, 'openapi.json');
run('write the OpenAPI document', process.execPath, [
  '--import',
  'tsx',
  'apps/server/scripts/write-openapi.ts',
  openApiJson,
]);
run("OpenAPI document passes Redocly's recommended rules", bin('redocly'), ['lint', openApiJson], {
  env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});

const vitestJson = path.join(tmp, 'vitest-embedded.json');
run(
  'unit and server tests (embedded PostgreSQL)',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  {
    report: { file: vitestJson, count: countVitest },
  },
);

if (process.env.TEST_DATABASE_URL) {
  const pgJson = path.join(tmp, 'vitest-postgres.json');
  run(
    'server tests (PostgreSQL server)',
    bin('vitest'),
    [
      'run',
      '--project',
      'server',
      '--project',
      'server-isolated',
      // The fuzz and object-authorization sweeps try every route's input and owner rules over
      // HTTP: what they find does not depend on the database, and they are the slowest files.
      '--exclude',
      'apps/server/src/sweeps/fuzz.test.ts',
      '--exclude',
      'apps/server/src/sweeps/object-authorization.test.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${pgJson}`,
    ],
    {
      env: { TEST_DB: 'postgres' },
      report: { file: pgJson, count: countVitest },
    },
  );
} else {
  console.log('\n(TEST_DATABASE_URL is not set: server tests ran on the embedded database only.)');
}

run('build the web app', 'npm', ['run', 'build', '--silent']);
run('end-to-end tests (Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
  report: { file: path.join(tmp, 'playwright.json'), count: countPlaywright },
});
finish(counts.failed > 0 ? 1 : 0);
