import { DEFAULT_CANCEL_POLICY, type BookingPolicy, type CancelPolicy } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';

/**
 * What a studio without a policy of its own gets: booking open until a class ends, cancelling
 * until 2 hours before it, no fees.
 */
export const DEFAULT_BOOKING_POLICY: BookingPolicy = {
  lateBookingMinutes: null,
  ...DEFAULT_CANCEL_POLICY,
};

/** A policy's columns as a class read joins them (null: the studio has no policy row). */
interface PolicyColumns {
  cancel_window_minutes: number | null;
  late_cancel_fee_cents: number | null;
  no_show_fee_cents: number | null;
}

/** The cancellation window and fees of a class's studio, from its joined policy columns. */
export function cancelPolicyOf(row: PolicyColumns): CancelPolicy {
  return {
    cancelWindowMinutes: row.cancel_window_minutes ?? DEFAULT_CANCEL_POLICY.cancelWindowMinutes,
    lateCancelFeeCents: row.late_cancel_fee_cents ?? 0,
    noShowFeeCents: row.no_show_fee_cents ?? 0,
  };
}

const policyColumns = [
  'late_booking_minutes',
  'cancel_window_minutes',
  'late_cancel_fee_cents',
  'no_show_fee_cents',
] as const;

type PolicyRow = PolicyColumns & { late_booking_minutes: number | null };

const policyOf = (row: PolicyRow | undefined): BookingPolicy =>
  row
    ? { lateBookingMinutes: row.late_booking_minutes, ...cancelPolicyOf(row) }
    : DEFAULT_BOOKING_POLICY;

/** The studio's booking policy (migrations 044 and 060), or the default. */
export async function findBookingPolicy(db: Database, studioId: number): Promise<BookingPolicy> {
  const row = await db
    .selectFrom('studio_booking_policies')
    .select(policyColumns)
    .where('studio_id', '=', studioId)
    .executeTakeFirst();
  return policyOf(row);
}

/** Locks and reads the studio's policy for a change in this transaction. */
export async function lockBookingPolicy(tx: Database, studioId: number): Promise<BookingPolicy> {
  const row = await tx
    .selectFrom('studio_booking_policies')
    .select(policyColumns)
    .where('studio_id', '=', studioId)
    .forUpdate()
    .executeTakeFirst();
  return policyOf(row);
}

export async function saveBookingPolicy(
  tx: Database,
  studioId: number,
  policy: BookingPolicy,
  now: Date,
): Promise<void> {
  const values = {
    late_booking_minutes: policy.lateBookingMinutes,
    cancel_window_minutes: policy.cancelWindowMinutes,
    late_cancel_fee_cents: policy.lateCancelFeeCents,
    no_show_fee_cents: policy.noShowFeeCents,
    updated_at: now,
  };
  await tx
    .insertInto('studio_booking_policies')
    .values({ studio_id: studioId, ...values })
    .onConflict((oc) => oc.column('studio_id').doUpdateSet(values))
    .execute();
}

/** The demo's policy for a studio, unless it has one (the console's changes are kept). */
export async function insertDemoBookingPolicy(
  tx: Database,
  studioId: number,
  policy: BookingPolicy,
  now: Date,
): Promise<void> {
  await tx
    .insertInto('studio_booking_policies')
    .values({
      studio_id: studioId,
      late_booking_minutes: policy.lateBookingMinutes,
      cancel_window_minutes: policy.cancelWindowMinutes,
      late_cancel_fee_cents: policy.lateCancelFeeCents,
      no_show_fee_cents: policy.noShowFeeCents,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('studio_id').doNothing())
    .execute();
}
