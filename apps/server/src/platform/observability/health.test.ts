import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTexts, readinessAnswerSchema, readinessTexts } from '@jetsweat/contract';
import { answerOf, expectOk } from '../../../test/answer.ts';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { startTestQueue } from '../../../test/job-queue-kit.ts';
import { loadConfig } from '../config/config.ts';
import { repoRoot } from '../config/server-root.ts';
import { migrationFiles } from '../db/migrate.ts';
import { openPostgres } from '../db/open.ts';

/** What GET /readyz answers a ready instance, read with its contract schema. */
async function readiness(t: TestApp) {
  const res = await t.call({ method: 'GET', url: '/readyz' }, readinessAnswerSchema);
  expectOk(res);
  return res.body.content;
}

describe('health routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers /healthz while the process runs', async () => {
    const res = await t.call({ method: 'GET', url: '/healthz' });
    expect(res).toEqual({ statusCode: 200, body: { status: 1, content: { alive: true } } });
  });

  it('answers /readyz with what it checked', async () => {
    const res = await t.call({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    // The test app starts no background work, as with BILLING_JOB_SECONDS=0.
    expect(res.body).toEqual({
      status: 1,
      content: {
        database: 'up',
        migrations: migrationFiles().length,
        jobs: 'off',
        release: {
          version: JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version,
          commit: expect.stringMatching(/^[0-9a-f]{12}$/),
        },
      },
    });
  });

  it('is not ready while a migration is unapplied, and ready again once it is', async () => {
    const last = migrationFiles().at(-1)!;
    await t.db.query('DELETE FROM schema_migrations WHERE name = $1', [last]);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(answerOf(res).body).toEqual({ status: 0, content: readinessTexts.migrationsPending });
    } finally {
      await t.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last]);
    }
    expect((await t.call({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready once the background work has been stopped for shutdown', async () => {
    let finished = false;
    t.deps.background.started('slow job', async () => {
      await new Promise((r) => setTimeout(r, 50));
      finished = true;
    });
    expect(await readiness(t)).toMatchObject({ jobs: 'running' });
    await t.deps.background.stop();
    expect(finished).toBe(true);
    const res = await t.call({ method: 'GET', url: '/readyz' });
    expect(res).toEqual({
      statusCode: 503,
      body: { status: 0, content: readinessTexts.jobsStopped },
    });
  });

  it('describes both routes, with their answers, in the OpenAPI document', () => {
    const doc = t.app.swagger() as {
      paths: Record<string, { get: { summary?: string; responses: Record<string, unknown> } }>;
    };
    expect(doc.paths['/healthz']!.get.summary).toBeTruthy();
    expect(Object.keys(doc.paths['/healthz']!.get.responses).sort()).toEqual(['200', '4XX']);
    expect(doc.paths['/readyz']!.get.summary).toBeTruthy();
    expect(Object.keys(doc.paths['/readyz']!.get.responses).sort()).toEqual(['200', '4XX', '503']);
  });
});

describe('readiness asks the job queue', () => {
  it('is ready while pg-boss runs, and not once it has stopped by itself', async () => {
    const t = await createTestApp({ seed: false });
    const { queue, background } = await startTestQueue(t, t.deps.background);
    try {
      expect(await readiness(t)).toMatchObject({ jobs: 'running' });
      // Stopped behind the instance's back (not by shutdown): pg-boss no longer runs any job.
      await queue.stop({ graceful: false });
      expect(await t.call({ method: 'GET', url: '/readyz' })).toEqual({
        statusCode: 503,
        body: { status: 0, content: readinessTexts.jobsStopped },
      });
    } finally {
      await background.stop();
      await t.close();
    }
  });
});

describe('a database that does not answer', () => {
  it('fails requests fast with 503 while /healthz still answers and /readyz says why', async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const db = openPostgres('postgres://nobody@127.0.0.1:1/none');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
    const { app } = await buildApp({ config, db, logger: false });
    try {
      // The first call also pays for what the app prepares on first use; time the second. The
      // refusal itself is immediate: what must not happen is a wait on retries or a connection
      // timeout (seconds each), so the bound leaves room for a busy machine and no more.
      await app.inject({ method: 'GET', url: '/api/basic/studios' });
      const started = Date.now();
      const api = await app.inject({ method: 'GET', url: '/api/basic/studios' });
      expect(Date.now() - started).toBeLessThan(2500);
      expect(api.statusCode).toBe(503);
      expect(api.headers['retry-after']).toBe('5');
      expect(answerOf(api).body).toEqual({ status: 0, content: apiTexts.unavailable });

      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(answerOf(ready).body).toEqual({ status: 0, content: readinessTexts.databaseDown });
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
