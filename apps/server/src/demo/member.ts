import { randomUUID } from 'node:crypto';
import { completedAfter } from '@jetsweat/contract';
import type { Database } from '../platform/db/database.ts';
import { fixedClock } from '../platform/runtime/clock.ts';
import { demoAccounts, findUserByEmail, updateProfile } from '../features/accounts/service.ts';
import { seedDemoSubscription } from '../features/billing/service.ts';
import {
  hasFavouriteVideo,
  insertFavouriteClassType,
  insertFavouriteStudio,
  insertFavouriteVideo,
} from '../features/favourites/service.ts';
import { insertWeeklyGoalIfMissing } from '../features/history/service.ts';
import {
  createPlayerEventsService,
  firstPublishedVideos,
  hasWatchedAny,
} from '../features/videos/service.ts';
import { insertVideoWorkout, watchedWorkouts } from '../features/workouts/service.ts';
import {
  bookLockedClass,
  lockClassAndEndHolds,
  type Booking,
} from '../features/schedule/service.ts';

const MINUTE = 60 * 1000;

/** The seed's transaction as a Database whose own transactions run inside it, not beside it. */
export function joiningTransaction(tx: Database): Database {
  const joined = { execute: <T>(work: (trx: Database) => Promise<T>) => work(tx) };
  return new Proxy(tx, {
    get(target, name) {
      if (name === 'transaction') return () => joined;
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
const DAY = 24 * 60 * MINUTE;
const INCLUDED_IN_PLAN: Booking = {
  paidWith: 'subscription',
  amountCents: 0,
  promo: null,
  paymentIntentId: null,
};

/** An account as billing's demo purchases name their payer (the customer and card on file). */
export const payerOf = (u: {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
}) => ({
  id: u.id,
  email: u.email,
  firstName: u.first_name,
  lastName: u.last_name,
});

/**
 * Plays of the demo member's past three weeks: days ago, and how far into the class the play
 * stopped (null: it was finished, watching the whole class). The demo media last as long as the
 * classes are listed, so a stopped class resumes at the very place its card says
 * (docs/decisions/0053-demo-data-that-adds-up.md).
 */
const plays: { daysAgo: number; stoppedShare: number | null }[] = [
  { daysAgo: 20, stoppedShare: null },
  { daysAgo: 18, stoppedShare: null },
  { daysAgo: 16, stoppedShare: null },
  { daysAgo: 13, stoppedShare: null },
  { daysAgo: 11, stoppedShare: null },
  { daysAgo: 9, stoppedShare: null },
  { daysAgo: 6, stoppedShare: null },
  { daysAgo: 4, stoppedShare: null },
  { daysAgo: 2, stoppedShare: 0.4 },
  { daysAgo: 1, stoppedShare: 0.6 },
];

/**
 * Where a play stopped `share` of the way into a class: on a whole minute, so the card's "N min
 * left" and the player's "at M:00" read as plainly as they are, and short of a completed class.
 */
export const stoppedAtOf = (durationSeconds: number, share: number) =>
  Math.min(
    Math.max(60, Math.round((durationSeconds * share) / 60) * 60),
    completedAfter(durationSeconds) - 1,
  );

/**
 * Gives the demo member (member@jetsweat.example) a member's life: a yearly plan, a profile,
 * favourite classes, class types and studios, three weeks of watched classes (history, progress
 * and two to continue), and two classes on the schedule, so the dashboard is full after
 * `npm start`. The plays go through the player's own event handling, at past times. Done once:
 * skipped when the member already has favourites or history.
 */
export async function seedDemoMember(tx: Database, now: Date): Promise<void> {
  const member = await findUserByEmail(tx, demoAccounts[0].email);
  if (!member) return;
  if ((await hasFavouriteVideo(tx, member.id)) || (await hasWatchedAny(tx, member.id))) return;
  // Published before the first demo play, so every play finds its class.
  const videos = await firstPublishedVideos(tx, new Date(now.getTime() - 21 * DAY), 20);
  if (videos.length < 20) return;

  await seedDemoSubscription(tx, payerOf(member), new Date(now.getTime() - 40 * DAY));
  await updateProfile(tx, member.id, {
    birthday: '1991-06-14',
    weight: 138,
    gender: 'F',
    activity_level: 'Active',
  });
  for (const [i, v] of videos.slice(0, 6).entries())
    await insertFavouriteVideo(tx, member.id, v.id, new Date(now.getTime() - (i + 1) * DAY));
  for (const classType of ['Pilates', 'Yoga', 'Barre'] as const)
    await insertFavouriteClassType(tx, member.id, classType, now);
  for (const studioId of [...new Set(videos.map((v) => v.studio_id))].slice(0, 2))
    await insertFavouriteStudio(tx, member.id, studioId, now);

  const clock = fixedClock(now);
  // The seed runs in one transaction: the player's own transactions run inside it.
  const player = createPlayerEventsService({ db: joiningTransaction(tx), clock }, watchedWorkouts);
  for (const [i, p] of plays.entries()) {
    const video = videos[6 + i]!;
    const ended = p.stoppedShare === null;
    const seconds =
      p.stoppedShare === null
        ? video.duration_seconds
        : stoppedAtOf(video.duration_seconds, p.stoppedShare);
    const sessionId = randomUUID();
    clock.set(new Date(now.getTime() - p.daysAgo * DAY - 3 * 60 * MINUTE));
    await player.record(member.id, {
      eventType: 'play',
      eventValue: 0,
      videoId: video.id,
      sessionId,
      device: 'web',
    });
    clock.advance(seconds * 1000);
    await player.record(member.id, {
      eventType: ended ? 'end' : 'pause',
      eventValue: seconds,
      videoId: video.id,
      sessionId,
      device: 'web',
    });
  }
  for (const [i, hours] of [3, 26].entries())
    await insertVideoWorkout(tx, {
      userId: member.id,
      videoId: videos[16 + i]!.id,
      programId: null,
      when: new Date(now.getTime() + hours * 60 * MINUTE),
      now,
    });
}

/** The demo member's weekly goal: three classes a week, beside a streak from the plays above. */
export const DEMO_WEEKLY_GOAL = 3;

/**
 * Sets the demo member's weekly goal where they have none, on every start, so the dashboard's
 * habits card shows a goal and a streak (the plays above cover three weeks back to back) even on
 * a demo database made before goals existed.
 */
export async function seedDemoWeeklyGoal(tx: Database, now: Date): Promise<void> {
  const member = await findUserByEmail(tx, demoAccounts[0].email);
  if (member) await insertWeeklyGoalIfMissing(tx, member.id, DEMO_WEEKLY_GOAL, now);
}

/** The demo members who go to live classes: member@ and friend@ (two people in one room). */
const liveClassGoers = demoAccounts.filter((a) => a.userType === 'member');

/**
 * Books the demo members into today's Open Studio blocks (issue 20), as their yearly plans book
 * a class without paying, so they can enter a live room (and chat with each other) at any hour
 * after `npm start`. Run on every start: booking a class twice changes nothing.
 */
export async function bookDemoMemberInto(
  tx: Database,
  liveClassIds: number[],
  now: Date,
): Promise<void> {
  for (const account of liveClassGoers) {
    const member = await findUserByEmail(tx, account.email);
    if (!member) continue;
    // The first member's plan comes with their history (seedDemoMember); the others get one here.
    await seedDemoSubscription(tx, payerOf(member), new Date(now.getTime() - 40 * DAY));
    for (const id of liveClassIds) {
      const locked = await lockClassAndEndHolds(tx, id, now);
      await bookLockedClass(tx, locked, member.id, INCLUDED_IN_PLAN, now);
    }
  }
}
