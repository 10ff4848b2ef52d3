import type { Database } from '../platform/db/database.ts';
import { demoAccounts, findUserByEmail } from '../features/accounts/service.ts';
import {
  bookLockedClass,
  lockClassAndEndHolds,
  type Booking,
  comingDemoGroupClasses,
  fillDemoClass,
  hasBookingADayAhead,
} from '../features/schedule/service.ts';

const INCLUDED_IN_PLAN: Booking = {
  paidWith: 'subscription',
  amountCents: 0,
  promo: null,
  paymentIntentId: null,
};

/**
 * What makes "Bookings a member controls" (issue 22) tryable after `npm start`: member@ has a
 * class booked more than a day ahead, which they can cancel on their upcoming page, and another
 * class is full (friend@ took its only seat), so member@ sees its waitlist on the schedule. Done
 * when member@ has no class booked that far ahead; a start that finds one changes nothing.
 */
export async function seedDemoBookingChoices(tx: Database, now: Date): Promise<void> {
  const [memberAccount, friendAccount] = demoAccounts.filter((a) => a.userType === 'member');
  const member = memberAccount && (await findUserByEmail(tx, memberAccount.email));
  const friend = friendAccount && (await findUserByEmail(tx, friendAccount.email));
  if (!member || !friend) return;
  if (await hasBookingADayAhead(tx, member.id, now)) return;
  const [toCancel, toFill] = await comingDemoGroupClasses(tx, now, 2);
  if (!toCancel || !toFill) return;
  await bookLockedClass(
    tx,
    await lockClassAndEndHolds(tx, toCancel.id, now),
    member.id,
    INCLUDED_IN_PLAN,
    now,
  );
  await bookLockedClass(
    tx,
    await lockClassAndEndHolds(tx, toFill.id, now),
    friend.id,
    INCLUDED_IN_PLAN,
    now,
  );
  // Full: its seats are those taken (friend@'s, and any other).
  await fillDemoClass(tx, toFill.id);
}
