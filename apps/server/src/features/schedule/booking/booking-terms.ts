import { scheduleTexts, type BookingTerms, type User } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { liveClassIncluded } from '../../billing/service.ts';
import { classFacts, seenBy } from '../class-access.ts';
import { findLiveClass } from '../live-classes.ts';
import { findSeat } from './seat-store.ts';

/**
 * How the person would book the class: booked already, included in what they bought (billing's
 * entitlement, the rule booking applies), or to be paid for. Asked before booking, so the page
 * needs no refusal to find the payment dialog (issue 56, point 6). 404 for a class they cannot
 * see on this site, as booking answers.
 */
export async function bookingTerms(
  { db, clock }: Deps,
  user: User,
  id: number,
  siteStudioId: number | null,
): Promise<BookingTerms> {
  const now = clock.now();
  const row = await findLiveClass(db, id, now);
  const seat = row ? await findSeat(db, id, user.id) : undefined;
  const booked = seat?.state === 'booked';
  if (!row || (!booked && !seenBy(row, siteStudioId, user.studioId)))
    throw notFound(scheduleTexts.classNotFound);
  const included =
    booked || (await liveClassIncluded(db, user, classFacts(row), siteStudioId, now));
  return { liveClassId: id, booked, included };
}
