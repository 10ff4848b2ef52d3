import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerAuth, sessionResolver, type FindSession } from './auth.ts';
import { fixedClock } from './clock.ts';
import { ReadCache } from './public-reads/read-cache.ts';

const HOUR_MS = 60 * 60 * 1000;
const token = 'a'.repeat(43);

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A bare server with the auth hook and one route that answers who called. */
async function serverWith(findSession: FindSession, hearing = true) {
  const clock = fixedClock(new Date('2026-11-23T12:00:00Z'));
  const reads = new ReadCache(clock);
  reads.setHearing(hearing);
  const catchUp = vi.fn(async () => {});
  reads.setCatchUp(catchUp);
  app = Fastify();
  registerAuth(app, sessionResolver({ clock, reads, findSession }));
  app.get('/who', async (req) => ({ userId: req.auth?.userId ?? null }));
  await app.ready();
  const who = async (bearer = token) =>
    (await app!.inject({ url: '/who', headers: { authorization: `Bearer ${bearer}` } })).json()
      .userId as number | null;
  return { clock, reads, catchUp, who };
}

const liveSession = (expiresAt: Date) =>
  vi.fn<FindSession>(async () => ({ id: 7, user_id: 42, internal: false, expires_at: expiresAt }));

describe('sessions kept with the reads', () => {
  it('looks a session up once, after catching up on the change feed each call', async () => {
    const find = liveSession(new Date('2026-12-23T12:00:00Z'));
    const { who, catchUp } = await serverWith(find);
    expect(await who()).toBe(42);
    expect(await who()).toBe(42);
    expect(find).toHaveBeenCalledTimes(1);
    expect(catchUp).toHaveBeenCalledTimes(2);
  });

  it('looks it up again once a session change is heard', async () => {
    const find = liveSession(new Date('2026-12-23T12:00:00Z'));
    const { who, reads } = await serverWith(find);
    await who();
    reads.changed('sessions');
    find.mockResolvedValueOnce(undefined);
    expect(await who()).toBeNull();
  });

  it('keeps nothing of an unknown token, so made-up tokens cannot fill the cache', async () => {
    const find = vi.fn<FindSession>(async () => undefined);
    const { who } = await serverWith(find);
    expect(await who()).toBeNull();
    expect(await who()).toBeNull();
    expect(find).toHaveBeenCalledTimes(2);
  });

  it('stops answering a kept session the moment it expires', async () => {
    const { who, clock } = await serverWith(liveSession(new Date('2026-11-23T13:00:00Z')));
    expect(await who()).toBe(42);
    clock.advance(HOUR_MS);
    expect(await who()).toBeNull();
  });

  it('keeps nothing while changes cannot be heard', async () => {
    const find = liveSession(new Date('2026-12-23T12:00:00Z'));
    const { who } = await serverWith(find, false);
    await who();
    await who();
    expect(find).toHaveBeenCalledTimes(2);
  });
});
