// The default HOST is `localhost`: the server listens on every loopback address the name has
// here (127.0.0.1, and ::1 where the system's hosts file gives it), and on nothing else.
import { lookup } from 'node:dns/promises';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.app.close();
});

it('listens on each address localhost has, each one answering, and on no other', async () => {
  expect(t.config.host).toBe('localhost');
  await t.app.listen({ port: 0, host: t.config.host });
  const expected = (await lookup('localhost', { all: true })).map((a) => a.address);
  const addresses = t.app.addresses() as AddressInfo[];
  const bound = addresses.map((a) => a.address);
  expect(bound.sort()).toEqual(expected.sort());
  expect(bound.every((a) => a === '::1' || a.startsWith('127.'))).toBe(true);
  const { port } = addresses[0]!;
  for (const address of bound) {
    const host = address.includes(':') ? `[${address}]` : address;
    const res = await fetch(`http://${host}:${port}/healthz`);
    expect(res.status).toBe(200);
  }
});
