import type { Database } from '../../../platform/db/database.ts';

/** A booked seat whose class starts soon and has had no reminder yet. */
export interface ReminderCandidate {
  seatId: number;
  userId: number;
  liveClassId: number;
  bookedAt: Date;
  startsAt: Date;
}

const candidateOf = (r: {
  id: number;
  user_id: number;
  live_class_id: number;
  booked_at: Date | string | null;
  scheduled_at: Date | string;
}): ReminderCandidate => ({
  seatId: r.id,
  userId: r.user_id,
  liveClassId: r.live_class_id,
  bookedAt: new Date(r.booked_at!),
  startsAt: new Date(r.scheduled_at),
});

/**
 * Booked seats of classes that start after `now` and at most `horizonMinutes` later (the longest
 * lead a member may choose), not cancelled, without a reminder: the job then keeps those whose
 * member's own lead has come. Found by the classes' time index, then each class's seats.
 */
export async function reminderCandidates(
  db: Database,
  now: Date,
  horizonMinutes: number,
): Promise<ReminderCandidate[]> {
  const rows = await db
    .selectFrom('live_class_seats as s')
    .innerJoin('live_classes as c', 'c.id', 's.live_class_id')
    .select(['s.id', 's.user_id', 's.live_class_id', 's.booked_at', 'c.scheduled_at'])
    .where('s.state', '=', 'booked')
    .where('c.cancelled_at', 'is', null)
    .where('c.scheduled_at', '>', now)
    .where('c.scheduled_at', '<=', new Date(now.getTime() + horizonMinutes * 60_000))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('live_class_reminders as r')
            .select('r.seat_id')
            .whereRef('r.seat_id', '=', 's.id'),
        ),
      ),
    )
    .orderBy('c.scheduled_at')
    .orderBy('s.id')
    .execute();
  return rows.map(candidateOf);
}

/**
 * Claims the reminder of a seat; false when it was claimed already (another instance's pass, or
 * an earlier one) or the seat is gone or no longer booked (a cancel).
 */
export async function claimReminder(db: Database, seatId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .insertInto('live_class_reminders')
    .columns(['seat_id', 'claimed_at'])
    .expression((eb) =>
      eb
        .selectFrom('live_class_seats')
        .select((seat) => [seat.ref('id').as('seat_id'), seat.val(now).as('claimed_at')])
        .where('id', '=', seatId)
        .where('state', '=', 'booked'),
    )
    .onConflict((oc) => oc.column('seat_id').doNothing())
    .returning('seat_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function markReminderMailed(db: Database, seatId: number, now: Date): Promise<void> {
  await db
    .updateTable('live_class_reminders')
    .set({ mailed_at: now })
    .where('seat_id', '=', seatId)
    .execute();
}

/**
 * Claims made before `claimedBefore` whose mail was never marked filed (the instance stopped in
 * between), of classes not yet started and seats still booked: a later pass mails them.
 */
export async function unmailedReminders(
  db: Database,
  claimedBefore: Date,
  now: Date,
): Promise<ReminderCandidate[]> {
  const rows = await db
    .selectFrom('live_class_reminders as r')
    .innerJoin('live_class_seats as s', 's.id', 'r.seat_id')
    .innerJoin('live_classes as c', 'c.id', 's.live_class_id')
    .select(['s.id', 's.user_id', 's.live_class_id', 's.booked_at', 'c.scheduled_at'])
    .where('r.mailed_at', 'is', null)
    .where('r.claimed_at', '<', claimedBefore)
    .where('s.state', '=', 'booked')
    .where('c.cancelled_at', 'is', null)
    .where('c.scheduled_at', '>', now)
    .execute();
  return rows.map(candidateOf);
}
