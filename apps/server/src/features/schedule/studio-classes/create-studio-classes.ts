import { consoleClassTexts, type ConsoleClass, type ConsoleClassFields } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { classValues, easternInstant, studioClassView, type InstructorOf } from './studio-class.ts';
import { insertClassRows } from './studio-class-store.ts';

/**
 * Schedules a studio's class, once or weekly for `weeks` weeks on the same Eastern wall clock,
 * each start in the future, through the caller's transaction (the console's, which keeps its
 * audit entries in the same one). Answers the classes made.
 */
export async function createStudioClasses(
  tx: Database,
  studioId: number,
  body: { fields: ConsoleClassFields; weeks: number },
  now: Date,
  instructorOf: InstructorOf,
): Promise<ConsoleClass[]> {
  const first = easternInstant(body.fields.startsAt);
  if (first.getTime() <= now.getTime())
    throw fieldError('startsAt', consoleClassTexts.startsAtPast);
  const instructor = await instructorOf(tx, body.fields.instructorId);
  const starts = Array.from({ length: body.weeks }, (_, i) =>
    easternInstant(body.fields.startsAt, i),
  );
  const made = await insertClassRows(
    tx,
    studioId,
    starts.map((at) => classValues(body.fields, instructor, at)),
  );
  return made.map(studioClassView);
}
