import { scheduleTexts, type User } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound, paymentRequired } from '../../platform/errors.ts';
import { liveClassIncluded, type LiveClassFacts } from '../billing/service.ts';
import { sendBookingMail } from './booking-mail.ts';
import { bookLockedClass, lockClassOrFail, refuseStarted, type Booked } from './seats.ts';
import { findSeat } from './seat-store.ts';

/** A class is seen on the main site when flagged so, and always on its own studio's site. */
export function seenBy(
  row: { studio_id: number; is_on_jetsweat: boolean },
  siteStudioId: number | null,
  userStudioId: number | null | undefined,
): boolean {
  return row.is_on_jetsweat || row.studio_id === siteStudioId || row.studio_id === userStudioId;
}

/** What billing's entitlement needs to know of a class to judge a booking of it. */
export const classFacts = (row: {
  studio_id: number;
  scheduled_at: Date;
  is_on_jetsweat: boolean;
}): LiveClassFacts => ({
  studioId: row.studio_id,
  scheduledAt: new Date(row.scheduled_at),
  onMainSite: row.is_on_jetsweat,
});

const INCLUDED = {
  paidWith: 'subscription' as const,
  amountCents: 0,
  promo: null,
  paymentIntentId: null,
};

/**
 * Books a class without payment, in the class's lock, for a person whose plan or pass includes
 * it: billing's `liveClassIncluded` decides (the one entitlement rule, issue 19), whichever route
 * books. 404 for a class the person cannot see on this site, 402 when they must pay, 409 when it
 * has started. A class they booked already is answered as it is, after `ifBooked`.
 */
export async function bookIncluded(
  deps: Deps,
  p: { user: User; classId: number; siteStudioId: number | null },
  onMailError: (err: unknown) => void,
  ifBooked: (tx: Database) => Promise<void> = async () => {},
): Promise<Booked> {
  const { user, classId, siteStudioId } = p;
  const now = deps.clock.now();
  const booked = await deps.db.transaction().execute(async (tx) => {
    const locked = await lockClassOrFail(tx, classId, now);
    const seat = await findSeat(tx, classId, user.id);
    if (seat?.state === 'booked') {
      await ifBooked(tx);
    } else {
      if (!seenBy(locked, siteStudioId, user.studioId)) throw notFound(scheduleTexts.classNotFound);
      if (!(await liveClassIncluded(tx, user, classFacts(locked), siteStudioId, now)))
        throw paymentRequired(scheduleTexts.bookFirst);
      refuseStarted(locked, now);
    }
    return bookLockedClass(tx, locked, user.id, INCLUDED, now);
  });
  if (booked.fresh) await sendBookingMail(deps, booked.seat, onMailError);
  return booked;
}
