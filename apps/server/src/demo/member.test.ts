import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completedAfter,
  continueWatchingAnswerSchema,
  habitsAnswerSchema,
  historyAnswerSchema,
  LIVE_CLASS_CANCEL_CUTOFF_HOURS,
  memberLiveClassSchema,
  myFavoriteClassesAnswerSchema,
  myFavoritesAnswerSchema,
  myFavoriteStudiosAnswerSchema,
  progressAnswerSchema,
  receiptsAnswerSchema,
  subscriptionAnswerSchema,
  userSchema,
} from '@jetsweat/contract';
import { z } from 'zod';
import { expectOk } from '../../test/answer.ts';
import { ensureDemoMedia, MAKING_TIMEOUT_MS, testMediaDir } from '../../test/demo-media.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { DEMO_WEEKLY_GOAL, stoppedAtOf } from './member.ts';
import { seedDemoData } from './seed.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.call(
    {
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'member@jetsweat.example', password: 'letsworkout' },
    },
    userSchema,
  );
  expectOk(login);
  token = login.body.content.authToken!;
});
beforeAll(ensureDemoMedia, MAKING_TIMEOUT_MS);
afterAll(() => t.close());

/** How long a generated class rendition plays: its master's first rung, segment by segment. */
function playedSeconds(streamPath: string) {
  // A stream path is /media/<path in the media folder>.
  const file = (name: string) =>
    readFileSync(path.join(testMediaDir, name.replace(/^\/media\//, '')), 'utf8');
  const rung = file(streamPath)
    .split('\n')
    .find((l) => l.endsWith('.m3u8'))!;
  const media = file(path.posix.join(path.posix.dirname(streamPath), rung));
  return [...media.matchAll(/^#EXTINF:([\d.]+),/gm)].reduce((n, m) => n + Number(m[1]), 0);
}

/** The content of a call the demo member makes, read with its route's contract schema. */
async function contentOf<S extends z.core.$ZodType>(
  schema: S,
  method: 'GET' | 'POST',
  url: string,
): Promise<z.output<S>> {
  return t.okContent({ method, url, token, ...(method === 'POST' ? { payload: {} } : {}) }, schema);
}

describe('the demo member', () => {
  it('is entitled, with a profile and favourite classes, class types and studios', async () => {
    const me = await contentOf(userSchema, 'GET', '/api/user/me');
    expect(me).toMatchObject({ entitled: true, weight: 138, gender: 'F', activityLevel: 'Active' });
    expect(
      await contentOf(myFavoritesAnswerSchema, 'GET', '/api/favorites/myFavorites'),
    ).toHaveLength(6);
    const types = await contentOf(
      myFavoriteClassesAnswerSchema,
      'GET',
      '/api/favoriteClasses/myFavoriteClasses',
    );
    expect(types.map((f) => f.classId)).toEqual(['Barre', 'Pilates', 'Yoga']);
    expect(
      await contentOf(
        myFavoriteStudiosAnswerSchema,
        'GET',
        '/api/favoriteStudios/myFavoriteStudios',
      ),
    ).toHaveLength(2);
  });

  it('has three weeks of history and progress, two classes to continue and two on the schedule', async () => {
    expect(await contentOf(historyAnswerSchema, 'POST', '/api/history/myHistory')).toHaveLength(10);
    expect(
      await contentOf(continueWatchingAnswerSchema, 'POST', '/api/history/continueWatching'),
    ).toHaveLength(2);
    const progress = await contentOf(progressAnswerSchema, 'POST', '/api/history/myprogress');
    // The eight finished plays; the two stopped part-way are no completed classes.
    expect(progress.data).toHaveLength(8);
    expect(progress.total).toBeGreaterThan(1000);
    const [completed] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM workouts w JOIN users u ON u.id = w.user_id WHERE u.email = 'member@jetsweat.example' AND status = 'completed'",
    );
    expect(completed!.n).toBe(8);
    const scheduled = await t.db.query(
      "SELECT 1 FROM workouts w JOIN users u ON u.id = w.user_id WHERE u.email = 'member@jetsweat.example' AND status = 'scheduled' AND video_id IS NOT NULL",
    );
    expect(scheduled).toHaveLength(2);
  });

  it('has a weekly goal and a streak on the dashboard', async () => {
    // Friday 20 November 2026: the plays of the three weeks before and this Monday's.
    expect(await contentOf(habitsAnswerSchema, 'GET', '/api/history/myHabits')).toEqual({
      weeklyGoal: DEMO_WEEKLY_GOAL,
      weekStart: '2026-11-16',
      completedThisWeek: 1,
      streakWeeks: 4,
    });
  });

  it('stopped its two unfinished classes part-way, inside media as long as each class', async () => {
    const stopped = await contentOf(
      continueWatchingAnswerSchema,
      'POST',
      '/api/history/continueWatching',
    );
    // 60% of a 15-minute class and 40% of a 60-minute one: "6 min left" and "36 min left".
    expect(stopped.map((h) => [h.position, h.duration])).toEqual([
      [9 * 60, 15 * 60],
      [24 * 60, 60 * 60],
    ]);
    for (const h of stopped) {
      expect(h.position).toBe(stoppedAtOf(h.duration, h.position / h.duration));
      expect(h.position).toBeLessThan(completedAfter(h.duration));
      const [row] = await t.db.query<{ stream_path: string }>(
        'SELECT stream_path FROM videos WHERE id = $1',
        [h.id],
      );
      expect(playedSeconds(row!.stream_path)).toBe(h.duration);
    }
  });

  it("has the card its yearly plan was paid with on file, and the year's receipt", async () => {
    const { subscription } = await contentOf(
      subscriptionAnswerSchema,
      'GET',
      '/api/user/subscription',
    );
    expect(subscription).toMatchObject({ plan: 'yearly', card: { brand: 'visa', last4: '4242' } });
    const { receipts } = await contentOf(receiptsAnswerSchema, 'GET', '/api/user/receipts');
    const yearly = receipts.filter((r) => r.kind === 'subscription');
    expect(yearly).toHaveLength(1);
    expect(yearly[0]).toMatchObject({ amountCents: 23999, refunded: false });
    expect(yearly[0]!.description).toMatch(/JetSweat/);
    // The card is where renewals look for it: on the member's customer at the sandbox gateway.
    const [saved] = await t.db.query<{ last4: string }>(
      "SELECT c.last4 FROM sandbox_cards c JOIN billing_customers b ON b.customer_id = c.customer_id JOIN users u ON u.id = b.user_id JOIN subscriptions s ON s.payment_method_id = c.id WHERE u.email = 'member@jetsweat.example'",
    );
    expect(saved?.last4).toBe('4242');
  });

  it('has a class to cancel, and a full class whose waitlist they can join', async () => {
    const classes = await contentOf(
      z.array(memberLiveClassSchema),
      'GET',
      '/api/liveclass/upcoming',
    );
    const later = (c: { scheduledDatetime: string }) =>
      Date.parse(c.scheduledDatetime) - t.clock.now().getTime() >
      LIVE_CLASS_CANCEL_CUTOFF_HOURS * 60 * 60 * 1000;
    const cancellable = classes.find((c) => c.booked && later(c));
    expect(cancellable).toBeDefined();
    const full = classes.find((c) => !c.booked && c.seatsLeft === 0 && later(c));
    expect(full).toBeDefined();
    const joined = await t.call({
      method: 'PUT',
      url: `/api/liveclass/upcoming/${full!.id}/waitlist`,
      token,
    });
    expect(joined.statusCode, JSON.stringify(joined.body)).toBe(200);
    await t.call({ method: 'DELETE', url: `/api/liveclass/upcoming/${full!.id}/waitlist`, token });
  });

  it('is seeded once: a later start adds nothing', async () => {
    await seedDemoData(t.db.kysely, t.clock.now());
    expect(await contentOf(historyAnswerSchema, 'POST', '/api/history/myHistory')).toHaveLength(10);
  });
});
