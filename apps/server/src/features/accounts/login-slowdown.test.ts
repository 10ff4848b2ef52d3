import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

const DELAY_MS = 400;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOGIN_LIMIT_PER_ACCOUNT: '3', LOGIN_DELAY_MS: String(DELAY_MS) },
  });
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.call({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress });

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('an account under attack from many addresses', () => {
  it('is answered more slowly, never locked: the right password still gets in', async () => {
    const u = await t.newUser();
    // Wrong passwords from many addresses, each under its own per-address limits.
    for (let i = 0; i < 6; i++) {
      expect((await login(u.email, 'guess-guess', `203.0.113.${i + 1}`)).statusCode).toBe(401);
    }
    const owner = await timed(() => login(u.email, u.password, '198.51.100.9'));
    expect(owner.result.statusCode).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(DELAY_MS);
    // The attacker is slowed the same way, and more the longer it goes on.
    const attacker = await timed(() => login(u.email, 'guess-again', '203.0.113.99'));
    expect(attacker.result.statusCode).toBe(401);
    expect(attacker.ms).toBeGreaterThanOrEqual(DELAY_MS * 4);
  });

  it('does not slow an account nobody is attacking', async () => {
    const u = await t.newUser();
    const owner = await timed(() => login(u.email, u.password, '198.51.100.10'));
    expect(owner.result.statusCode).toBe(200);
    expect(owner.ms).toBeLessThan(DELAY_MS * 4);
  });
});
