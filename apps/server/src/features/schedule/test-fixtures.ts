// Helpers for the schedule's server tests (imported by *.test.ts only).
import type { TestApp } from '../../../test/harness.ts';

export const HOUR = 60 * 60 * 1000;
export const NORTHLOOP_ID = 466;
/** Requests that arrive on northloop's own domain. */
export const onNorthloop = { host: 'northloop.localhost' };

export interface ClassSpec {
  studioId?: number;
  title?: string;
  startsInHours?: number;
  minutes?: number;
  priceCents?: number | null;
  onJetsweat?: boolean;
  personal?: boolean;
  capacity?: number;
}

/** Adds one live class relative to the test clock and answers its id. */
export async function insertClass(t: TestApp, spec: ClassSpec = {}): Promise<number> {
  const personal = spec.personal ?? false;
  const rows = await t.db.query<{ id: number }>(
    `INSERT INTO live_classes (studio_id, title, description, instructor, scheduled_at, minutes_duration, price_cents,
       is_on_jetsweat, product_availability, capacity)
     VALUES ($1, $2, 'A test class', 'Test Instructor', $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      spec.studioId ?? NORTHLOOP_ID,
      spec.title ?? 'Test Class',
      new Date(t.clock.now().getTime() + (spec.startsInHours ?? 48) * HOUR),
      spec.minutes ?? 45,
      spec.priceCents === undefined ? 1500 : spec.priceCents,
      spec.onJetsweat ?? true,
      personal ? 1 : null,
      personal ? 1 : (spec.capacity ?? 200),
    ],
  );
  return rows[0]!.id;
}

/** A fresh person who is a customer of `studioId`: entitled on that studio's own site. */
export async function newCustomer(t: TestApp, studioId = NORTHLOOP_ID) {
  const person = await t.newUser();
  await t.db.query(
    "UPDATE users SET is_customer = true, studio_id = $2, account_type = 'studio' WHERE id = $1",
    [person.id, studioId],
  );
  return person;
}

export async function seatsOf(t: TestApp, classId: number) {
  return t.db.query<{
    user_id: number;
    state: string;
    paid_with: string | null;
    amount_cents: number;
    payment_intent_id: string | null;
  }>(
    'SELECT user_id, state, paid_with, amount_cents, payment_intent_id FROM live_class_seats WHERE live_class_id = $1 ORDER BY id',
    [classId],
  );
}

export async function seatsTaken(t: TestApp, classId: number): Promise<number> {
  return (
    await t.db.query<{ n: number }>('SELECT seats_taken AS n FROM live_classes WHERE id = $1', [
      classId,
    ])
  )[0]!.n;
}

export async function workoutsOf(t: TestApp, userId: number) {
  return t.db.query<{ live_class_id: number; status: string; scheduled_for: Date }>(
    'SELECT live_class_id, status, scheduled_for FROM workouts WHERE user_id = $1 ORDER BY id',
    [userId],
  );
}
