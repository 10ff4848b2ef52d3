// A studio's cancellation window and its late-cancel and no-show fees (issue 54, item 2;
// docs/decisions/0112-booking-policies.md): the limits and the texts members read at booking, when
// cancelling and on their upcoming classes. No zod here: the live classes' page reads these, and
// the schemas (booking-policies.ts) would bring zod into its first load.
import { formatDollars } from './billing-plans.ts';
import { LIVE_CLASS_CANCEL_CUTOFF_HOURS } from './schedule-texts.ts';

/** Every studio's window until it sets its own: the cut-off all had before (2 hours). */
export const DEFAULT_CANCEL_WINDOW_MINUTES = LIVE_CLASS_CANCEL_CUTOFF_HOURS * 60;
/** A window of at most a week; a fee of 0 (none) or from $0.50 (the gateway's least) to $1,000. */
export const MAX_CANCEL_WINDOW_MINUTES = 7 * 24 * 60;
export const MIN_FEE_CENTS = 50;
export const MAX_FEE_CENTS = 100_000;

/** booking_fees' CHECK lists (migration 060). */
export const bookingFeeKinds = ['late_cancel', 'no_show'] as const;
export const bookingFeeStatuses = ['owed', 'charged', 'failed', 'waived'] as const;
/** What pays a fee: the card on file, the pack credit kept, or the class's payment kept. */
export const bookingFeeSettledBy = ['card', 'pack', 'payment'] as const;
export type BookingFeeKind = (typeof bookingFeeKinds)[number];
export type BookingFeeStatus = (typeof bookingFeeStatuses)[number];

/** The part of a studio's policy members are told of: carried by every public class read. */
export interface CancelPolicy {
  cancelWindowMinutes: number;
  lateCancelFeeCents: number;
  noShowFeeCents: number;
}

export const DEFAULT_CANCEL_POLICY: CancelPolicy = {
  cancelWindowMinutes: DEFAULT_CANCEL_WINDOW_MINUTES,
  lateCancelFeeCents: 0,
  noShowFeeCents: 0,
};

/** "2 hours", "90 minutes", "1 hour": how long before a class cancelling closes. */
export function windowText(minutes: number): string {
  if (minutes % 60 !== 0) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** When cancelling closes (or, with a late-cancel fee, starts costing it), in ms since the epoch. */
export const cancelClosesAt = (scheduledDatetime: string, p: CancelPolicy): number =>
  Date.parse(scheduledDatetime) - p.cancelWindowMinutes * 60_000;

export const bookingPolicyTexts = {
  /** At booking: the studio's window and fees in one line. */
  atBooking: (p: CancelPolicy, studio: string): string => {
    const fees = [
      p.lateCancelFeeCents > 0 ? `a late cancel costs ${formatDollars(p.lateCancelFeeCents)}` : '',
      p.noShowFeeCents > 0 ? `a no-show costs ${formatDollars(p.noShowFeeCents)}` : '',
    ].filter(Boolean);
    const window = `${studio}'s policy: cancel up to ${windowText(p.cancelWindowMinutes)} before the class`;
    return fees.length > 0 ? `${window}; ${fees.join(', ')}.` : `${window}.`;
  },
  /** The cancel confirmation inside the window, before the member confirms. */
  lateCancelConfirm: (p: CancelPolicy, paidWith: string | null): string => {
    const fee = formatDollars(p.lateCancelFeeCents);
    const start = `This is less than ${windowText(p.cancelWindowMinutes)} before the class, so it is a late cancel`;
    if (paidWith === 'pack')
      return `${start}: the class's credit is not given back (the ${fee} late-cancel fee).`;
    if (paidWith === 'card')
      return `${start}: your payment is not refunded (the ${fee} late-cancel fee).`;
    return `${start}: a ${fee} late-cancel fee is charged to your card on file.`;
  },
  lateCancelConfirmButton: 'Yes, cancel it late',
  /** 409 inside the window of a studio without a late-cancel fee. */
  cancelTooLate: (minutes: number) =>
    `A booking can only be cancelled until ${windowText(minutes)} before the class starts.`,
  /** 409 inside the window with a fee the member has not agreed to (a page read before). */
  lateFeeNotAccepted: (cents: number) =>
    `Cancelling now is a late cancel with a ${formatDollars(cents)} fee. Please confirm it to cancel.`,
  /** The upcoming page's line of why a booking cannot be cancelled any more. */
  cancelClosed: (p: CancelPolicy, studio: string) =>
    `Cancelling closed ${windowText(p.cancelWindowMinutes)} before the class (${studio}'s policy).`,
  lateCancelled: (cents: number) =>
    `Your booking is cancelled. A ${formatDollars(cents)} late-cancel fee is charged to your card on file.`,
  lateCancelledKept: 'Your booking is cancelled as a late cancel: the class is not given back.',
  feeWaived: 'The fee is waived.',
  feeWaivedRefund: 'The fee is waived and its charge is being refunded.',
  feeNotFound: 'We could not find that fee.',
  noCardOnFile: 'There is no card on file.',
  feeKind: { late_cancel: 'Late cancel', no_show: 'No-show' } as Record<BookingFeeKind, string>,
  feeStatus: {
    owed: 'to be charged',
    charged: 'charged',
    failed: 'charge failed',
    waived: 'waived',
  } as Record<BookingFeeStatus, string>,
  waive: 'Waive',
} as const;
