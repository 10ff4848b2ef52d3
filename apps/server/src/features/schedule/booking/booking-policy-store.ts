import type { BookingPolicy } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';

/** What a studio without a policy of its own gets: booking open until a class ends. */
export const DEFAULT_BOOKING_POLICY: BookingPolicy = { lateBookingMinutes: null };

/** The studio's booking policy (migration 044), or the default. */
export async function findBookingPolicy(db: Database, studioId: number): Promise<BookingPolicy> {
  const row = await db
    .selectFrom('studio_booking_policies')
    .select('late_booking_minutes')
    .where('studio_id', '=', studioId)
    .executeTakeFirst();
  return row ? { lateBookingMinutes: row.late_booking_minutes } : DEFAULT_BOOKING_POLICY;
}

/** Locks and reads the studio's policy for a change in this transaction. */
export async function lockBookingPolicy(tx: Database, studioId: number): Promise<BookingPolicy> {
  const row = await tx
    .selectFrom('studio_booking_policies')
    .select('late_booking_minutes')
    .where('studio_id', '=', studioId)
    .forUpdate()
    .executeTakeFirst();
  return row ? { lateBookingMinutes: row.late_booking_minutes } : DEFAULT_BOOKING_POLICY;
}

export async function saveBookingPolicy(
  tx: Database,
  studioId: number,
  policy: BookingPolicy,
  now: Date,
): Promise<void> {
  const values = { late_booking_minutes: policy.lateBookingMinutes, updated_at: now };
  await tx
    .insertInto('studio_booking_policies')
    .values({ studio_id: studioId, ...values })
    .onConflict((oc) => oc.column('studio_id').doUpdateSet(values))
    .execute();
}
