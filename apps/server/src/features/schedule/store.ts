import { sql, type InferResult } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/**
 * A class with its booking policy; seats_left is capacity less the seats booked or held right
 * now. Its studio's name and logo are the studios' (live-classes.ts adds them).
 */
export type ClassRow = InferResult<ReturnType<typeof classes>>[number];

/**
 * Classes with the seats left at `now`. A class its studio cancelled (the console, migration
 * 033) is in no list and cannot be found, booked or entered.
 */
function classes(db: Database, now: Date) {
  return db
    .selectFrom('live_classes as c')
    .leftJoin('studio_booking_policies as p', 'p.studio_id', 'c.studio_id')
    .where('c.cancelled_at', 'is', null)
    .select((eb) => [
      'c.id',
      'c.studio_id',
      'c.title',
      'c.description',
      'c.instructor',
      'c.scheduled_at',
      'c.minutes_duration',
      'c.price_cents',
      'c.is_on_jetsweat',
      'c.product_availability',
      'c.capacity',
      'c.class_type',
      'c.level',
      'p.late_booking_minutes',
      // The cancellation window and fees (migration 060): null without a policy row (the defaults).
      'p.cancel_window_minutes',
      'p.late_cancel_fee_cents',
      'p.no_show_fee_cents',
      // Seats booked, or held by a payment still under way, at `now`, are not left.
      eb(
        'c.capacity',
        '-',
        eb
          .selectFrom('live_class_seats as x')
          .select((x) => x.cast<number>(x.fn.countAll(), 'integer').as('n'))
          .whereRef('x.live_class_id', '=', 'c.id')
          .where((x) => x.or([x('x.state', '=', 'booked'), x('x.held_until', '>', now)])),
      ).as('seats_left'),
    ]);
}

export interface ClassFilter {
  now: Date;
  /** Keep classes that start after `now` (true) or that have not ended yet (false). */
  notStarted: boolean;
  /** A studio's own site: all of its classes. Otherwise only those shown on the main site. */
  studioId?: number | undefined;
}

/** The longest a class may last (live_classes' CHECK on minutes_duration). */
export const LONGEST_CLASS_MS = 600 * 60 * 1000;

/** The earliest start of a class not over yet at `now`. */
export const earliestUnfinishedStart = (now: Date) => new Date(now.getTime() - LONGEST_CLASS_MS);

/** A site's classes in time order, walking its index: the main site's (partial) or the studio's. */
export function listLiveClasses(db: Database, f: ClassFilter): Promise<ClassRow[]> {
  // A class not over yet started less than the longest class ago: that bound lets the index
  // find them (the end time itself is an expression no index holds).
  const earliestStart = f.notStarted ? f.now : earliestUnfinishedStart(f.now);
  return (
    classes(db, f.now)
      .where('c.scheduled_at', '>', earliestStart)
      .$if(!f.notStarted, (q) =>
        q.where(sql`c.scheduled_at + c.minutes_duration * interval '1 minute'`, '>', f.now),
      )
      // A literal, not a parameter, so the planner may use the main site's partial index.
      .where((eb) =>
        f.studioId === undefined
          ? eb('c.is_on_jetsweat', '=', eb.lit(true))
          : eb('c.studio_id', '=', f.studioId),
      )
      .orderBy('c.scheduled_at')
      .orderBy('c.id')
      .execute()
  );
}

export async function findLiveClass(
  db: Database,
  id: number,
  now: Date,
): Promise<ClassRow | undefined> {
  return classes(db, now).where('c.id', '=', id).executeTakeFirst();
}

const lockedColumns = [
  'c.id',
  'c.studio_id',
  'c.scheduled_at',
  'c.minutes_duration',
  'c.price_cents',
  'c.is_on_jetsweat',
  'c.capacity',
  'c.seats_taken',
  // The studio's booking policy (migration 044): null when it keeps booking open to the end.
  'p.late_booking_minutes',
  'p.cancel_window_minutes',
  'p.late_cancel_fee_cents',
  'p.no_show_fee_cents',
] as const;

/**
 * Locks the class row for the rest of the transaction, so bookings of one class happen one at a
 * time. Only locks: the booking that locks it ends the class's expired holds itself (booking/book-locked-class.ts).
 */
export function lockLiveClass(tx: Database, id: number) {
  return tx
    .selectFrom('live_classes as c')
    .leftJoin('studio_booking_policies as p', 'p.studio_id', 'c.studio_id')
    .select(lockedColumns)
    .where('c.id', '=', id)
    .where('c.cancelled_at', 'is', null)
    .forUpdate('c')
    .executeTakeFirst();
}

export type LockedClass = NonNullable<Awaited<ReturnType<typeof lockLiveClass>>>;

export function listClassesByIds(db: Database, ids: number[], now: Date): Promise<ClassRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return classes(db, now)
    .where('c.id', 'in', ids)
    .orderBy('c.scheduled_at')
    .orderBy('c.id')
    .execute();
}

export interface TeachableFilter {
  now: Date;
  /** The studios whose classes to list; undefined lists every studio's. */
  studioIds?: number[] | undefined;
  /** Only classes starting before this instant, when given. */
  startsBefore?: Date | undefined;
  limit: number;
}

/**
 * Classes not over yet at `now`, soonest first, of the given studios (or all): what an
 * instructor or staff may teach, on the main site or not.
 */
export function listUnfinishedClasses(db: Database, f: TeachableFilter): Promise<ClassRow[]> {
  if (f.studioIds?.length === 0) return Promise.resolve([]);
  return classes(db, f.now)
    .where('c.scheduled_at', '>', earliestUnfinishedStart(f.now))
    .where(sql`c.scheduled_at + c.minutes_duration * interval '1 minute'`, '>', f.now)
    .$if(f.studioIds !== undefined, (q) => q.where('c.studio_id', 'in', f.studioIds!))
    .$if(f.startsBefore !== undefined, (q) => q.where('c.scheduled_at', '<', f.startsBefore!))
    .orderBy('c.scheduled_at')
    .orderBy('c.id')
    .limit(f.limit)
    .execute();
}

/**
 * The soonest class of a studio or an instructor starting after `now` (not `exceptId`) whose
 * booking is still open: what a member is offered once a class ends (issue 51, item 3). Walks the
 * classes' time index from `now`.
 */
export function nextClassOf(
  db: Database,
  q: { studioId: number; instructor: string; exceptId: number; now: Date },
): Promise<ClassRow | undefined> {
  return classes(db, q.now)
    .where('c.scheduled_at', '>', q.now)
    .where('c.id', '!=', q.exceptId)
    .where((eb) =>
      eb.or([eb('c.studio_id', '=', q.studioId), eb('c.instructor', '=', q.instructor)]),
    )
    .orderBy('c.scheduled_at')
    .orderBy('c.id')
    .limit(1)
    .executeTakeFirst();
}
