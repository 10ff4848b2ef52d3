import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loggedApp } from '../../../test/logged-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let app: FastifyInstance;
let lines: Record<string, unknown>[];
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, lines, close } = await loggedApp((app) => {
    app.get('/api/test/fails', async (request) => {
      request.log.info('about to fail');
      throw new Error('broken on purpose');
    });
  }));
});
afterAll(() => close());

const linesOf = (id: string) => lines.filter((l) => l.reqId === id);

describe('request ids', () => {
  it('gives every request a new UUID, sent back in X-Request-Id and in each of its log lines', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/test/fails' });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    expect(res.json()).toMatchObject({ status: 0, requestId: id });
    // Its own line, the failure, and the one line per request: all carry the id.
    const messages = linesOf(id).map((l) => l.msg);
    expect(messages).toEqual(
      expect.arrayContaining(['about to fail', 'request failed', expect.stringMatching(/ 500 /)]),
    );
    expect(lines.filter((l) => l.msg === 'about to fail' && l.reqId !== id)).toEqual([]);
  });

  it("keeps a caller's well-formed id (a proxy's or another service's) and echoes it", async () => {
    const given = 'edge-7f3a.42_b';
    const res = await app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'x-request-id': given },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe(given);
    expect(res.json()).toMatchObject({ status: 0, requestId: given });
    const ok = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': given },
    });
    expect(ok.headers['x-request-id']).toBe(given);
    expect(ok.json()).not.toHaveProperty('requestId');
  });

  it('refuses a malformed id and uses a new UUID instead', async () => {
    for (const bad of ['a b', 'x'.repeat(129), '<script>', 'id\u00e9', '']) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/no-such-thing',
        headers: { 'x-request-id': bad },
      });
      expect(res.headers['x-request-id']).toMatch(UUID);
      expect(JSON.stringify(lines)).not.toContain('<script>');
    }
  });

  it('puts the id on answers the router makes before any hook (a malformed URL)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('does not log health probes at info', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/readyz' });
    expect(lines.filter((l) => /^GET \/(healthz|readyz)/.test(String(l.msg)))).toEqual([]);
  });
});
