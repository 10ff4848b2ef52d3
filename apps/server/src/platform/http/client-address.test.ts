import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/** A different made-up address for every request, as an attacker would send. */
let n = 0;
const spoofed = () => `10.9.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('by default ignores X-Forwarded-For from a client that reaches the server directly', async () => {
    const t = await createTestApp({ env: { API_LIMIT_PER_MINUTE: '5' } });
    apps.push(t);
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/basic/classTypes',
        remoteAddress: '203.0.113.10', // a public address: not a proxy of ours
        headers: { 'x-forwarded-for': spoofed() },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 4).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('by default counts failed logins with spoofed addresses against the real one', async () => {
    const logins = await createTestApp({
      env: { LOGIN_LIMIT_PER_ADDRESS: '3', LOGIN_DELAY_MS: '0' },
    });
    apps.push(logins);
    const u = await logins.newUser();
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const res = await logins.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '203.0.113.11',
        headers: { 'x-forwarded-for': spoofed() },
        payload: { email: u.email, password: 'not-the-password' },
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 429, 429]);
  });

  it('by default believes a proxy on a private network, taking the address it saw', async () => {
    const t = await createTestApp({ env: { API_LIMIT_PER_MINUTE: '3' } });
    apps.push(t);
    // Five people through the balancer are five addresses...
    expect(await throughProxy(t, '10.0.0.2', (i) => `198.51.100.${i + 1}`)).toEqual([
      200, 200, 200, 200, 200,
    ]);
    // ...and one person's made-up prefixes do not make them five: the balancer appends the
    // address it saw, and that is the first one from the right not on a private network.
    expect(await throughProxy(t, '192.168.1.9', () => `${spoofed()}, 198.51.100.77`)).toEqual([
      200, 200, 200, 429, 429,
    ]);
  });

  it('with TRUST_PROXY=none believes no X-Forwarded-For, not even from this machine', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: 'none', API_LIMIT_PER_MINUTE: '3' } });
    apps.push(t);
    expect(await throughProxy(t, '127.0.0.1', (i) => `198.51.100.${i + 1}`)).toEqual([
      200, 200, 200, 429, 429,
    ]);
  });

  /** Five requests through `proxy`, each forwarded for `client(i)`: the statuses answered. */
  async function throughProxy(t: TestApp, proxy: string, forwarded: (i: number) => string) {
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/basic/classTypes',
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': forwarded(i) },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  it('with a list of proxies, believes X-Forwarded-For only from a proxy on the list', async () => {
    const listed = await createTestApp({
      env: { TRUST_PROXY: '10.0.0.2, 192.0.2.0/24', API_LIMIT_PER_MINUTE: '3' },
    });
    apps.push(listed);
    // Through the listed proxy each person is counted as the address the proxy saw: five people
    // are five addresses, and one person's spoofed prefixes do not make them five.
    expect(await throughProxy(listed, '10.0.0.2', (i) => `198.51.100.${i + 1}`)).toEqual([
      200, 200, 200, 200, 200,
    ]);
    expect(await throughProxy(listed, '192.0.2.7', () => `${spoofed()}, 198.51.100.77`)).toEqual([
      200, 200, 200, 429, 429,
    ]);
    // A proxy not on the list is the client itself, whatever it forwards.
    expect(await throughProxy(listed, '10.0.0.3', (i) => `198.51.100.${i + 10}`)).toEqual([
      200, 200, 200, 429, 429,
    ]);
  });
});
