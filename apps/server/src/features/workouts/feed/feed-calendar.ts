import ical, { ICalCalendarMethod } from 'ical-generator';
import { brand } from '@jetsweat/contract';
import type { FeedWorkout } from './feed-events.ts';

/** How often calendar apps are asked to fetch the feed again (X-PUBLISHED-TTL, REFRESH-INTERVAL). */
export const FEED_REFRESH_SECONDS = 60 * 60;

const statusNote = { scheduled: '', completed: 'Completed ✔', skipped: 'Skipped' } as const;

/** The page a workout's event links to: the live class's, or the on-demand class's. */
export function workoutLink(
  w: Pick<FeedWorkout, 'liveClassId' | 'videoId'>,
  origin: string,
): string {
  return w.liveClassId !== null
    ? `${origin}/newplatform/live/upcoming/${w.liveClassId}`
    : `${origin}/newplatform/items/classes/${w.videoId}`;
}

/**
 * Where a workout takes place, as calendar apps show it under the title: online, and on which site
 * (spec: a location label of the product's own site). A bare host there read as an address, and
 * maps offered to find it.
 */
export function workoutPlace(w: Pick<FeedWorkout, 'liveClassId'>, origin: string): string {
  const site = new URL(origin).host;
  return w.liveClassId !== null ? `Online: live class on ${site}` : `Online: class on ${site}`;
}

/**
 * The member's workouts as an iCalendar feed (RFC 5545). Each event's UID is the workout's, so a
 * calendar app updates the event it has instead of adding another; SEQUENCE grows when the workout
 * moves and DTSTAMP is when it last changed, so the text is the same until something changes (the
 * feed's ETag depends on it). Times are written in UTC, which no daylight-saving change moves.
 */
export function workoutFeed(workouts: FeedWorkout[], origin: string): string {
  const calendar = ical({
    name: `${brand.name} workouts`,
    prodId: { company: brand.name, product: 'workout calendar' },
    ttl: FEED_REFRESH_SECONDS,
  });
  calendar.method(ICalCalendarMethod.PUBLISH);
  for (const w of workouts) {
    const url = workoutLink(w, origin);
    const kind = w.liveClassId !== null ? 'Live class' : 'On-demand class';
    calendar.createEvent({
      id: `workout-${w.id}@jetsweat`,
      sequence: w.sequence,
      start: w.start,
      end: new Date(w.start.getTime() + w.minutes * 60_000),
      stamp: w.changedAt,
      lastModified: w.changedAt,
      summary: w.instructor ? `${w.title} with ${w.instructor}` : w.title,
      description: [statusNote[w.status], w.description, `${kind}: ${url}`]
        .filter(Boolean)
        .join('\n\n'),
      location: workoutPlace(w, origin),
      url,
    });
  }
  return calendar.toString();
}
