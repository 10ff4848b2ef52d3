import type { Queryable } from '../../platform/db.ts';

export interface LiveClassRow {
  id: number;
  studio_id: number;
  title: string;
  description: string;
  instructor: string;
  scheduled_at: Date;
  minutes_duration: number;
  price_cents: number | null;
  is_on_jetsweat: boolean;
  product_availability: number | null;
  capacity: number;
  studio_name: string;
  studio_short_name: string;
  studio_logo: string;
  /** Capacity less the seats booked or held right now (expired holds do not count). */
  seats_left: number;
}

export interface SeatRow {
  id: number;
  live_class_id: number;
  user_id: number;
  state: 'held' | 'booked';
  held_until: Date | null;
  paid_with: 'subscription' | 'card' | 'coupon' | 'free' | null;
  payment_intent_id: string | null;
  amount_cents: number;
  promo: string | null;
  booked_at: Date | null;
}

const SELECT_CLASSES = `
  SELECT c.id, c.studio_id, c.title, c.description, c.instructor, c.scheduled_at, c.minutes_duration,
         c.price_cents, c.is_on_jetsweat, c.product_availability, c.capacity,
         s.name AS studio_name, s.short_name AS studio_short_name, s.logo_url AS studio_logo,
         c.capacity - (SELECT count(*)::int FROM live_class_seats x
                        WHERE x.live_class_id = c.id AND (x.state = 'booked' OR x.held_until > $1)) AS seats_left
  FROM live_classes c JOIN studios s ON s.id = c.studio_id`;

export interface ClassFilter {
  now: Date;
  /** Keep classes that start after `now` (true) or that have not ended yet (false). */
  notStarted: boolean;
  /** A studio's own site: all of its classes. Otherwise only those shown on the main site. */
  studioId?: number | undefined;
  /** Also keep these classes whatever the studio (a person's own bookings). */
  alsoIds?: number[];
}

export function listLiveClasses(q: Queryable, f: ClassFilter): Promise<LiveClassRow[]> {
  const timeCheck = f.notStarted
    ? 'c.scheduled_at > $1'
    : "c.scheduled_at + c.minutes_duration * interval '1 minute' > $1";
  return q.query<LiveClassRow>(
    `${SELECT_CLASSES}
     WHERE ${timeCheck}
       AND (($2::int IS NULL AND c.is_on_jetsweat) OR c.studio_id = $2 OR c.id = ANY($3::int[]))
     ORDER BY c.scheduled_at, c.id`,
    [f.now, f.studioId ?? null, f.alsoIds ?? []],
  );
}

export async function findLiveClass(
  q: Queryable,
  id: number,
  now: Date,
): Promise<LiveClassRow | undefined> {
  const rows = await q.query<LiveClassRow>(`${SELECT_CLASSES} WHERE c.id = $2`, [now, id]);
  return rows[0];
}

export interface LockedClass {
  id: number;
  studio_id: number;
  scheduled_at: Date;
  price_cents: number | null;
  is_on_jetsweat: boolean;
  capacity: number;
  seats_taken: number;
}

/**
 * Locks the class row for the rest of the transaction, so bookings of one class happen one at a
 * time, and gives back the seats of payments that ran out of time.
 */
export async function lockLiveClass(
  tx: Queryable,
  id: number,
  now: Date,
): Promise<LockedClass | undefined> {
  const rows = await tx.query<LockedClass>(
    `SELECT id, studio_id, scheduled_at, price_cents, is_on_jetsweat, capacity, seats_taken
     FROM live_classes WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const expired = await tx.query(
    `DELETE FROM live_class_seats WHERE live_class_id = $1 AND state = 'held' AND held_until <= $2 RETURNING id`,
    [id, now],
  );
  if (expired.length > 0) {
    await tx.query('UPDATE live_classes SET seats_taken = seats_taken - $2 WHERE id = $1', [
      id,
      expired.length,
    ]);
    row.seats_taken -= expired.length;
  }
  return row;
}

export async function findSeat(
  q: Queryable,
  classId: number,
  userId: number,
): Promise<SeatRow | undefined> {
  const rows = await q.query<SeatRow>(
    'SELECT * FROM live_class_seats WHERE live_class_id = $1 AND user_id = $2',
    [classId, userId],
  );
  return rows[0];
}

export async function findSeatByIntent(
  q: Queryable,
  paymentIntentId: string,
): Promise<SeatRow | undefined> {
  const rows = await q.query<SeatRow>(
    'SELECT * FROM live_class_seats WHERE payment_intent_id = $1',
    [paymentIntentId],
  );
  return rows[0];
}

/**
 * Takes one more seat. The row's CHECK (seats_taken <= capacity) refuses an overbooking even if
 * a caller forgot to lock; `false` means the class is full.
 */
export async function takeSeat(tx: Queryable, classId: number): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE live_classes SET seats_taken = seats_taken + 1 WHERE id = $1 AND seats_taken < capacity RETURNING id',
    [classId],
  );
  return rows.length === 1;
}

/** Gives back a seat held for a payment that could not start. */
export async function giveBackHeldSeat(tx: Queryable, seatId: number): Promise<void> {
  const rows = await tx.query<{ live_class_id: number }>(
    "DELETE FROM live_class_seats WHERE id = $1 AND state = 'held' RETURNING live_class_id",
    [seatId],
  );
  if (rows[0]) {
    await tx.query('UPDATE live_classes SET seats_taken = seats_taken - 1 WHERE id = $1', [
      rows[0].live_class_id,
    ]);
  }
}

export async function insertHeldSeat(
  tx: Queryable,
  s: {
    classId: number;
    userId: number;
    heldUntil: Date;
    amountCents: number;
    promo: string | null;
    now: Date;
  },
): Promise<SeatRow> {
  const rows = await tx.query<SeatRow>(
    `INSERT INTO live_class_seats (live_class_id, user_id, state, held_until, amount_cents, promo, created_at)
     VALUES ($1, $2, 'held', $3, $4, $5, $6) RETURNING *`,
    [s.classId, s.userId, s.heldUntil, s.amountCents, s.promo, s.now],
  );
  return rows[0]!;
}

export async function updateHold(
  tx: Queryable,
  seatId: number,
  h: { heldUntil: Date; amountCents: number; promo: string | null; paymentIntentId: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE live_class_seats SET held_until = $2, amount_cents = $3, promo = $4, payment_intent_id = $5
     WHERE id = $1 AND state = 'held'`,
    [seatId, h.heldUntil, h.amountCents, h.promo, h.paymentIntentId],
  );
}

export interface Booking {
  paidWith: 'subscription' | 'card' | 'coupon' | 'free';
  amountCents: number;
  promo: string | null;
  paymentIntentId: string | null;
}

export async function insertBookedSeat(
  tx: Queryable,
  classId: number,
  userId: number,
  b: Booking,
  now: Date,
): Promise<SeatRow> {
  const rows = await tx.query<SeatRow>(
    `INSERT INTO live_class_seats
       (live_class_id, user_id, state, paid_with, payment_intent_id, amount_cents, promo, created_at, booked_at)
     VALUES ($1, $2, 'booked', $3, $4, $5, $6, $7, $7) RETURNING *`,
    [classId, userId, b.paidWith, b.paymentIntentId, b.amountCents, b.promo, now],
  );
  return rows[0]!;
}

/** Turns a held seat into a booked one. */
export async function markSeatBooked(
  tx: Queryable,
  seatId: number,
  b: Booking,
  now: Date,
): Promise<SeatRow> {
  const rows = await tx.query<SeatRow>(
    `UPDATE live_class_seats
     SET state = 'booked', held_until = NULL, paid_with = $2, payment_intent_id = $3, amount_cents = $4, promo = $5,
         booked_at = $6
     WHERE id = $1 RETURNING *`,
    [seatId, b.paidWith, b.paymentIntentId, b.amountCents, b.promo, now],
  );
  return rows[0]!;
}

export function listBookedSeats(q: Queryable, userId: number): Promise<SeatRow[]> {
  return q.query<SeatRow>(
    "SELECT * FROM live_class_seats WHERE user_id = $1 AND state = 'booked' ORDER BY live_class_id",
    [userId],
  );
}

export function listClassesByIds(q: Queryable, ids: number[], now: Date): Promise<LiveClassRow[]> {
  return q.query<LiveClassRow>(
    `${SELECT_CLASSES} WHERE c.id = ANY($2::int[]) ORDER BY c.scheduled_at, c.id`,
    [now, ids],
  );
}

export interface RefundRow {
  payment_intent_id: string;
  reason: RefundReason;
  refund_id: string | null;
}
export type RefundReason = 'full' | 'already' | 'started';

export async function findRefund(
  q: Queryable,
  paymentIntentId: string,
): Promise<RefundRow | undefined> {
  const rows = await q.query<RefundRow>(
    'SELECT * FROM live_class_refunds WHERE payment_intent_id = $1',
    [paymentIntentId],
  );
  return rows[0];
}

/** Claims the refund of a payment; false when another request has claimed it already. */
export async function claimRefund(
  tx: Queryable,
  r: {
    paymentIntentId: string;
    userId: number;
    liveClassId: number;
    amountCents: number;
    reason: RefundReason;
    now: Date;
  },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO live_class_refunds (payment_intent_id, user_id, live_class_id, amount_cents, reason, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (payment_intent_id) DO NOTHING RETURNING payment_intent_id`,
    [r.paymentIntentId, r.userId, r.liveClassId, r.amountCents, r.reason, r.now],
  );
  return rows.length === 1;
}

export async function recordRefund(
  q: Queryable,
  paymentIntentId: string,
  refundId: string,
): Promise<void> {
  await q.query('UPDATE live_class_refunds SET refund_id = $2 WHERE payment_intent_id = $1', [
    paymentIntentId,
    refundId,
  ]);
}

export async function forgetRefund(q: Queryable, paymentIntentId: string): Promise<void> {
  await q.query('DELETE FROM live_class_refunds WHERE payment_intent_id = $1', [paymentIntentId]);
}
