// The header-volume sweep (issue 19, item 1): requests without a login whose Host or query is
// kilobytes of random text, sent through a real socket (inject skips Node's HTTP parser and its
// header limit). Before the fix each was logged at full length, twice for the URL, into a log
// writer without a bound, and 128 connections of them ran the process out of memory in minutes.
// Here a short, bounded form: every answer is in the envelope with its honest status, and no
// log line grows with what the request sent. scripts/attacks/header-volume.mjs runs the long form
// against a running instance, and .ci/run a 25-second form of it.
import type { AddressInfo } from 'node:net';
import { apiTexts } from '@jetsweat/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { randomText, rawGet, type RawAnswer } from '../../test/raw-http.ts';
import { SWEEP_ENV } from './route-table.ts';

/** The longest log line a request may cause, whatever it sends: its fields are cut. */
const LONGEST_LINE = 2000;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: SWEEP_ENV });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const kinds = {
  'a 15 KB Host': {
    send: () => rawGet(port, '/healthz', { Host: randomText(15 * 1024) }),
    status: 431,
    content: apiTexts.headersTooLarge,
  },
  // Not /healthz for those that reach the app: the probes' lines are written only when they fail.
  'a 7 KB Host (under the header limit: it reaches the app and its log)': {
    send: () => rawGet(port, '/api/basic/studios', { Host: randomText(7 * 1024) }),
    status: 200,
    content: expect.anything(),
  },
  'a normal Host and a 7 KB query': {
    send: () => rawGet(port, `/api/basic/studios?${randomText(7 * 1024)}`, { Host: 'localhost' }),
    status: 414,
    content: apiTexts.urlTooLong,
  },
  'a 7 KB Host on a page of the web app': {
    send: () => rawGet(port, '/studios', { Host: randomText(7 * 1024) }),
    status: 404, // no web build in the tests: the not-found envelope
    content: apiTexts.notFound,
  },
};

it('answers 400 requests with huge hosts and queries in the envelope, its log lines bounded', async () => {
  const linesBefore = t.logWatch.lines;
  const plan = Object.entries(kinds).flatMap(([label, kind]) =>
    Array.from({ length: 100 }, () => ({ label, kind })),
  );
  const answers: { label: string; res: RawAnswer }[] = [];
  // Sixteen connections at a time, as many clients would.
  for (let i = 0; i < plan.length; i += 16) {
    const batch = plan.slice(i, i + 16);
    answers.push(
      ...(await Promise.all(
        batch.map(async (p) => ({ label: p.label, res: await p.kind.send() })),
      )),
    );
  }
  for (const [label, kind] of Object.entries(kinds)) {
    const mine = answers.filter((a) => a.label === label);
    expect(mine, label).toHaveLength(100);
    for (const { res } of mine) {
      expect(res.status, label).toBe(kind.status);
      const { requestId, ...envelope } = JSON.parse(res.body) as Record<string, unknown>;
      expect(envelope, label).toEqual({
        status: kind.status === 200 ? 1 : 0,
        content: kind.content,
      });
      // A failure names its request, as the answer's header does.
      if (kind.status !== 200) expect(requestId, label).toBe(res.headers['x-request-id']);
    }
  }
  // Every request that reached the app wrote its line (the 431s never reach it), and none of
  // them carries the kilobytes it was sent.
  expect(t.logWatch.lines - linesBefore).toBeGreaterThanOrEqual(300);
  expect(t.logWatch.longestLine).toBeLessThan(LONGEST_LINE);
});
