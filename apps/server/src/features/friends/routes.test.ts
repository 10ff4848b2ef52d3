import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  friendRequestsAnswerSchema,
  friendRequestStateSchema,
  friendsAnswerSchema,
  friendTexts,
  removedFriendSchema,
} from '@jetsweat/contract';
import { z } from 'zod';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/harness.ts';
import { SEARCH_RESULT_MINUTES, SEARCHES_PER_DAY } from './search.ts';
import { allowFoundByEmail, searchByEmail } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<TestApp['newUser']>>;
const url = '/api/user/friends';
/**
 * A member who lets others find them by e-mail address (off by default since issue 56): these
 * tests reach one another by address, as the specification's search does.
 */
const newMember = async (overrides: Parameters<TestApp['newUser']>[0] = {}) => {
  const who = await t.newUser(overrides);
  await allowFoundByEmail(t, who);
  return who;
};
const search = (who: Person, email: unknown) => searchByEmail(t, who, email);
/** What `from` sends to ask `to`: the opaque id of a search for `to`'s address. */
const foundId = async (from: Person, to: Person) => {
  const found = await search(from, to.email);
  expectOk(found);
  return found.body.content.friendId;
};
const send = (from: Person, friendId: unknown) =>
  t.call(
    { method: 'POST', url, token: from.token, payload: { friendId } },
    friendRequestStateSchema,
  );
const sentId = async (from: Person, to: Person) =>
  (
    await t.okContent(
      { method: 'POST', url, token: from.token, payload: { friendId: await foundId(from, to) } },
      friendRequestStateSchema,
      201,
    )
  ).userFriendId;
const answer = (who: Person, userFriendId: unknown, accepted: unknown) =>
  t.call(
    { method: 'PUT', url, token: who.token, payload: { userFriendId, accepted } },
    friendRequestStateSchema,
  );
const remove = (who: Person, payload: object) =>
  t.call({ method: 'DELETE', url, token: who.token, payload }, removedFriendSchema);
const friendsOf = async (who: Person) =>
  (await t.okContent({ method: 'GET', url, token: who.token }, friendsAnswerSchema)).map(
    (f) => f.id,
  );
const requestsOf = (who: Person) =>
  t.okContent(
    { method: 'GET', url: `${url}?pending=true`, token: who.token },
    friendRequestsAnswerSchema,
  );
const rowsBetween = (a: Person, b: Person) =>
  t.db.query(
    'SELECT * FROM friendships WHERE (requester_id = $1 AND addressee_id = $2) OR (requester_id = $2 AND addressee_id = $1)',
    [a.id, b.id],
  );

describe('friend requests', () => {
  it('is pending until accepted, then mutual; both see it from their side', async () => {
    const a = await newMember({ firstName: 'Ana', lastName: 'Alves' });
    const b = await newMember({ firstName: 'Ben', lastName: 'Brook' });
    const sent = await send(a, await foundId(a, b));
    expectOk(sent, 201);
    // B has not accepted: A is not told B's id, and sees B's display name only.
    expect(sent.body.content).toEqual({ userFriendId: expect.any(Number), accepted: false });
    const id = sent.body.content.userFriendId;
    expect(await requestsOf(a)).toEqual([
      {
        userFriendId: id,
        direction: 'outgoing',
        person: { displayName: 'Ben B.', photoUrl: null },
        createdAt: expect.any(String),
      },
    ]);
    const incoming = await requestsOf(b);
    expect(incoming).toEqual([
      expect.objectContaining({ userFriendId: id, friendId: a.id, direction: 'incoming' }),
    ]);
    expect(incoming[0]!.person).toEqual({
      id: a.id,
      firstName: 'Ana',
      lastName: 'Alves',
      photoUrl: null,
    });
    expect(await friendsOf(a)).toEqual([]);
    // The sender cannot accept their own request.
    const own = await answer(a, id, true);
    expect(own.statusCode).toBe(404);
    expect(own.body.content).toBe(friendTexts.requestNotFound);
    const accepted = await answer(b, id, true);
    expectOk(accepted);
    expect(accepted.body.content).toEqual({ userFriendId: id, friendId: a.id, accepted: true });
    expect(await friendsOf(a)).toEqual([b.id]);
    expect(await friendsOf(b)).toEqual([a.id]);
    expect(await requestsOf(a)).toEqual([]);
    expect(await requestsOf(b)).toEqual([]);
    // Friends now: A sees B's whole name.
    const [friend] = await t.okContent({ method: 'GET', url, token: a.token }, friendsAnswerSchema);
    expect(friend).toMatchObject({ id: b.id, firstName: 'Ben', lastName: 'Brook' });
  });

  it('declines: the request goes, nobody becomes friends', async () => {
    const a = await newMember();
    const b = await newMember();
    const id = await sentId(a, b);
    const declined = await answer(b, id, false);
    expectOk(declined);
    expect(declined.body.content.accepted).toBe(false);
    expect(await rowsBetween(a, b)).toEqual([]);
    expect(await requestsOf(a)).toEqual([]);
    expect((await answer(b, id, true)).statusCode).toBe(404);
  });

  it('answers a duplicate with the same request, and asking back accepts', async () => {
    const a = await newMember();
    const b = await newMember();
    const first = await send(a, await foundId(a, b));
    expectOk(first, 201);
    const again = await send(a, await foundId(a, b));
    expectOk(again);
    expect(again.body.content).toEqual(first.body.content);
    // B asks back by A's id, which B's incoming request shows.
    const back = await send(b, a.id);
    expectOk(back);
    expect(back.body.content).toEqual({
      userFriendId: first.body.content.userFriendId,
      friendId: a.id,
      accepted: true,
    });
    expect(await friendsOf(a)).toEqual([b.id]);
    const already = await send(a, b.id);
    expect(already.statusCode).toBe(409);
    expect(already.body.content).toBe(friendTexts.alreadyFriends);
    expect(await rowsBetween(a, b)).toHaveLength(1);
  });

  it('keeps one row when both ask at the same moment, and asking back makes them friends', async () => {
    const a = await newMember();
    const b = await newMember();
    const [ab, ba] = [await foundId(a, b), await foundId(b, a)];
    const all = await Promise.all([send(a, ab), send(b, ba), send(a, ab), send(b, ba)]);
    // Filed, already asked, accepted, or (once accepted) already friends: never a second row.
    for (const r of all) expect([200, 201, 409]).toContain(r.statusCode);
    expect(all.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await rowsBetween(a, b)).toEqual([
      expect.objectContaining({ accepted_at: expect.anything() }),
    ]);
  });

  it('refuses a request to yourself (400) and to an unknown member (404)', async () => {
    const a = await newMember();
    const self = await send(a, a.id);
    expect(self.statusCode).toBe(400);
    expect(self.body.content).toBe(friendTexts.notYourself);
    const unknown = await send(a, 99_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.content).toBe(friendTexts.memberNotFound);
    for (const bad of ['x', 'y'.repeat(44)]) {
      const res = await send(a, bad);
      expect(res.statusCode).toBe(400);
      expect(res.body.content).toBe(friendTexts.whomToAsk);
    }
    for (const bad of [-1, 0, 1.5, null]) expect((await send(a, bad)).statusCode).toBe(400);
    expect(await t.db.query('SELECT * FROM friendships WHERE requester_id = $1', [a.id])).toEqual(
      [],
    );
  });

  it('lets either side remove a friend, by friend id or by the friendship’s id', async () => {
    const a = await newMember();
    const b = await newMember();
    const c = await newMember();
    const ab = await sentId(a, b);
    await answer(b, ab, true);
    const ac = await sentId(a, c);
    await answer(c, ac, true);
    const byFriend = await remove(b, { friendId: a.id });
    expectOk(byFriend);
    expect(byFriend.body.content).toEqual({ userFriendId: ab });
    expect(await friendsOf(a)).toEqual([c.id]);
    const byId = await remove(a, { userFriendId: ac });
    expectOk(byId);
    expect(await friendsOf(c)).toEqual([]);
    expect((await remove(a, { friendId: b.id })).statusCode).toBe(404);
  });

  it('withdraws an outgoing request by its id', async () => {
    const a = await newMember();
    const b = await newMember();
    const id = await sentId(a, b);
    expectOk(await remove(a, { userFriendId: id }));
    expect(await requestsOf(b)).toEqual([]);
  });

  it('answers 404 to another member’s request or friendship ids, changing nothing', async () => {
    const a = await newMember();
    const b = await newMember();
    const stranger = await newMember();
    const id = await sentId(a, b);
    for (const accepted of [true, false]) {
      const res = await answer(stranger, id, accepted);
      expect(res.statusCode).toBe(404);
      expect(res.body.content).toBe(friendTexts.requestNotFound);
    }
    expect((await remove(stranger, { userFriendId: id })).statusCode).toBe(404);
    const notFriend = await remove(stranger, { friendId: a.id });
    expect(notFriend.statusCode).toBe(404);
    expect(notFriend.body.content).toBe(friendTexts.notYourFriend);
    // A's friendship id with B's id: they do not match.
    const c = await newMember();
    expect((await remove(a, { friendId: c.id, userFriendId: id })).statusCode).toBe(404);
    expect((await answer(b, 99_999_999, true)).statusCode).toBe(404);
    expect(await rowsBetween(a, b)).toEqual([expect.objectContaining({ id, accepted_at: null })]);
    const none = await remove(a, {});
    expect(none.statusCode).toBe(400);
    expect(none.body.content).toBe(friendTexts.removeWhom);
    expect((await answer(b, id, 'yes')).statusCode).toBe(400);
  });
});

describe('search by e-mail address', () => {
  it('answers a display name and an opaque id, never the member’s id or whole name', async () => {
    const a = await newMember();
    const b = await newMember({ firstName: 'Bea', lastName: 'Bird' });
    const found = await search(a, b.email.toUpperCase());
    expectOk(found);
    expect(found.body.content).toEqual({
      friendId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      displayName: 'Bea B.',
      photoUrl: null,
      handle: null,
      relation: 'none',
    });
    expect(JSON.stringify(found.body)).not.toContain('@');
    expect(found.body.content.friendId).not.toContain(String(b.id));
    expect(found.body).not.toHaveProperty('content.id');
    expect(JSON.stringify(found.body)).not.toContain('Bird');
    // Only the id's hash is kept, bound to A.
    const [kept] = await t.db.query<{ token_hash: string; searcher_id: number; found_id: number }>(
      'SELECT token_hash, searcher_id, found_id FROM friend_search_results WHERE searcher_id = $1',
      [a.id],
    );
    expect(kept).toEqual({ token_hash: expect.any(String), searcher_id: a.id, found_id: b.id });
    expect(kept!.token_hash).not.toBe(found.body.content.friendId);
  });

  it('gives an id only the member who searched can send, until it expires', async () => {
    const a = await newMember();
    const b = await newMember();
    const thief = await newMember();
    const friendId = await foundId(a, b);
    const stolen = await send(thief, friendId);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body.content).toBe(friendTexts.searchExpired);
    expect(await rowsBetween(thief, b)).toEqual([]);
    t.clock.advance(SEARCH_RESULT_MINUTES * 60_000 + 1000);
    const late = await send(a, friendId);
    expect(late.statusCode).toBe(404);
    expect(late.body.content).toBe(friendTexts.searchExpired);
    expect(await rowsBetween(a, b)).toEqual([]);
    expectOk(await send(a, await foundId(a, b)), 201);
  });

  it('takes a member id only from someone with a request between the two', async () => {
    const a = await newMember();
    const stranger = await newMember({ firstName: 'Sam', lastName: 'Stone' });
    const res = await send(a, stranger.id);
    expect(res.statusCode).toBe(404);
    expect(res.body.content).toBe(friendTexts.memberNotFound);
    expect(await rowsBetween(a, stranger)).toEqual([]);
    expect(JSON.stringify(await requestsOf(a))).not.toContain('Stone');
  });

  it('answers the specified message (404) for no such member and for yourself', async () => {
    const a = await newMember();
    for (const email of [uniqueEmail('nobody'), a.email]) {
      const res = await search(a, email);
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: 0, content: friendTexts.userNotFound });
    }
    const bad = await search(a, 'not-an-address');
    expect(bad.statusCode).toBe(400);
  });

  it(`is limited to ${SEARCHES_PER_DAY} a day per member (429 with a message)`, async () => {
    const a = await newMember();
    const b = await newMember();
    for (let i = 0; i < SEARCHES_PER_DAY; i++) {
      expect((await search(a, uniqueEmail('x'))).statusCode).toBe(404);
      if (i % 10 === 9) t.clock.advance(3600_000);
    }
    const over = await search(a, b.email);
    expect(over.statusCode).toBe(429);
    expect(over.body.content).toBe(friendTexts.tooManySearches);
    expect(
      await t.db.query('SELECT 1 FROM friend_search_results WHERE searcher_id = $1', [a.id]),
    ).toEqual([]);
    // Another member is not limited by a's searches; a day after the first, a may search again.
    expectOk(await search(b, a.email));
    t.clock.advance(21 * 3600_000 + 1000);
    expectOk(await search(a, b.email));
  });
});

describe('every friends call needs a login', () => {
  it('answers 401 without one', async () => {
    for (const [method, path, payload] of [
      ['GET', url, undefined],
      ['GET', `${url}?pending=true`, undefined],
      ['POST', url, { friendId: 1 }],
      ['PUT', url, { userFriendId: 1, accepted: true }],
      ['DELETE', url, { friendId: 1 }],
      ['POST', `${url}/search`, { email: 'a@b.example' }],
      ['POST', `${url}/invite`, { email: 'a@b.example' }],
      ['POST', `${url}/invite/accept`, { token: 'x'.repeat(43) }],
    ] as const) {
      const res = await t.call({ method, url: path, payload }, z.unknown());
      expect(res.statusCode, `${method} ${path}`).toBe(401);
    }
  });
});
