import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  foundMembersSchema,
  friendProfileSchema,
  friendRequestStateSchema,
  friendTexts,
} from '@jetsweat/contract';
import { z } from 'zod';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/harness.ts';
import { NAME_SEARCHES_PER_DAY } from './search.ts';
import { searchByEmail } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<TestApp['newUser']>>;
const url = '/api/user/friends';
/** A handle no other test run has: the letters of a fresh address's local part, cut to 20. */
let handles = 0;
const uniqueHandle = (stem: string) =>
  `${stem}_${Date.now().toString(36)}${handles++}`.toLowerCase().slice(0, 20);

const setProfile = (who: Person, payload: object) =>
  t.call({ method: 'PUT', url: `${url}/profile`, token: who.token, payload }, friendProfileSchema);
const profileOf = (who: Person) =>
  t.okContent({ method: 'GET', url: `${url}/profile`, token: who.token }, friendProfileSchema);
const byName = (who: Person, query: unknown) =>
  t.call(
    { method: 'POST', url: `${url}/search/name`, token: who.token, payload: { query } },
    foundMembersSchema,
  );
const byEmail = (who: Person, email: string) => searchByEmail(t, who, email);
const found = async (who: Person, query: string) => {
  const res = await byName(who, query);
  expectOk(res);
  return res.body.content;
};
/** A member with a handle (findable by name, as by default). */
const withHandle = async (stem: string, name: { firstName: string; lastName: string }) => {
  const who = await t.newUser(name);
  const handle = uniqueHandle(stem);
  expectOk(await setProfile(who, { handle }));
  return { ...who, handle };
};

describe('the member’s handle and who may find them', () => {
  it('starts with no handle, found by name, not by e-mail; changes a part at a time', async () => {
    const a = await t.newUser();
    expect(await profileOf(a)).toEqual({
      handle: null,
      findableByName: true,
      findableByEmail: false,
    });
    const handle = uniqueHandle('Ana_Runs');
    const saved = await setProfile(a, { handle: `  @${handle.toUpperCase()} ` });
    expectOk(saved);
    expect(saved.body.content).toEqual({ handle, findableByName: true, findableByEmail: false });
    expectOk(await setProfile(a, { findableByEmail: true }));
    expect(await profileOf(a)).toEqual({ handle, findableByName: true, findableByEmail: true });
    expectOk(await setProfile(a, { handle: null }));
    expect((await profileOf(a)).handle).toBeNull();
  });

  it('refuses a handle out of shape or taken, with a message, and changes nothing', async () => {
    const a = await withHandle('first', { firstName: 'Ann', lastName: 'Ames' });
    const b = await t.newUser();
    for (const bad of ['ab', 'a'.repeat(21), 'has space', 'mail@example.com', 'dash-ed', 'é_e']) {
      const res = await setProfile(b, { handle: bad, findableByName: false });
      expect(res.statusCode, bad).toBe(400);
      expect(res.body.content).toBe(friendTexts.handleRule);
    }
    const taken = await setProfile(b, { handle: a.handle.toUpperCase(), findableByName: false });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.content).toBe(friendTexts.handleTaken);
    expect(await profileOf(b)).toEqual({
      handle: null,
      findableByName: true,
      findableByEmail: false,
    });
    expect((await setProfile(b, { findableByName: 'yes' })).statusCode).toBe(400);
    expect((await setProfile(b, { email: 'x@y.example' })).statusCode).toBe(400);
  });
});

describe('search by name or handle', () => {
  it('finds a member by handle, first, last or whole name, as a stranger with no address', async () => {
    const surname = `Quill${Date.now().toString(36)}`;
    const zoe = await withHandle('zoe', { firstName: 'Zoë', lastName: surname });
    const a = await t.newUser();
    for (const query of [
      `@${zoe.handle}`,
      zoe.handle.slice(0, 6).toUpperCase(),
      surname.toLowerCase(),
      `Zoë ${surname}`,
    ]) {
      const members = await found(a, query);
      expect(members, query).toEqual([
        {
          friendId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          displayName: 'Zoë Q.',
          photoUrl: null,
          handle: zoe.handle,
          relation: 'none',
        },
      ]);
      // No address at all, the member's or anyone's, nor their user id or whole last name.
      const text = JSON.stringify(members);
      expect(text).not.toContain('@');
      expect(text).not.toContain(zoe.email);
      expect(text).not.toContain(surname);
      expect(members[0]).not.toHaveProperty('id');
    }
  });

  it('never finds members who hid themselves, have no handle, or the searcher', async () => {
    const surname = `Hidd${Date.now().toString(36)}`;
    const hidden = await withHandle('hid', { firstName: 'Hana', lastName: surname });
    expectOk(await setProfile(hidden, { findableByName: false }));
    const noHandle = await t.newUser({ firstName: 'Nia', lastName: surname });
    const me = await withHandle('me', { firstName: 'Mo', lastName: surname });
    expect(await found(me, surname)).toEqual([]);
    expect(await found(me, hidden.handle)).toEqual([]);
    expect(await found(noHandle, me.handle)).toHaveLength(1);
    // Turning it back on finds them again.
    expectOk(await setProfile(hidden, { findableByName: true }));
    expect((await found(me, surname)).map((m) => m.handle)).toEqual([hidden.handle]);
  });

  it('takes wildcards literally and refuses a query too short or too long', async () => {
    const a = await t.newUser();
    await withHandle('wild', { firstName: 'Wil', lastName: 'Card' });
    expect(await found(a, '%%')).toEqual([]);
    expect(await found(a, '__')).toEqual([]);
    for (const [query, message] of [
      ['a', friendTexts.queryTooShort],
      ['@ ', friendTexts.queryTooShort],
      ['x'.repeat(41), friendTexts.queryTooLong],
    ] as const) {
      const res = await byName(a, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.body.content).toBe(message);
    }
  });

  it('shows a request already sent as sent, to the receiver as received, then as friends', async () => {
    const surname = `Rel${Date.now().toString(36)}`;
    const ben = await withHandle('ben', { firstName: 'Ben', lastName: surname });
    const ana = await withHandle('ana', { firstName: 'Ana', lastName: surname });
    const [first] = await found(ana, ben.handle);
    const asked = await t.call(
      { method: 'POST', url, token: ana.token, payload: { friendId: first!.friendId } },
      friendRequestStateSchema,
    );
    expectOk(asked, 201);
    expect((await found(ana, ben.handle))[0]!.relation).toBe('sent');
    const [fromBen] = await found(ben, ana.handle);
    expect(fromBen!.relation).toBe('received');
    // Asking back with the search's id accepts.
    expectOk(
      await t.call(
        { method: 'POST', url, token: ben.token, payload: { friendId: fromBen!.friendId } },
        friendRequestStateSchema,
      ),
    );
    expect((await found(ana, ben.handle))[0]!.relation).toBe('friends');
  });

  it(`is limited to ${NAME_SEARCHES_PER_DAY} a day per member (429 with a message)`, async () => {
    const a = await t.newUser();
    for (let i = 0; i < NAME_SEARCHES_PER_DAY; i++) expectOk(await byName(a, 'zz_nobody'));
    const over = await byName(a, 'zz_nobody');
    expect(over.statusCode).toBe(429);
    expect(over.body.content).toBe(friendTexts.tooManySearches);
  });
});

describe('search by e-mail address', () => {
  it('finds only members who allow it, with the same answer as no account otherwise', async () => {
    const a = await t.newUser();
    const b = await withHandle('bea', { firstName: 'Bea', lastName: 'Bird' });
    const hidden = await byEmail(a, b.email);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toEqual({ status: 0, content: friendTexts.userNotFound });
    const nobody = await byEmail(a, uniqueEmail('nobody'));
    expect(nobody.body).toEqual(hidden.body);
    expectOk(await setProfile(b, { findableByEmail: true }));
    const res = await byEmail(a, b.email);
    expectOk(res);
    expect(res.body.content).toEqual({
      friendId: expect.any(String),
      displayName: 'Bea B.',
      photoUrl: null,
      handle: b.handle,
      relation: 'none',
    });
    // The address searched for is not echoed back either.
    expect(JSON.stringify(res.body)).not.toContain('@');
  });
});

describe('the profile and name search need a login', () => {
  it('answers 401 without one', async () => {
    for (const [method, path, payload] of [
      ['GET', `${url}/profile`, undefined],
      ['PUT', `${url}/profile`, { handle: 'abc' }],
      ['POST', `${url}/search/name`, { query: 'abc' }],
    ] as const) {
      const res = await t.call({ method, url: path, payload }, z.unknown());
      expect(res.statusCode, `${method} ${path}`).toBe(401);
    }
  });
});
