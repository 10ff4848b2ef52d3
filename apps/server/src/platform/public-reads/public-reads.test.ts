import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe, tokenFor } from '../../../test/billing-kit.ts';
import { answerOf, expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertClass } from '../../../test/schedule-fixtures.ts';
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { z } from 'zod';
import {
  liveClassSchema,
  memberLiveClassSchema,
  studioSchema,
  whitelabelStudioSchema,
} from '@jetsweat/contract';
import type { Deps } from '../deps.ts';
import { PUBLIC_READ_TTL_MS, type ReadTopic } from './read-cache.ts';

const publicReadUrls = [
  '/api/basic/webStudiosInfo',
  '/api/basic/studios',
  '/api/studio/listWhitelabels',
  '/api/liveclass/upcoming/public/all',
] as const;

let t: TestApp;
/** A second instance of the server on the same database, with its own prepared bodies. */
let other: { app: FastifyInstance; deps: Deps };

beforeAll(async () => {
  t = await createTestApp();
  other = await t.secondInstance();
});
afterAll(() => t?.close());

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
/** What a public read answers, by its path, as the contract describes it. */
const publicAnswers = {
  '/api/basic/webStudiosInfo': z.array(studioSchema),
  '/api/basic/studios': z.array(studioSchema),
  '/api/studio/listWhitelabels': z.array(whitelabelStudioSchema),
  '/api/liveclass/upcoming/public/all': z.array(liveClassSchema),
} as const;
type PublicRead = (typeof publicReadUrls)[number];

const contentOf = async <U extends PublicRead>(app: FastifyInstance, url: U) => {
  const res = answerOf(await get(app, url), publicAnswers[url]);
  expectOk(res);
  return res.body.content as z.output<(typeof publicAnswers)[U]>;
};

/**
 * A write made on the server's own pool, as psql would: unlike the harness's `t.db`, it drops
 * nothing itself, so only the change notification (or the TTL) can bring it to a kept read.
 */
const unannounced = (statement: RawBuilder<unknown>) => statement.execute(t.deps.db);

/**
 * A write that no notification announces: the triggers are off for its transaction, as if the
 * listener had missed it. Only the TTL brings it to a kept read.
 */
const unheard = (statement: RawBuilder<unknown>) =>
  t.deps.db.transaction().execute(async (tx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(tx);
    await statement.execute(tx);
  });

/** Resolves once `deps`' instance has heard a change to `topic` (at once on the embedded db). */
const heard = (deps: Deps, topic: ReadTopic) =>
  new Promise<void>((resolve) => {
    const stop = deps.reads.onChange((changed) => {
      if (changed !== topic) return;
      stop();
      resolve();
    });
  });

/** A subscriber of the main site, who books classes without paying. */
async function newSubscriber() {
  const person = await t.newUser();
  const res = await subscribe(t, person.token, {
    packageId: 'jetsweat_monthly',
    token: await tokenFor(t),
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return person;
}

describe('public reads over HTTP', () => {
  it.each(publicReadUrls)(
    '%s: cacheable by anyone for seconds, with an ETag that 304s',
    async (url) => {
      const first = await get(t.app, url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=5, s-maxage=10');
      expect(first.headers['vary']).toBe('Accept-Encoding');
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      const etag = first.headers['etag'] as string;
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.json().status).toBe(1);

      const again = await get(t.app, url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['etag']).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=5, s-maxage=10');

      const stale = await get(t.app, url, { 'if-none-match': 'W/"something-else"' });
      expect(stale.statusCode).toBe(200);
    },
  );

  it('sends br or gzip, whichever the client prefers, holding the same JSON', async () => {
    const url = '/api/basic/studios';
    const plain = await get(t.app, url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(t.app, url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get(t.app, url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers['etag']).toBe(plain.headers['etag']);
  });

  it('answers a member the same public bytes as anyone else', async () => {
    const member = await newSubscriber();
    const url = '/api/liveclass/upcoming/public/all';
    const anonymous = await get(t.app, url);
    const signedIn = await get(t.app, url, { authorization: `Bearer ${member.token}` });
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers['cache-control']).toBe('public, max-age=5, s-maxage=10');
  });

  it('compresses other JSON above 1 kB and keeps personal answers out of every cache', async () => {
    const member = await newSubscriber();
    const res = await get(t.app, '/api/liveclass/upcoming', {
      authorization: `Bearer ${member.token}`,
      'accept-encoding': 'gzip',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['vary']).toContain('Authorization');
    expect(res.headers['vary']).toContain('Accept-Encoding');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString()).status).toBe(1);
    const br = await get(t.app, '/api/liveclass/upcoming', {
      authorization: `Bearer ${member.token}`,
      'accept-encoding': 'gzip, br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()).content).toEqual(
      JSON.parse(zlib.gunzipSync(res.rawPayload).toString()).content,
    );

    const me = await get(t.app, '/api/user/me', { authorization: `Bearer ${member.token}` });
    expect(me.headers['cache-control']).toBe('private, no-store');
    expect(me.headers['content-encoding']).toBeUndefined(); // under 1 kB
  });
});

describe('nothing stale, on either instance', () => {
  it('shows a studio edited in the database on the next read of every list', async () => {
    for (const url of publicReadUrls) {
      await contentOf(t.app, url);
      await contentOf(other.app, url);
    }
    // Made outside both instances (as in psql): each reads it once it has heard the commit,
    // well before the TTL (the test clock does not move).
    const changed = [heard(t.deps, 'studios'), heard(other.deps, 'studios')];
    await unannounced(sql`UPDATE studios SET name = 'Northloop Renamed' WHERE id = 466`);
    await Promise.all(changed);
    for (const app of [t.app, other.app]) {
      const names = (await contentOf(app, '/api/basic/studios')).map((s) => s.name);
      expect(names).toContain('Northloop Renamed');
      const catalogue = await contentOf(app, '/api/studio/listWhitelabels');
      expect(catalogue.map((s) => s.name)).toContain('Northloop Renamed');
    }
  });

  it("moves a studio's own site to its new domain on the next request to every instance", async () => {
    // JetSweat's own day pass entitles on the main site only (its plan opens studios' sites too),
    // so it tells which site a host is.
    const member = await t.newUser();
    const pass = await t.call({
      method: 'POST',
      url: '/api/user/daypass/purchase',
      token: member.token,
      payload: { source: 'website', token: await tokenFor(t) },
    });
    expect(pass.statusCode, JSON.stringify(pass.body)).toBeLessThan(300);
    const entitledOn = async (app: FastifyInstance, host: string) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { host, authorization: `Bearer ${member.token}` },
      });
      expect(res.statusCode).toBe(200);
      return res.json().content.entitled as boolean;
    };
    for (const app of [t.app, other.app]) {
      expect(await entitledOn(app, 'northloop.localhost')).toBe(false);
      expect(await entitledOn(app, 'northloop-moved.localhost')).toBe(true);
    }
    const move = async (domain: string) => {
      const changed = [heard(t.deps, 'studios'), heard(other.deps, 'studios')];
      await unannounced(sql`UPDATE studio_domains SET domain = ${domain} WHERE studio_id = 466`);
      await Promise.all(changed);
    };
    await move('northloop-moved.localhost');
    try {
      for (const app of [t.app, other.app]) {
        expect(await entitledOn(app, 'northloop-moved.localhost')).toBe(false);
        expect(await entitledOn(app, 'northloop.localhost')).toBe(true);
      }
    } finally {
      await move('northloop.localhost');
    }
  });

  it('shows a new class, a new price and a booking on the next read of the schedule', async () => {
    const url = '/api/liveclass/upcoming/public/all';
    const before = await contentOf(other.app, url);
    let changed = heard(other.deps, 'schedule');
    // Made outside the server (as in psql), read on the second instance once it has heard it.
    const id = await insertClass(t, { title: 'Fresh Class', priceCents: 1500, startsInHours: 3 });
    await changed;
    const added = (await contentOf(other.app, url)).find((c) => c.id === id);
    expect(added).toMatchObject({ title: 'Fresh Class', price: 15 });
    expect((await contentOf(other.app, url)).length).toBe(before.length + 1);

    changed = heard(other.deps, 'schedule');
    await t.db.query('UPDATE live_classes SET price_cents = 2250 WHERE id = $1', [id]);
    await changed;
    expect((await contentOf(other.app, url)).find((c) => c.id === id)?.price).toBe(22.5);

    // Booked through the first instance: each instance shows the seat taken once it has heard
    // the booking's commit (no answer waits for that: the booking answers as soon as it is made).
    const member = await newSubscriber();
    const seatsBefore = added!.seatsLeft!;
    await contentOf(t.app, url);
    const booked = [heard(t.deps, 'schedule'), heard(other.deps, 'schedule')];
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/workout/add',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { liveClassId: id, videoId: null, status: 'scheduled' },
    });
    expect(add.statusCode, add.body).toBe(201);
    await Promise.all(booked);
    const seatsOn = async (app: FastifyInstance) =>
      (await contentOf(app, url)).find((c) => c.id === id)?.seatsLeft;
    expect(await seatsOn(t.app)).toBe(seatsBefore - 1);
    expect(await seatsOn(other.app)).toBe(seatsBefore - 1);
  });

  it("never carries one member's bookings to another", async () => {
    const id = await insertClass(t, { title: 'Booked By One', startsInHours: 5 });
    const [one, two] = [await newSubscriber(), await newSubscriber()];
    const add = await t.call({
      method: 'POST',
      url: '/api/workout/add',
      token: one.token,
      payload: { liveClassId: id, videoId: null, status: 'scheduled' },
    });
    expect(add.statusCode).toBe(201);
    const mine = async (token: string) => {
      const res = await t.call(
        { method: 'GET', url: '/api/liveclass/upcoming', token },
        z.array(memberLiveClassSchema),
      );
      expectOk(res);
      return res.body.content.find((c) => c.id === id);
    };
    // Read in turns, twice, so a body kept for the one would reach the other.
    for (let i = 0; i < 2; i++) {
      expect((await mine(one.token))?.booked).toBe(true);
      expect((await mine(two.token))?.booked).toBe(false);
    }
    const publicList = await contentOf(t.app, '/api/liveclass/upcoming/public/all');
    expect(publicList.find((c) => c.id === id)).not.toHaveProperty('booked');
  });

  it("shows a new class and a new price in a member's upcoming classes on every instance", async () => {
    const member = await newSubscriber();
    const upcoming = async (app: FastifyInstance) =>
      (
        await get(app, '/api/liveclass/upcoming', { authorization: `Bearer ${member.token}` })
      ).json().content as { id: number; price: number | null; booked: boolean }[];
    await upcoming(t.app);
    await upcoming(other.app);
    let changed = heard(other.deps, 'schedule');
    const id = await insertClass(t, {
      title: 'Member Sees It',
      priceCents: 1000,
      startsInHours: 2,
    });
    await changed;
    for (const app of [t.app, other.app]) {
      expect((await upcoming(app)).find((c) => c.id === id)).toMatchObject({
        price: 10,
        booked: false,
      });
    }
    changed = heard(other.deps, 'schedule');
    await t.db.query('UPDATE live_classes SET price_cents = 1200 WHERE id = $1', [id]);
    await changed;
    for (const app of [t.app, other.app]) {
      expect((await upcoming(app)).find((c) => c.id === id)?.price).toBe(12);
    }
  });

  it('shows a change that no notification announced once the TTL has passed, on every instance', async () => {
    const [{ name } = { name: '' }] = await t.db.query<{ name: string }>(
      'SELECT name FROM studios WHERE id = 466',
    );
    for (const app of [t.app, other.app]) await contentOf(app, '/api/basic/studios');
    await unheard(sql`UPDATE studios SET name = 'Northloop Unannounced' WHERE id = 466`);
    const names = async (app: FastifyInstance) =>
      (await contentOf(app, '/api/basic/studios')).map((s) => s.name);
    const before = t.clock.now();
    try {
      // Kept and not told: the old name, for at most the TTL.
      t.clock.advance(PUBLIC_READ_TTL_MS - 1);
      for (const app of [t.app, other.app])
        expect(await names(app)).not.toContain('Northloop Unannounced');
      t.clock.advance(1);
      for (const app of [t.app, other.app])
        expect(await names(app)).toContain('Northloop Unannounced');
    } finally {
      t.clock.set(before);
      await t.db.query('UPDATE studios SET name = $1 WHERE id = 466', [name]);
    }
  });

  it('drops a class from the public schedule once it ends, without any write', async () => {
    const url = '/api/liveclass/upcoming/public/all';
    const endOf = (c: z.output<typeof liveClassSchema>) =>
      Date.parse(c.scheduledDatetime) + c.minutesDuration * 60_000;
    const first = (await contentOf(t.app, url)).reduce((a, b) => (endOf(b) < endOf(a) ? b : a));
    try {
      // Under way (a class can be joined until it ends, issue 20): still listed.
      t.clock.set(new Date(endOf(first) - 1));
      expect((await contentOf(t.app, url)).map((c) => c.id)).toContain(first.id);
      t.clock.set(new Date(endOf(first) + 1));
      const ids = (await contentOf(t.app, url)).map((c) => c.id);
      expect(ids).not.toContain(first.id);
    } finally {
      t.clock.set(new Date('2026-11-20T15:00:00Z'));
    }
  });
});
