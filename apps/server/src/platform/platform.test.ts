import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { LIVE_ROOM_PATH } from './permissions-policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('sends security headers and never a stack trace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/basic/classTypes' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('denies camera and microphone everywhere but the live room, and keeps the CSP strict', async () => {
    for (const url of ['/api/basic/classTypes', '/newplatform/dashboard', '/studios']) {
      const res = await t.app.inject({ method: 'GET', url });
      const policy = String(res.headers['permissions-policy']);
      expect(policy, url).toContain('camera=()');
      expect(policy, url).toContain('microphone=()');
      expect(policy, url).toContain('geolocation=()');
    }
    const room = await t.app.inject({ method: 'GET', url: `${LIVE_ROOM_PATH}42` });
    expect(String(room.headers['permissions-policy'])).toContain('camera=(self)');
    expect(String(room.headers['permissions-policy'])).toContain('microphone=(self)');
    const csp = String(room.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.body.status).toBe(0);
  });

  it('POST /api/logger takes a client error report and refuses a malformed one', async () => {
    const okRes = await t.call({
      method: 'POST',
      url: '/api/logger',
      payload: { msg: 'boom', level: 'error', stacktrace: 'at x' },
    });
    expect(okRes.body).toEqual({ status: 1, content: 'logged' });
    const bad = await t.call({
      method: 'POST',
      url: '/api/logger',
      payload: { msg: 'x', level: 'shout' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('publishes the API description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toContain('/api/user/register');
  });
});
