import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loadConfig } from './config/config.ts';
import { registerAnswerHeaders } from './http/answer-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A Content-Security-Policy header as its directives, each with its list of sources. */
function directivesOf(header: unknown): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name] = sources;
  }
  return directives;
}

/** The whole policy, exactly: a source added to any directive (`'unsafe-inline'`) fails. */
function strictPolicy(stripe: string[]): Record<string, string[]> {
  const withStripe = stripe.length > 0;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...stripe],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(withStripe ? ['https://api.stripe.com'] : [])],
    'frame-src': ["'self'", ...stripe, ...(withStripe ? ['https://hooks.stripe.com'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

describe('platform', () => {
  it('sends security headers and never a stack trace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/basic/classTypes' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('denies camera and microphone on every page but the live room, and keeps the CSP strict', async () => {
    for (const url of ['/newplatform/dashboard', '/studios', '/newplatform/live/upcoming']) {
      const res = await t.app.inject({ method: 'GET', url });
      const policy = String(res.headers['permissions-policy']);
      expect(policy, url).toContain('camera=()');
      expect(policy, url).toContain('microphone=()');
      expect(policy, url).toContain('geolocation=()');
      // A strap pairs on the product's own pages (the default allowlist): never denied, never named.
      expect(policy, url).not.toContain('bluetooth');
    }
    for (const url of ['/newplatform/live/upcoming/42', '/broadcast/42']) {
      const room = await t.app.inject({ method: 'GET', url });
      expect(String(room.headers['permissions-policy']), url).toContain('camera=(self)');
      expect(String(room.headers['permissions-policy']), url).toContain('microphone=(self)');
      expect(directivesOf(room.headers['content-security-policy'])).toEqual(strictPolicy([]));
    }
  });

  it('sends exactly the strict CSP on pages, each directive with its own sources and nothing more', async () => {
    for (const url of ['/newplatform/dashboard', '/', '/api/docs']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(directivesOf(res.headers['content-security-policy']), url).toEqual(strictPolicy([]));
    }
  });

  it('gives an API answer a policy that allows nothing, and none of the page-only headers', async () => {
    // A kept public read, a refusal, a one-line page from a mail's link, and an unknown path.
    const urls = [
      '/api/studio/listWhitelabels',
      '/api/user/friends',
      '/api/marketing/newsletter/confirm?token=not-a-token',
      '/api/nothing/here',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(directivesOf(res.headers['content-security-policy']), url).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['x-request-id'], url).toBeTruthy();
      for (const pageOnly of [
        'permissions-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-xss-protection',
      ])
        expect(res.headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
    }
  });

  it("adds only Stripe's own script, API and frames with PAYMENTS=stripe", async () => {
    const app = Fastify();
    const config = loadConfig({
      NODE_ENV: 'test',
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    });
    registerAnswerHeaders(app, config);
    app.get('/', async () => 'ok');
    const res = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(directivesOf(res.headers['content-security-policy'])).toEqual(
      strictPolicy(['https://js.stripe.com']),
    );
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
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toContain('/api/user/register');
  });
});
