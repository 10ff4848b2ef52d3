import { easternDay } from '@jetsweat/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDb } from '../../../test/fresh-database.ts';
import type { Db } from '../../../test/plain-sql.ts';
import { newUserRow } from '../../../test/user-rows.ts';
import type { SessionCompanion } from '../../platform/http/auth.ts';
import {
  closeSession,
  findLiveSession,
  openSession,
  SESSIONS_IN_ONE_READ,
} from './session-store.ts';

// The sessions asked for in one turn of the event loop are read in one statement; each request
// still gets its own session, read from the database at that turn (nothing is kept).

let db: Db;
let drop: () => Promise<void>;
const now = new Date();

beforeAll(async () => {
  ({ db, drop } = await freshDb('seeded'));
});
afterAll(() => drop());
afterEach(() => vi.restoreAllMocks());

/** A new person with a session open for a day: their id and token. */
async function personWithSession(userType: 'member' | 'internal' = 'member') {
  const id = await newUserRow(db, userType);
  return { id, token: await openSession(db.kysely, id, now, 1) };
}

/** Counts the statements run on the test's database handle from now on. */
const statements = () => vi.spyOn(db.kysely, 'executeQuery');

/** The user id in the session's own statement, as a route's companion read. */
const ownId: SessionCompanion<number> = {
  select: (_db, userId) => sql`(SELECT json_build_object('id', ${userId}))`,
  read: (json) => (json as { id: number }).id,
};

describe("the sessions' read", () => {
  it('reads the sessions asked in one turn in one statement, each its own', async () => {
    const member = await personWithSession();
    const staff = await personWithSession('internal');
    const expired = await personWithSession();
    await db.query(`UPDATE sessions SET expires_at = $1 WHERE user_id = $2`, [now, expired.id]);
    // The member has a day pass for today; what each session carries is its own person's.
    await db.query(
      `INSERT INTO day_passes (user_id, package_id, pass_date, status, price_cents, amount_cents,
         created_at, updated_at)
       VALUES ($1, (SELECT min(id) FROM packages), $2, 'paid', 1500, 1500, now(), now())`,
      [member.id, easternDay(now)],
    );
    const run = statements();
    const [a, b, c, d, e] = await Promise.all([
      findLiveSession(db.kysely, member.token, now),
      findLiveSession(db.kysely, staff.token, now),
      findLiveSession(db.kysely, expired.token, now),
      findLiveSession(db.kysely, 'no-such-token-at-all-anywhere', now),
      findLiveSession(db.kysely, member.token, now),
    ]);
    expect(run).toHaveBeenCalledTimes(1);
    expect([a?.userId, a?.internal]).toEqual([member.id, false]);
    expect([b?.userId, b?.internal]).toEqual([staff.id, true]);
    expect(c).toBeNull();
    expect(d).toBeNull();
    expect(e?.sessionId).toBe(a?.sessionId);
    expect(a?.purchases.passes.map((p) => p.pass_date)).toEqual([easternDay(now)]);
    expect(b?.purchases.passes).toEqual([]);
  });

  it('reads more tokens than one statement holds in as many statements as they need', async () => {
    const many = [];
    for (let i = 0; i < SESSIONS_IN_ONE_READ + 2; i++) many.push(await personWithSession());
    const run = statements();
    const found = await Promise.all(many.map((p) => findLiveSession(db.kysely, p.token, now)));
    expect(run).toHaveBeenCalledTimes(2);
    expect(found.map((s) => s?.userId)).toEqual(many.map((p) => p.id));
  });

  it('keeps nothing from one turn to the next: a closed session is gone at once', async () => {
    const member = await personWithSession();
    const open = await findLiveSession(db.kysely, member.token, now);
    expect(open?.userId).toBe(member.id);
    expect(await closeSession(db.kysely, open!.sessionId)).toBe(true);
    const run = statements();
    expect(await findLiveSession(db.kysely, member.token, now)).toBeNull();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("reads each session's companion for its own person, apart from the reads without one", async () => {
    const [first, second] = [await personWithSession(), await personWithSession()];
    const run = statements();
    const [a, b, plain] = await Promise.all([
      findLiveSession(db.kysely, first.token, now, ownId),
      findLiveSession(db.kysely, second.token, now, ownId),
      findLiveSession(db.kysely, first.token, now),
    ]);
    // One statement with the companion's column, one without.
    expect(run).toHaveBeenCalledTimes(2);
    expect(ownId.read(a?.companion)).toBe(first.id);
    expect(ownId.read(b?.companion)).toBe(second.id);
    expect(plain?.userId).toBe(first.id);
    expect(plain?.companion).toBeUndefined();
  });

  it('fails every request of a statement that fails, and reads again on the next turn', async () => {
    const member = await personWithSession();
    vi.spyOn(db.kysely, 'executeQuery').mockRejectedValueOnce(new Error('connection lost'));
    const asked = [
      findLiveSession(db.kysely, member.token, now),
      findLiveSession(db.kysely, member.token, now),
    ];
    for (const one of asked) await expect(one).rejects.toThrow('connection lost');
    expect((await findLiveSession(db.kysely, member.token, now))?.userId).toBe(member.id);
  });
});
