import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import {
  consoleClassTexts,
  consoleTexts,
  EASTERN_TIME_ZONE,
  type ConsoleClass,
  type ConsoleClassFields,
} from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { fieldError, forbidden, notFound } from '../../../platform/http/errors.ts';
import { findStudioClassRow, type ClassValues, type StudioClassRow } from './studio-class-store.ts';

/**
 * The instructor a console form names, as one of the class's studio's (the console checks whose
 * they are: the live room keeps the accounts that teach, which the schedule may not ask itself).
 */
export type InstructorOf = (
  db: Database,
  instructorId: number,
) => Promise<{ id: number; name: string }>;

/**
 * The instant of an Eastern wall-clock time ('2026-12-01T18:30'), `weeks` weeks later on the
 * same wall clock (so a weekly class keeps its hour across the clock change).
 */
export function easternInstant(wallClock: string, weeks = 0): Date {
  const [day, time] = wallClock.split('T') as [string, string];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  if (m < 1 || m > 12 || d < 1 || d > 31 || h > 23 || min > 59)
    throw fieldError('startsAt', consoleClassTexts.startsAtInvalid);
  const at = new TZDate(y, m - 1, d + weeks * 7, h, min, EASTERN_TIME_ZONE);
  // 31 February and the like roll over: refuse rather than guess.
  if (weeks === 0 && (at.getDate() !== d || at.getMonth() !== m - 1))
    throw fieldError('startsAt', consoleClassTexts.startsAtInvalid);
  return new Date(at.getTime());
}

/** An instant as the Eastern wall-clock time the form shows. */
export const easternWallClock = (instant: Date | string) =>
  format(new TZDate(new Date(instant).getTime(), EASTERN_TIME_ZONE), "yyyy-MM-dd'T'HH:mm");

/** The columns a form's fields write, at one start. */
export function classValues(
  f: ConsoleClassFields,
  instructor: { id: number; name: string },
  startsAt: Date,
): ClassValues {
  return {
    title: f.title,
    description: f.description,
    instructor: instructor.name,
    instructor_user_id: instructor.id,
    scheduled_at: startsAt,
    minutes_duration: f.minutes,
    price_cents: f.priceCents,
    is_on_jetsweat: f.onJetsweat,
    product_availability: f.kind === 'personal' ? 1 : null,
    capacity: f.kind === 'personal' ? 1 : f.capacity,
    class_type: f.classType,
    level: f.level,
  };
}

/** A studio's class as its console shows it. */
export function studioClassView(r: StudioClassRow): ConsoleClass {
  return {
    id: r.id,
    studioId: r.studio_id,
    title: r.title,
    description: r.description,
    startsAt: easternWallClock(r.scheduled_at),
    startsAtIso: new Date(r.scheduled_at).toISOString(),
    minutes: r.minutes_duration,
    instructorId: r.instructor_user_id,
    instructorName: r.instructor,
    capacity: r.capacity,
    booked: r.seats_taken,
    priceCents: r.price_cents ?? 0,
    kind: r.product_availability === 1 ? 'personal' : 'group',
    classType: r.class_type,
    level: r.level,
    onJetsweat: r.is_on_jetsweat,
    cancelled: r.cancelled_at !== null,
  };
}

/**
 * The class, at this studio: 404 when there is no such class, 403 when it is another studio's
 * (nothing is read or changed). Locked for the rest of the transaction when `lock`.
 */
export async function requireStudioClass(
  db: Database,
  studioId: number,
  classId: number,
  lock = false,
): Promise<StudioClassRow> {
  const row = await findStudioClassRow(db, classId, lock);
  if (!row) throw notFound(consoleClassTexts.classNotFound);
  if (row.studio_id !== studioId) throw forbidden(consoleTexts.notThisStudio);
  return row;
}

/** The studio's class as its console shows it (404 or 403 as requireStudioClass). */
export async function findStudioClass(
  db: Database,
  studioId: number,
  classId: number,
): Promise<ConsoleClass> {
  return studioClassView(await requireStudioClass(db, studioId, classId));
}
