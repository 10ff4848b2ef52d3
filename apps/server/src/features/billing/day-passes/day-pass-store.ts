import type { Selectable } from 'kysely';
import type { Database, Tables } from '../../../platform/db/database.ts';
import { NONE } from '../../../platform/db/state-machine.ts';
import { dayPass } from './day-pass-machine.ts';

const { claim, pay, discard } = dayPass.moves;

const dayPassColumns = [
  'id',
  'user_id',
  'studio_id',
  'package_id',
  'pass_date',
  'status',
  'price_cents',
  'amount_cents',
  'coupon_id',
  'start_source',
  'intent_id',
  'updated_at',
] as const;

export type DayPassRow = Pick<Selectable<Tables['day_passes']>, (typeof dayPassColumns)[number]>;

const dayPasses = (db: Database) => db.selectFrom('day_passes').select(dayPassColumns);

export function dayPassById(db: Database, id: number): Promise<DayPassRow | undefined> {
  return dayPasses(db).where('id', '=', id).executeTakeFirst();
}

/** The person's pass for an Eastern-Time day ('YYYY-MM-DD'), paid or not. */
export function dayPassOn(
  db: Database,
  userId: number,
  day: string,
): Promise<DayPassRow | undefined> {
  return dayPasses(db)
    .where('user_id', '=', userId)
    .where('pass_date', '=', day)
    .executeTakeFirst();
}

/** The person's paid passes among these days, and whose studio each is for. */
export function paidPassesOn(
  db: Database,
  userId: number,
  days: string[],
): Promise<{ pass_date: string; studio_id: number | null; package_id: string }[]> {
  if (days.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('day_passes')
    .select(['pass_date', 'studio_id', 'package_id'])
    .where('user_id', '=', userId)
    .where('pass_date', 'in', days)
    .where('status', '=', 'paid')
    .execute();
}

/** Passes whose purchase was left unfinished since before `before`. */
export function stalePendingPasses(db: Database, before: Date): Promise<DayPassRow[]> {
  return dayPasses(db).where('status', '=', 'pending').where('updated_at', '<', before).execute();
}

/** Claims the day for the person: the unique constraint refuses a second pass for it. */
export function insertPendingPass(
  db: Database,
  p: {
    userId: number;
    studioId: number | null;
    packageId: string;
    day: string;
    priceCents: number;
    amountCents: number;
    couponId: number | null;
    source: string | null;
    now: Date;
  },
): Promise<DayPassRow> {
  return db
    .insertInto('day_passes')
    .values({
      user_id: p.userId,
      studio_id: p.studioId,
      package_id: p.packageId,
      pass_date: p.day,
      status: claim.check(NONE).to,
      price_cents: p.priceCents,
      amount_cents: p.amountCents,
      coupon_id: p.couponId,
      start_source: p.source,
      created_at: p.now,
      updated_at: p.now,
    })
    .returning(dayPassColumns)
    .executeTakeFirstOrThrow();
}

/** Remembers the payment a pending pass waits for. */
export async function setPassIntent(
  db: Database,
  id: number,
  intentId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('day_passes')
    .set({ intent_id: intentId, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Marks a pending pass paid; undefined when it was not pending any more. */
export function markPassPaid(
  db: Database,
  id: number,
  intentId: string | null,
  now: Date,
): Promise<DayPassRow | undefined> {
  return db
    .updateTable('day_passes')
    .set((eb) => ({
      status: pay.to,
      intent_id: eb.fn.coalesce(eb.val(intentId), 'intent_id'),
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('status', 'in', pay.fromStored)
    .returning(dayPassColumns)
    .executeTakeFirst();
}

/** Drops a pass that was never paid; false when it had been paid (or dropped) meanwhile. */
export async function deletePendingPass(db: Database, id: number): Promise<boolean> {
  const gone = await db
    .deleteFrom('day_passes')
    .where('id', '=', id)
    .where('status', 'in', discard.fromStored)
    .returning('id')
    .executeTakeFirst();
  return gone !== undefined;
}
