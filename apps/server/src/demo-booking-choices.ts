import type { Database } from './platform/db/database.ts';
import { demoAccounts } from './features/accounts/seed-demo.ts';
import { findUserByEmail } from './features/accounts/store.ts';
import {
  bookLockedClass,
  lockClassAndEndHolds,
} from './features/schedule/booking/book-locked-class.ts';
import type { Booking } from './features/schedule/booking/seat-store.ts';
import { openStudioClass } from './features/schedule/demo-live-classes.ts';

const HOUR = 60 * 60 * 1000;
const INCLUDED_IN_PLAN: Booking = {
  paidWith: 'subscription',
  amountCents: 0,
  promo: null,
  paymentIntentId: null,
};

/** The main site's group classes between one and four days ahead, soonest first. */
function comingGroupClasses(tx: Database, now: Date) {
  return (
    tx
      .selectFrom('live_classes')
      .select(['id', 'capacity', 'seats_taken'])
      .where('is_on_jetsweat', '=', true)
      .where('product_availability', 'is', null)
      // Not Open Studio: every demo member is booked into its blocks as each day comes.
      .where('title', '<>', openStudioClass.title)
      .where('scheduled_at', '>', new Date(now.getTime() + 24 * HOUR))
      .where('scheduled_at', '<', new Date(now.getTime() + 96 * HOUR))
      .orderBy('scheduled_at')
      .orderBy('id')
      .limit(2)
      .execute()
  );
}

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
  const ahead = await tx
    .selectFrom('live_class_seats as s')
    .innerJoin('live_classes as c', 'c.id', 's.live_class_id')
    .select('s.id')
    .where('s.user_id', '=', member.id)
    .where('s.state', '=', 'booked')
    // Open Studio blocks (today's and tomorrow's are booked for every demo member) do not count.
    .where('c.title', '<>', openStudioClass.title)
    .where('c.scheduled_at', '>', new Date(now.getTime() + 24 * HOUR))
    .executeTakeFirst();
  if (ahead) return;
  const [toCancel, toFill] = await comingGroupClasses(tx, now);
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
  await tx
    .updateTable('live_classes')
    .set((eb) => ({ capacity: eb.ref('seats_taken') }))
    .where('id', '=', toFill.id)
    .execute();
}
