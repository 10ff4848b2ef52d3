import { randomUUID } from 'node:crypto';
import { easternDay } from '@jetsweat/contract';
import type { Database } from '../platform/db/database.ts';
import { fixedClock } from '../platform/runtime/clock.ts';
import { findUserByEmail } from '../features/accounts/service.ts';
import { seedDemoSubscription } from '../features/billing/service.ts';
import { bookLockedClass, lockClassAndEndHolds } from '../features/schedule/service.ts';
import { weekStartOf } from '../features/history/service.ts';
import {
  createPlayerEventsService,
  firstPublishedVideos,
  hasFinishedPlaySince,
} from '../features/videos/service.ts';
import { watchedWorkouts } from '../features/workouts/service.ts';
import { joiningTransaction, payerOf } from './member.ts';
import { demoFriendPeople } from './friends.ts';

const MINUTE = 60_000;
/** The library's first classes, among which Riley's finished one is the first that fits. */
const CLASSES_TO_CHOOSE_FROM = 100;

/** Riley, the demo member's friend who trains beside Felix (friend@, booked by the demo member's seed). */
const riley = demoFriendPeople[0].email;

/**
 * Training together (issue 24), seen right after `npm start` on every start: Riley (with a yearly
 * plan, as Felix has) is booked into
 * today's Open Studio blocks beside Felix (friend@), so the demo member's schedule says "2 friends
 * are going", and Riley has finished an on-demand class this week (Monday on, Eastern Time),
 * played through the player's own event handling just before `now` when the week has none yet,
 * so the dashboard lists "Friends this week". Booking twice changes nothing.
 */
export async function seedDemoTrainTogether(
  tx: Database,
  openStudioToday: number[],
  now: Date,
): Promise<void> {
  const friend = await findUserByEmail(tx, riley);
  if (!friend) return;
  // A plan like Felix's, so Riley can open the member pages (her profile's sharing setting).
  await seedDemoSubscription(tx, payerOf(friend), new Date(now.getTime() - 40 * 24 * 60 * MINUTE));
  for (const id of openStudioToday) {
    const locked = await lockClassAndEndHolds(tx, id, now);
    // A block someone filled meanwhile is left as it is (a refused booking would stop the start).
    if (locked.seats_taken >= locked.capacity) continue;
    await bookLockedClass(
      tx,
      locked,
      friend.id,
      { paidWith: 'free', amountCents: 0, promo: null, paymentIntentId: null },
      now,
    );
  }
  const weekStart = weekStartOf(easternDay(now));
  if (await hasFinishedPlaySince(tx, friend.id, weekStart)) return;
  // Started the class's length (and a minute) ago, and watched to the end: in a week's first
  // hour, a class short enough to have started this week (none in its first few minutes, and
  // the section waits for the next start).
  const startOf = (video: { duration_seconds: number }) =>
    new Date(now.getTime() - video.duration_seconds * 1000 - MINUTE);
  const video = (await firstPublishedVideos(tx, now, CLASSES_TO_CHOOSE_FROM)).find(
    (v) => easternDay(startOf(v)) >= weekStart,
  );
  if (!video) return;
  const clock = fixedClock(startOf(video));
  const player = createPlayerEventsService({ db: joiningTransaction(tx), clock }, watchedWorkouts);
  const sessionId = randomUUID();
  const event = { videoId: video.id, sessionId, device: 'web' };
  await player.record(friend.id, { ...event, eventType: 'play', eventValue: 0 });
  clock.advance(video.duration_seconds * 1000);
  await player.record(friend.id, {
    ...event,
    eventType: 'end',
    eventValue: video.duration_seconds,
  });
}
