import { sql, type Selectable } from 'kysely';
import type { Database, Tables } from '../../../platform/db/database.ts';
import { NONE, type None } from '../../../platform/db/state-machine.ts';
import { seat as seatMachine, seatsTakenChange, type SeatState } from './seat-machine.ts';

// The seat's named moves (seat-machine.ts), each checked against the row's state as it is written.
const { hold, book, endHold, cancel } = seatMachine.moves;

/** The seats of live classes: held while a person pays, booked once paid or included. */
const seatColumns = [
  'id',
  'live_class_id',
  'user_id',
  'state',
  'held_until',
  'paid_with',
  'payment_intent_id',
  'amount_cents',
  'promo',
  'pack_purchase_id',
  'booked_at',
  'created_at',
] as const;

export type SeatRow = Pick<Selectable<Tables['live_class_seats']>, (typeof seatColumns)[number]>;

const seats = (db: Database) => db.selectFrom('live_class_seats').select(seatColumns);

export async function findSeat(
  db: Database,
  classId: number,
  userId: number,
): Promise<SeatRow | undefined> {
  return seats(db)
    .where('live_class_id', '=', classId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findSeatByIntent(
  db: Database,
  paymentIntentId: string,
): Promise<SeatRow | undefined> {
  return seats(db).where('payment_intent_id', '=', paymentIntentId).executeTakeFirst();
}

/**
 * The one place a class's seats_taken changes: by what a seat move takes (from none) or gives
 * back (to none), `seats` times. The row's CHECK (seats_taken <= capacity) refuses an overbooking
 * even if a caller forgot to lock. Answers the class's seats taken after the move, or undefined
 * when the class had no room for the seats taken.
 */
async function countSeats(
  tx: Database,
  classId: number,
  move: { from: SeatState | None; to: SeatState | None },
  seats = 1,
): Promise<number | undefined> {
  const change = seatsTakenChange(move) * seats;
  const counted = await tx
    .updateTable('live_classes')
    .set((eb) => ({ seats_taken: eb('seats_taken', '+', change) }))
    .where('id', '=', classId)
    .where(sql<boolean>`seats_taken + ${change} <= capacity`)
    .returning('seats_taken')
    .executeTakeFirst();
  return counted?.seats_taken;
}

/** Gives back a seat held for a payment that could not start; false when it was not held. */
export async function giveBackHeldSeat(tx: Database, seatId: number): Promise<boolean> {
  const seat = await tx
    .deleteFrom('live_class_seats')
    .where('id', '=', seatId)
    .where('state', 'in', endHold.fromStored)
    .returning('live_class_id')
    .executeTakeFirst();
  if (seat) await countSeats(tx, seat.live_class_id, endHold.check('held'));
  return seat !== undefined;
}

/**
 * Gives back the class's seats held for payments that ran out of time at `now`, answering how
 * many. The caller holds the class row's lock, so seats_taken stays exact.
 */
export async function endExpiredHolds(tx: Database, classId: number, now: Date): Promise<number> {
  const expired = await tx
    .deleteFrom('live_class_seats')
    .where('live_class_id', '=', classId)
    .where('state', 'in', endHold.fromStored)
    .where('held_until', '<=', now)
    .returning('id')
    .execute();
  if (expired.length > 0) await countSeats(tx, classId, endHold.check('held'), expired.length);
  return expired.length;
}

/**
 * Cancels a booked seat (booked -> none) and gives it back to the class, answering the class's
 * seats taken after; undefined when it was not booked (cancelled meanwhile). The caller holds
 * the class row's lock.
 */
export async function cancelBookedSeat(tx: Database, seatId: number): Promise<number | undefined> {
  const seat = await tx
    .deleteFrom('live_class_seats')
    .where('id', '=', seatId)
    .where('state', 'in', cancel.fromStored)
    .returning('live_class_id')
    .executeTakeFirst();
  return seat ? countSeats(tx, seat.live_class_id, cancel.check('booked')) : undefined;
}

/** Takes a seat and holds it while the person pays; undefined when the class is full. */
export async function insertHeldSeat(
  tx: Database,
  s: {
    classId: number;
    userId: number;
    heldUntil: Date;
    amountCents: number;
    promo: string | null;
    now: Date;
  },
): Promise<SeatRow | undefined> {
  const move = hold.check(NONE);
  if ((await countSeats(tx, s.classId, move)) === undefined) return undefined;
  return tx
    .insertInto('live_class_seats')
    .values({
      live_class_id: s.classId,
      user_id: s.userId,
      state: move.to,
      held_until: s.heldUntil,
      amount_cents: s.amountCents,
      promo: s.promo,
      created_at: s.now,
    })
    .returning(seatColumns)
    .executeTakeFirstOrThrow();
}

/**
 * Records the price and payment of a held seat. The hold's end is left as its first claim set it
 * (insertHeldSeat): asking for the payment again must not keep a seat longer.
 */
export async function updateHold(
  tx: Database,
  seatId: number,
  h: { amountCents: number; promo: string | null; paymentIntentId: string | null },
): Promise<void> {
  await tx
    .updateTable('live_class_seats')
    .set({
      amount_cents: h.amountCents,
      promo: h.promo,
      payment_intent_id: h.paymentIntentId,
    })
    .where('id', '=', seatId)
    .where('state', '=', hold.to)
    .execute();
}

export interface Booking {
  paidWith: NonNullable<SeatRow['paid_with']>;
  amountCents: number;
  promo: string | null;
  paymentIntentId: string | null;
  /** The class pack whose credit paid (paidWith 'pack'). */
  packPurchaseId?: number | null;
}

/** Takes a seat and books it; undefined when the class is full. */
export async function insertBookedSeat(
  tx: Database,
  classId: number,
  userId: number,
  b: Booking,
  now: Date,
): Promise<SeatRow | undefined> {
  const move = book.check(NONE);
  if ((await countSeats(tx, classId, move)) === undefined) return undefined;
  return tx
    .insertInto('live_class_seats')
    .values({
      live_class_id: classId,
      user_id: userId,
      state: move.to,
      paid_with: b.paidWith,
      payment_intent_id: b.paymentIntentId,
      amount_cents: b.amountCents,
      promo: b.promo,
      pack_purchase_id: b.packPurchaseId ?? null,
      created_at: now,
      booked_at: now,
    })
    .returning(seatColumns)
    .executeTakeFirstOrThrow();
}

/** Turns a held seat into a booked one (the seat was counted when it was held). */
export async function markSeatBooked(
  tx: Database,
  seatId: number,
  b: Booking,
  now: Date,
): Promise<SeatRow> {
  const move = book.check('held');
  return tx
    .updateTable('live_class_seats')
    .set({
      state: move.to,
      held_until: null,
      paid_with: b.paidWith,
      payment_intent_id: b.paymentIntentId,
      amount_cents: b.amountCents,
      promo: b.promo,
      pack_purchase_id: b.packPurchaseId ?? null,
      booked_at: now,
    })
    .where('id', '=', seatId)
    .where('state', '=', move.from)
    .returning(seatColumns)
    .executeTakeFirstOrThrow();
}

export function listBookedSeats(db: Database, userId: number): Promise<SeatRow[]> {
  return seats(db)
    .where('user_id', '=', userId)
    .where('state', '=', 'booked')
    .orderBy('live_class_id')
    .execute();
}

/** A class's booked seats, as its cancellation takes them back (cancel-class.ts). */
export function listBookedSeatsOfClass(tx: Database, classId: number): Promise<SeatRow[]> {
  return seats(tx).where('live_class_id', '=', classId).where('state', '=', 'booked').execute();
}

/** Whether the person holds a booked seat in one of the studio's classes (a customer of it). */
export async function hasBookedAtStudio(
  db: Database,
  userId: number,
  studioId: number,
): Promise<boolean> {
  const found = await db
    .selectFrom('live_class_seats as s')
    .innerJoin('live_classes as c', 'c.id', 's.live_class_id')
    .select('s.id')
    .where('s.user_id', '=', userId)
    .where('s.state', '=', 'booked')
    .where('c.studio_id', '=', studioId)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}
