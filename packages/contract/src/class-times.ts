// When a live class runs and until when it can be booked: one rule for the server's booking and
// the pages' buttons (issue 51, item 1).
import { LIVE_CLASS_JOIN_OPENS_MINUTES } from './schedule-texts.ts';

interface Timed {
  scheduledDatetime: string;
  minutesDuration: number;
}

/** When the class ends, in milliseconds since the epoch. */
export const classEndsAt = (c: Timed): number =>
  Date.parse(c.scheduledDatetime) + c.minutesDuration * 60_000;

/** Whether the class is under way at `now`: from its start until it ends. */
export const isLiveNow = (c: Timed, now: number): boolean =>
  Date.parse(c.scheduledDatetime) <= now && now < classEndsAt(c);

/** Whether the class's room is open at `now`: from the join window before it until it ends. */
export const isRoomOpen = (c: Timed, now: number): boolean =>
  Date.parse(c.scheduledDatetime) - LIVE_CLASS_JOIN_OPENS_MINUTES * 60_000 <= now &&
  now < classEndsAt(c);

/**
 * When booking a class closes: when it ends, or `lateBookingMinutes` after it starts when its
 * studio closes booking earlier (its booking policy; null keeps it open to the end).
 */
export function bookingClosesAt(
  startMs: number,
  minutesDuration: number,
  lateBookingMinutes: number | null,
): number {
  const end = startMs + minutesDuration * 60_000;
  return lateBookingMinutes === null ? end : Math.min(end, startMs + lateBookingMinutes * 60_000);
}
