// INSTANCE_ID names the instance that answered, for a load-balanced test; without it, nothing.
import { expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.ts';
import { loadConfig } from '../config/config.ts';

it('names the instance on every answer only when INSTANCE_ID is set', async () => {
  const named = await createTestApp({ seed: false, env: { INSTANCE_ID: 'app-2' } });
  const plain = await createTestApp({ seed: false });
  try {
    for (const url of ['/healthz', '/api/user/me', '/api/no-such-route']) {
      const res = await named.app.inject({ url });
      expect(res.headers['x-instance'], url).toBe('app-2');
      expect((await plain.app.inject({ url })).headers['x-instance'], url).toBeUndefined();
    }
  } finally {
    await named.close();
    await plain.close();
  }
  expect(() => loadConfig({ INSTANCE_ID: 'a b' })).toThrow(/INSTANCE_ID/);
  // Two servers of their own: on a busy machine their start alone came near the default 30 s.
}, 90_000);
