import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activitySharingSchema,
  friendsFinishedAnswerSchema,
  friendsGoingAnswerSchema,
} from '@jetsweat/contract';
import { expectFailure } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertClass } from '../../../test/schedule-fixtures.ts';
import { anyVideoId } from '../videos/test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<TestApp['newUser']>>;
const url = '/api/user/friends';

/** Two members as friends (accepted) or with a request from `a` waiting (pending). */
async function befriend(a: Person, b: Person, accepted = true) {
  const now = t.clock.now();
  await t.db.query(
    'INSERT INTO friendships (requester_id, addressee_id, created_at, accepted_at) VALUES ($1, $2, $3, $4)',
    [a.id, b.id, now, accepted ? now : null],
  );
}

async function book(who: Person, liveClassId: number) {
  const now = t.clock.now();
  await t.db.query(
    `INSERT INTO live_class_seats (live_class_id, user_id, state, paid_with, created_at, booked_at)
     VALUES ($1, $2, 'booked', 'subscription', $3, $3)`,
    [liveClassId, who.id, now],
  );
}

/**
 * A play of a class on an Eastern Time day: completed (it became a workout, as the player makes
 * one once COMPLETED_SHARE is watched) or only started.
 */
async function play(who: Person, videoId: number, day: string, completed = true) {
  const at = new Date(`${day}T17:00:00Z`);
  const [workout] = completed
    ? await t.db.query<{ id: number }>(
        `INSERT INTO workouts (user_id, video_id, status, scheduled_for, created_at)
         VALUES ($1, $2, 'completed', $3, $3) RETURNING id`,
        [who.id, videoId, at],
      )
    : [undefined];
  await t.db.query(
    `INSERT INTO watch_sessions (user_id, video_id, session_key, started_at, last_event_at, last_event,
       position_seconds, watched_seconds, day, workout_id)
     VALUES ($1, $2, gen_random_uuid(), $3, $3, 'end', 600, 600, $4, $5)`,
    [who.id, videoId, at, day, workout?.id ?? null],
  );
}

const going = (who: Person) =>
  t.okContent({ method: 'GET', url: `${url}/going`, token: who.token }, friendsGoingAnswerSchema);
const finished = (who: Person) =>
  t.okContent(
    { method: 'GET', url: `${url}/finished`, token: who.token },
    friendsFinishedAnswerSchema,
  );
const share = (who: Person, shareActivity: unknown) =>
  t.call(
    { method: 'PUT', url: `${url}/sharing`, token: who.token, payload: { shareActivity } },
    activitySharingSchema,
  );

describe('friends going to live classes', () => {
  it('shows accepted friends’ bookings, never a pending request’s or a stranger’s', async () => {
    const me = await t.newUser({ firstName: 'Mia' });
    const friend = await t.newUser({ firstName: 'Felix', lastName: 'Fit' });
    const other = await t.newUser({ firstName: 'Otto' });
    const asker = await t.newUser({ firstName: 'Pia' });
    const stranger = await t.newUser({ firstName: 'Sam' });
    await befriend(me, friend);
    await befriend(other, me);
    await befriend(asker, me, false);
    const soon = await insertClass(t, { title: 'Friends Flow', startsInHours: 5 });
    const later = await insertClass(t, { title: 'Solo Stretch', startsInHours: 30 });
    const past = await insertClass(t, { title: 'Done Already', startsInHours: -3, minutes: 60 });
    for (const c of [soon, past]) await book(friend, c);
    await book(other, soon);
    await book(asker, later);
    await book(stranger, later);

    const answer = await going(me);
    expect(answer).toEqual([
      {
        liveClassId: soon,
        title: 'Friends Flow',
        scheduledDatetime: expect.any(String),
        friends: [
          { id: friend.id, firstName: 'Felix', lastName: 'Fit', photoUrl: null },
          expect.objectContaining({ id: other.id, firstName: 'Otto' }),
        ],
      },
    ]);
    // Friendship goes both ways: the friend sees the member's booking too.
    await book(me, later);
    expect((await going(friend)).map((c) => c.liveClassId)).toContain(later);
    // Without friends, nothing.
    expect(await going(stranger)).toEqual([]);
  });

  it('leaves out a class that is only on a studio’s own site, on the main site', async () => {
    const me = await t.newUser();
    const friend = await t.newUser();
    await befriend(me, friend);
    const own = await insertClass(t, { onJetsweat: false, startsInHours: 6 });
    await book(friend, own);
    expect(await going(me)).toEqual([]);
  });
});

describe('friends’ finished classes this week', () => {
  it('lists completed plays from Monday (Eastern Time) through today, latest first', async () => {
    // The test clock: Friday 2026-11-20, 10:00 in New York; the week began Monday 2026-11-16.
    const me = await t.newUser();
    const friend = await t.newUser({ firstName: 'Riley', lastName: 'Runner' });
    const stranger = await t.newUser();
    await befriend(friend, me);
    const video = await anyVideoId(t);
    const [{ title } = { title: '' }] = await t.db.query<{ title: string }>(
      'SELECT title FROM videos WHERE id = $1',
      [video],
    );
    await play(friend, video, '2026-11-15'); // Sunday: last week
    await play(stranger, video, '2026-11-17');
    const answerBefore = await finished(me);
    expect(answerBefore).toEqual({ weekStart: '2026-11-16', finished: [] });

    await play(friend, video, '2026-11-16'); // Monday: the first day of the week
    const other = (
      await t.db.query<{ id: number }>('SELECT id FROM videos WHERE id <> $1 ORDER BY id LIMIT 1', [
        video,
      ])
    )[0]!.id;
    await play(friend, other, '2026-11-20'); // today
    await play(friend, other, '2026-11-18', false); // started, not finished
    const answer = await finished(me);
    expect(answer.finished.map((f) => [f.videoId, f.day])).toEqual([
      [other, '2026-11-20'],
      [video, '2026-11-16'],
    ]);
    expect(answer.finished[1]).toEqual({
      friend: { id: friend.id, firstName: 'Riley', lastName: 'Runner', photoUrl: null },
      videoId: video,
      title,
      day: '2026-11-16',
    });
  });
});

describe('sharing activity with friends', () => {
  it('is on by default; off hides bookings and finished classes from every friend', async () => {
    const me = await t.newUser();
    const friend = await t.newUser();
    await befriend(me, friend);
    const c = await insertClass(t, { startsInHours: 8 });
    await book(friend, c);
    await play(friend, await anyVideoId(t), '2026-11-19');
    expect(
      await t.okContent(
        { method: 'GET', url: `${url}/sharing`, token: friend.token },
        activitySharingSchema,
      ),
    ).toEqual({ shareActivity: true });
    expect(await going(me)).toHaveLength(1);
    expect((await finished(me)).finished).toHaveLength(1);

    expect((await share(friend, false)).body).toEqual({
      status: 1,
      content: { shareActivity: false },
    });
    expect(await going(me)).toEqual([]);
    expect((await finished(me)).finished).toEqual([]);
    const [row] = await t.db.query<{ share_activity: boolean }>(
      'SELECT share_activity FROM friend_activity_sharing WHERE user_id = $1',
      [friend.id],
    );
    expect(row?.share_activity).toBe(false);
    // The member's own choice does not hide their friends from them.
    await share(me, false);
    await share(friend, true);
    expect(await going(me)).toHaveLength(1);
  });

  it('refuses a setting that is not true or false, changing nothing', async () => {
    const me = await t.newUser();
    expectFailure(await share(me, 'yes'), 400);
    const rows = await t.db.query('SELECT 1 FROM friend_activity_sharing WHERE user_id = $1', [
      me.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('needs a login', async () => {
    for (const path of ['going', 'finished', 'sharing'])
      expectFailure(await t.call({ method: 'GET', url: `${url}/${path}` }), 401);
    expectFailure(
      await t.call({ method: 'PUT', url: `${url}/sharing`, payload: { shareActivity: false } }),
      401,
    );
  });
});
