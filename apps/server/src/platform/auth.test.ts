import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerAuth, tokenFromHeader, type ResolveSession } from './auth.ts';

const token = 'a'.repeat(43);

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A bare server with the auth hook and one route that answers who called. */
async function serverWith(resolve: ResolveSession) {
  app = Fastify();
  registerAuth(app, resolve);
  app.get('/who', async (req) => ({ userId: req.auth?.userId ?? null }));
  await app.ready();
  return async (authorization?: string) =>
    (await app!.inject({ url: '/who', headers: authorization ? { authorization } : {} })).json()
      .userId as number | null;
}

const member = {
  sessionId: 7,
  userId: 42,
  internal: false,
  purchases: { subscription: undefined, passes: [] },
};

describe('the session behind a token', () => {
  it('is looked up on every request, so an ended session is never answered from memory', async () => {
    const resolve = vi.fn<ResolveSession>(async () => member);
    const who = await serverWith(resolve);
    expect(await who(`Bearer ${token}`)).toBe(42);
    expect(await who(token)).toBe(42);
    expect(resolve).toHaveBeenCalledTimes(2);
    // Logged out (or a new password) between two requests: the next one is nobody's.
    resolve.mockResolvedValueOnce(null);
    expect(await who(`Bearer ${token}`)).toBeNull();
  });

  it('is not looked up without a token, or for one too short or too long to be ours', async () => {
    const resolve = vi.fn<ResolveSession>(async () => member);
    const who = await serverWith(resolve);
    expect(await who()).toBeNull();
    expect(await who('Bearer short')).toBeNull();
    expect(await who(`Bearer ${'x'.repeat(201)}`)).toBeNull();
    expect(resolve).not.toHaveBeenCalled();
  });

  it('accepts the bare token and Bearer alike', () => {
    expect(tokenFromHeader(token)).toBe(token);
    expect(tokenFromHeader(`bearer  ${token}`)).toBe(token);
    expect(tokenFromHeader(undefined)).toBeNull();
  });
});
