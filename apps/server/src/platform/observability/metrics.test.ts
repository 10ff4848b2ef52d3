import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../test/fresh-database.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { startTestQueue } from '../../../test/job-queue-kit.ts';
import type { Background } from '../jobs/background.ts';

const TOKEN = 'a'.repeat(40);
let t: TestApp;
let background: Background;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.1.0.0/16' } });
  const started = await startTestQueue(t);
  background = started.background;
  t.metrics.queue = started.queue;
  await started.queue.createQueue('metrics-test');
  await started.queue.send('metrics-test', {});
}, 60_000);
afterAll(async () => {
  await background.stop();
  await t.app.close();
});

const scrape = (remoteAddress: string, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    remoteAddress,
    headers: authorization ? { authorization } : {},
  });

describe('/metrics', () => {
  it('answers the addresses METRICS_ALLOW names, and anyone with the token', async () => {
    expect((await scrape('10.1.2.3')).statusCode).toBe(200);
    expect((await scrape('::ffff:10.1.2.3')).statusCode).toBe(200);
    expect((await scrape('203.0.113.9', `Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('answers anyone else as if it did not exist', async () => {
    for (const refused of [
      await scrape('203.0.113.9'),
      await scrape('203.0.113.9', `Bearer ${'b'.repeat(40)}`),
      await scrape('203.0.113.9', TOKEN),
      // Loopback is the default only: METRICS_ALLOW replaced it here.
      await scrape('127.0.0.1'),
    ]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ status: 0, content: 'Not found.' });
    }
  });

  it('holds request latency by route pattern, errors, the event loop, the jobs and the live room', async () => {
    await t.app.inject({ method: 'GET', url: '/api/basic/studios' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    await t.app.inject({ method: 'HEAD', url: '/api/basic/studios' });
    await t.app.inject({ method: 'GET', url: '/api/studio/logos/no-such-studio' });
    await scrape('10.1.0.1');
    const text = (await scrape('10.1.0.1')).body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    // The route's pattern, not the URL asked for, with the status: errors are the 5xx (and 4xx).
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/basic\/studios"[^}]*status_code="200"\} 1$/m,
    );
    // A route with a parameter is labelled by its pattern, whatever was asked for.
    expect(text).toMatch(/route="\/api\/studio\/logos\/:studioSlug"/);
    expect(text).not.toContain('no-such-studio');
    // Only routes that exist are labelled; the scrape and HEAD requests are not timed.
    expect(text).not.toContain('/api/no-such-thing');
    expect(text).not.toMatch(/route="\/metrics"/);
    expect(text).not.toContain('method="HEAD"');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    // pg-boss's own counts, which its monitor refreshes each minute: the queue is there.
    expect(text).toMatch(/jetsweat_job_queue_jobs\{queue="metrics-test",state="queued"\} \d+/);
    expect(text).toContain('jetsweat_job_queue_jobs{queue="metrics-test",state="failed"}');
    expect(text).toMatch(/jetsweat_live_room\{what="sockets"\} 0/);
    expect(text).toMatch(
      /jetsweat_build_info\{version="\d+\.\d+\.\d+",commit="[0-9a-f]{12}",node="v\d+[.\d]*"\} 1/,
    );
    if (testDbKind === 'postgres')
      expect(text).toMatch(/jetsweat_db_pool_connections\{state="total"\} \d+/);
  });
});
