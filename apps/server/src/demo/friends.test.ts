import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  friendRequestsAnswerSchema,
  friendsAnswerSchema,
  friendsFinishedAnswerSchema,
  friendsGoingAnswerSchema,
  foundMemberSchema,
  foundMembersSchema,
  userSchema,
} from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { seedDemoData } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const memberToken = async (app: TestApp = t) =>
  (
    await app.okContent(
      {
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'member@jetsweat.example', password: 'letsworkout' },
      },
      userSchema,
    )
  ).authToken!;

describe('the demo member’s friends', () => {
  it('train with them: both going to today’s Open Studio, Riley finished a class this week', async () => {
    const token = await memberToken();
    const going = await t.okContent(
      { method: 'GET', url: '/api/user/friends/going', token },
      friendsGoingAnswerSchema,
    );
    const openStudio = going.find((c) => c.title === 'Open Studio');
    expect(openStudio?.friends.map((f) => f.firstName).sort()).toEqual(['Felix', 'Riley']);
    const finished = await t.okContent(
      { method: 'GET', url: '/api/user/friends/finished', token },
      friendsFinishedAnswerSchema,
    );
    expect(finished.finished.map((f) => f.friend.firstName)).toEqual(['Riley']);
    // Seeded again on the next start, the same: one booking each, one finished class this week.
    await seedDemoData(t.deps.db, t.clock.now());
    const again = await t.okContent(
      { method: 'GET', url: '/api/user/friends/finished', token },
      friendsFinishedAnswerSchema,
    );
    expect(again.finished).toHaveLength(1);
  });

  it('has Riley finish a class this week when the server starts in the week’s first hour', async () => {
    // Monday 00:20 Eastern (05:20 UTC in winter): the library's first class is longer than
    // twenty minutes, and would have started last week.
    const early = await createTestApp({ now: new Date('2026-11-30T05:20:00Z') });
    try {
      const token = await memberToken(early);
      const finished = await early.okContent(
        { method: 'GET', url: '/api/user/friends/finished', token },
        friendsFinishedAnswerSchema,
      );
      expect(finished.weekStart).toBe('2026-11-30');
      expect(finished.finished.map((f) => f.friend.firstName)).toEqual(['Riley']);
    } finally {
      await early.close();
    }
  });

  it('has two friends and one request waiting for an answer, seeded once', async () => {
    const login = await t.okContent(
      {
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'member@jetsweat.example', password: 'letsworkout' },
      },
      userSchema,
    );
    const token = login.authToken!;
    const friends = await t.okContent(
      { method: 'GET', url: '/api/user/friends', token },
      friendsAnswerSchema,
    );
    expect(friends.map((f) => f.firstName).sort()).toEqual(['Felix', 'Riley']);
    const requests = await t.okContent(
      { method: 'GET', url: '/api/user/friends?pending=true', token },
      friendRequestsAnswerSchema,
    );
    expect(requests).toEqual([
      expect.objectContaining({
        direction: 'incoming',
        person: expect.objectContaining({ firstName: 'Priya' }),
      }),
    ]);
    // A friend removed stays removed on the next start.
    await t.okContent(
      { method: 'DELETE', url: '/api/user/friends', token, payload: { friendId: friends[0]!.id } },
      friendsAnswerSchema.element.pick({ userFriendId: true }),
    );
    await seedDemoData(t.deps.db, t.clock.now());
    const after = await t.okContent(
      { method: 'GET', url: '/api/user/friends', token },
      friendsAnswerSchema,
    );
    expect(after).toHaveLength(1);
  });

  it('has people to find by name: Nina and Theo by their names, Quinn hidden, Nina by e-mail', async () => {
    const token = await memberToken();
    const byName = (query: string) =>
      t.okContent(
        { method: 'POST', url: '/api/user/friends/search/name', token, payload: { query } },
        foundMembersSchema,
      );
    expect(await byName('nina')).toEqual([
      expect.objectContaining({ displayName: 'Nina N.', handle: 'nina_lifts', relation: 'none' }),
    ]);
    expect((await byName('@theo_')).map((m) => m.handle)).toEqual(['theo_tempo']);
    expect(await byName('quinn')).toEqual([]);
    // Priya, whose request waits for the member's answer, shows as having asked.
    expect(await byName('priya')).toEqual([
      expect.objectContaining({ handle: 'priya_pace', relation: 'received' }),
    ]);
    const search = (email: string) =>
      t.call(
        { method: 'POST', url: '/api/user/friends/search', token, payload: { email } },
        foundMemberSchema,
      );
    expect((await search('nina@jetsweat.example')).body.content).toMatchObject({
      handle: 'nina_lifts',
    });
    expect((await search('theo@jetsweat.example')).statusCode).toBe(404);
  });
});
