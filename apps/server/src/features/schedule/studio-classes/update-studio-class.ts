import { consoleClassTexts, type ConsoleClass, type ConsoleClassFields } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import {
  classValues,
  easternInstant,
  requireStudioClass,
  studioClassView,
  type InstructorOf,
} from './studio-class.ts';
import { updateClassRow } from './studio-class-store.ts';

/**
 * Saves a studio's class's fields through the caller's transaction, with its row locked (not once
 * it started or was cancelled: 409). The capacity may not fall below the seats booked; a new time
 * must be in the future. Answers the class before and after, and whether its time moved (the
 * console mails everyone booked).
 */
export async function updateStudioClass(
  tx: Database,
  studioId: number,
  classId: number,
  fields: ConsoleClassFields,
  now: Date,
  instructorOf: InstructorOf,
): Promise<{ before: ConsoleClass; after: ConsoleClass; moved: boolean }> {
  const startsAt = easternInstant(fields.startsAt);
  const instructor = await instructorOf(tx, fields.instructorId);
  const before = await requireStudioClass(tx, studioId, classId, true);
  if (before.cancelled_at !== null) throw conflict(consoleClassTexts.classCancelled);
  if (new Date(before.scheduled_at).getTime() <= now.getTime())
    throw conflict(consoleClassTexts.classStarted);
  const moved = startsAt.getTime() !== new Date(before.scheduled_at).getTime();
  if (moved && startsAt.getTime() <= now.getTime())
    throw fieldError('startsAt', consoleClassTexts.startsAtPast);
  const values = classValues(fields, instructor, startsAt);
  if (values.capacity < before.seats_taken)
    throw fieldError('capacity', consoleClassTexts.capacityBelowBookings);
  const after = await updateClassRow(tx, classId, values);
  return { before: studioClassView(before), after: studioClassView(after), moved };
}
