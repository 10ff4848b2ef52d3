// A studio's cancellation window and fees as the member's pages apply them (issue 54, item 2). Its
// own small file: the public schedule's order summary says the policy line too.
import {
  bookingPolicyTexts,
  cancelClosesAt,
  DEFAULT_CANCEL_WINDOW_MINUTES,
  scheduleTexts,
  type LiveClass,
} from '@jetsweat/contract';

/** Whether cancelling the booking at `now` is inside its studio's window (a late cancel). */
export const isLateCancel = (c: LiveClass, now: number) =>
  now >= cancelClosesAt(c.scheduledDatetime, c.cancelPolicy);

/**
 * Whether a booked class can still be cancelled at `now` (the server decides in the end): before
 * its studio's window, or inside it until the class starts when the studio takes a late-cancel fee.
 */
export const cancellable = (c: LiveClass, now: number) =>
  !isLateCancel(c, now) ||
  (c.cancelPolicy.lateCancelFeeCents > 0 && now < Date.parse(c.scheduledDatetime));

/** Why a booked class not started can no longer be cancelled: its studio's window, named. */
export const cancelClosedLine = (c: LiveClass, now: number) =>
  !cancellable(c, now) && now < Date.parse(c.scheduledDatetime)
    ? bookingPolicyTexts.cancelClosed(c.cancelPolicy, c.studioName)
    : null;

/** The studio's policy in one line: the specification's words for the default (2 hours, no fees). */
export const policyLine = (c: LiveClass) =>
  c.cancelPolicy.lateCancelFeeCents === 0 &&
  c.cancelPolicy.noShowFeeCents === 0 &&
  c.cancelPolicy.cancelWindowMinutes === DEFAULT_CANCEL_WINDOW_MINUTES
    ? scheduleTexts.cancelPolicy
    : bookingPolicyTexts.atBooking(c.cancelPolicy, c.studioName);
