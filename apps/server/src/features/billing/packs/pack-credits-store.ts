import type { Database } from '../../../platform/db/database.ts';

/** The member's paid packs at a studio with credits left and not expired, soonest to expire first. */
export function usablePacks(db: Database, userId: number, studioId: number, now: Date) {
  return db
    .selectFrom('pack_purchases')
    .select(['id', 'credits_left', 'expires_at'])
    .where('user_id', '=', userId)
    .where('studio_id', '=', studioId)
    .where('status', '=', 'paid')
    .where('expires_at', '>', now)
    .where('credits_left', '>', 0)
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
}

/**
 * Takes one credit of the member's pack at the studio that expires first: the pack's id, or
 * undefined when none is left. Each try decrements only while credits are left (and the CHECK
 * keeps them at 0 or more): two bookings racing for the last credit meet on the row's lock, and
 * the second finds none left and tries the next pack.
 */
export async function takeCredit(
  tx: Database,
  userId: number,
  studioId: number,
  now: Date,
): Promise<number | undefined> {
  for (const pack of await usablePacks(tx, userId, studioId, now)) {
    const taken = await tx
      .updateTable('pack_purchases')
      .set((eb) => ({ credits_left: eb('credits_left', '-', 1), updated_at: now }))
      .where('id', '=', pack.id)
      .where('status', '=', 'paid')
      .where('credits_left', '>', 0)
      .returning('id')
      .executeTakeFirst();
    if (taken) return taken.id;
  }
  return undefined;
}

/** Gives a credit back to its pack (a booking cancelled in time); false when the pack is full or refunded. */
export async function giveCreditBack(tx: Database, packPurchaseId: number, now: Date) {
  const given = await tx
    .updateTable('pack_purchases')
    .set((eb) => ({ credits_left: eb('credits_left', '+', 1), updated_at: now }))
    .where('id', '=', packPurchaseId)
    .where('status', '=', 'paid')
    .whereRef('credits_left', '<', 'credits_total')
    .returning('id')
    .executeTakeFirst();
  return given !== undefined;
}
