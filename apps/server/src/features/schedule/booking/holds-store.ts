import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';

/** The first key of the advisory lock on one member's seat holds (the second is their id). */
const MEMBER_HOLDS_LOCK = 727274;

/**
 * Makes one member's hold claims happen one at a time until the transaction ends, so counting
 * their holds and taking one more cannot race another claim of theirs in another class (each
 * claim locks only its own class's row). Taken before the class's row, always in that order.
 */
export async function lockMemberHolds(tx: Database, userId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${MEMBER_HOLDS_LOCK}, ${userId})`.execute(tx);
}

/** How many seats the member holds while paying at `now`, in any class (expired holds do not count). */
export async function countLiveHolds(tx: Database, userId: number, now: Date): Promise<number> {
  const row = await tx
    .selectFrom('live_class_seats')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .where('user_id', '=', userId)
    .where('state', '=', 'held')
    .where('held_until', '>', now)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The classes holding seats for payments that ran out of time at `now`. */
export async function classesWithExpiredHolds(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('live_class_seats')
    .select('live_class_id')
    .distinct()
    .where('state', '=', 'held')
    .where('held_until', '<=', now)
    .execute();
  return rows.map((r) => r.live_class_id);
}
