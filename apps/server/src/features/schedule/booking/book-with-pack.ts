import { packTexts, scheduleTexts, type User } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { notFound, paymentRequired } from '../../../platform/http/errors.ts';
import { liveClassIncluded, takePackCredit } from '../../billing/service.ts';
import { classFacts, seenBy } from '../class-access.ts';
import {
  bookLockedClass,
  inClass,
  INCLUDED_BOOKING,
  refuseClosed,
  type Booked,
} from './book-locked-class.ts';
import { findSeat } from './seat-store.ts';

/** Booked with a credit of the member's class pack at the class's studio (issue 54, item 1). */
export interface PackBooking {
  way: 'pack';
  user: User;
  classId: number;
  siteStudioId: number | null;
}

/**
 * In the class's lock: a class already booked is answered as it is; one the person's plan or pass
 * includes takes no credit; otherwise one credit of their pack at the class's studio that expires
 * first pays the seat, in the same transaction, so a class found full (409) takes none. 404 for a
 * class they cannot see on this site, 409 once booking has closed, 402 without a credit left.
 */
export function bookWithPack(deps: Pick<Deps, 'db'>, b: PackBooking, now: Date): Promise<Booked> {
  const { user, classId, siteStudioId } = b;
  return inClass(deps, classId, now, async (tx, locked) => {
    const seat = await findSeat(tx, classId, user.id);
    if (seat?.state === 'booked')
      return bookLockedClass(tx, locked, user.id, INCLUDED_BOOKING, now);
    if (!seenBy(locked, siteStudioId, user.studioId)) throw notFound(scheduleTexts.classNotFound);
    refuseClosed(locked, now);
    if (await liveClassIncluded(tx, user, classFacts(locked), siteStudioId, now))
      return bookLockedClass(tx, locked, user.id, INCLUDED_BOOKING, now);
    const packPurchaseId = await takePackCredit(tx, user.id, locked.studio_id, now);
    if (packPurchaseId === undefined) throw paymentRequired(packTexts.noCredit);
    const paid = { paidWith: 'pack' as const, amountCents: 0, promo: null, paymentIntentId: null };
    return bookLockedClass(tx, locked, user.id, { ...paid, packPurchaseId }, now);
  });
}
