import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiTexts } from '@jetsweat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { randomText, rawGet, rawRequest } from '../../../test/raw-http.ts';
import { MAX_URL_LENGTH } from './http-limits.ts';
import { answerOf } from '../../../test/answer.ts';

// A built web app in miniature, so that the files' catch-all route is there as in production.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jetsweat-dist-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>JetSweat</title>');
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { WEB_DIST: dist, API_LIMIT_PER_MINUTE: '2' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** Every request here comes from its own made-up address, so the flood limit stays out of it. */
let n = 0;
const from = () => ({ 'X-Forwarded-For': `198.51.100.${(n++ % 250) + 1}` });

describe("requests Node's parser refuses answer in the envelope", () => {
  it('headers over 8 KiB: 431', async () => {
    const res = await rawGet(port, '/healthz', { Host: randomText(15 * 1024) });
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toMatchObject({ status: 0, content: apiTexts.headersTooLarge });
  });

  it.each([
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n'],
    [
      'a bad Content-Length',
      'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Length: ab\r\n\r\n',
    ],
    ['a header without a colon', 'GET /healthz HTTP/1.1\r\nHost x\r\n\r\n'],
  ])('%s: 400', async (_label, request) => {
    const res = await rawRequest(port, request);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ status: 0, content: apiTexts.badRequest });
  });
});

describe('over-long addresses answer 414 in the envelope', () => {
  it(`a URL over ${MAX_URL_LENGTH} characters (a 7 KB query), on any path`, async () => {
    for (const p of ['/healthz', '/api/basic/studios', '/studios']) {
      const res = await rawGet(port, `${p}?q=${randomText(7 * 1024)}`, { Host: 'x', ...from() });
      expect(res.status, p).toBe(414);
      expect(JSON.parse(res.body), p).toMatchObject({ status: 0, content: apiTexts.urlTooLong });
    }
    const atLimit = `/healthz?q=${'a'.repeat(MAX_URL_LENGTH - '/healthz?q='.length)}`;
    expect((await rawGet(port, atLimit, { Host: 'x', ...from() })).status).toBe(200);
  });

  it('a 150-character path parameter, with the web app built (its catch-all route)', async () => {
    for (const [method, url] of [
      ['GET', `/api/studio/logos/${'a'.repeat(150)}`],
      ['GET', `/api/user/receipts/${'1'.repeat(150)}`],
      ['POST', `/api/user/login/${'b'.repeat(150)}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: from() });
      expect(res.statusCode, url).toBe(414);
      expect(answerOf(res).body, url).toEqual({ status: 0, content: apiTexts.urlTooLong });
    }
    // A parameter as long as the router takes is still only not found.
    const fits = await t.app.inject({
      url: `/api/studio/logos/${'a'.repeat(100)}`,
      headers: from(),
    });
    expect(fits.statusCode).toBe(404);
  });
});

describe('the flood limit covers every path', () => {
  it("the web app's files, pages and /healthz share a count five times the API's", async () => {
    const remoteAddress = '203.0.113.50';
    // A file, a page, the health check, and a path no route has (the not-found handler's).
    const requests = [
      ['GET', '/assets/index-AbC123.js'],
      ['GET', '/studios'],
      ['GET', '/healthz'],
      ['POST', '/no-such-form'],
    ] as const;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const [method, url] = requests[i % requests.length]!;
      statuses.push((await t.app.inject({ method, url, remoteAddress })).statusCode);
    }
    // API_LIMIT_PER_MINUTE=2: ten web requests a minute, whatever the path.
    expect(statuses.slice(0, 10)).toEqual([200, 200, 200, 404, 200, 200, 200, 404, 200, 200]);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const refused = await t.app.inject({ url: '/studios', remoteAddress });
    expect(answerOf(refused).body).toEqual({ status: 0, content: apiTexts.tooManyRequests });
    // The API keeps its own count for the same address.
    const api = await t.app.inject({ url: '/api/basic/classTypes', remoteAddress });
    expect(api.statusCode).toBe(200);
  });
});
