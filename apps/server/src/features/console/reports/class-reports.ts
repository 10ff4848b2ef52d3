import {
  REPORT_TOP,
  type AttendanceReport,
  type ClassSums,
  type TopReport,
} from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { membersCameCounts } from '../../live/service.ts';
import { studioReportFigures, type ClassFigures } from '../../schedule/service.ts';
import { utcDay, weekOf, weekPeriod } from './report-period.ts';

/** A past class with its members who came (the live room's attendance). */
export type AttendedClass = ClassFigures & { attended: number };

/**
 * A studio's classes over in the period, each with its booked seats (schedule) and the members who
 * joined its room (live): the one read behind the attendance and top reports and their CSVs.
 */
export async function attendedClasses(db: Database, studioId: number, now: Date, weeks: number) {
  const period = weekPeriod(now, weeks);
  const classes = await studioReportFigures.classes(db, studioId, period.from, period.to);
  const came = await membersCameCounts(
    db,
    classes.map((c) => c.id),
  );
  const rows: AttendedClass[] = classes.map((c) => ({ ...c, attended: came.get(c.id) ?? 0 }));
  return { period, rows };
}

const zero = (): ClassSums => ({ classes: 0, capacity: 0, booked: 0, attended: 0 });
const add = (sums: ClassSums, c: AttendedClass) => {
  sums.classes += 1;
  sums.capacity += c.capacity;
  sums.booked += c.booked;
  sums.attended += c.attended;
};

/** The classes' sums grouped by a key, in the order keys were first met. */
function sumBy(rows: AttendedClass[], keyOf: (c: AttendedClass) => string) {
  const groups = new Map<string, ClassSums>();
  for (const c of rows) {
    const key = keyOf(c);
    const sums = groups.get(key) ?? zero();
    add(sums, c);
    groups.set(key, sums);
  }
  return groups;
}

const periodOf = (p: { from: Date; to: Date; weeks: string[] }) => ({
  from: utcDay(p.from),
  to: utcDay(p.to),
  weeks: p.weeks.length,
});

/** Attendance and fill rate by week (every week of the period, empty ones too) and by class. */
export async function readAttendance(
  db: Database,
  studioId: number,
  now: Date,
  weeks: number,
): Promise<AttendanceReport> {
  const { period, rows } = await attendedClasses(db, studioId, now, weeks);
  const byWeek = sumBy(rows, (c) => weekOf(c.scheduledAt));
  const total = zero();
  for (const c of rows) add(total, c);
  return {
    ...periodOf(period),
    total,
    byWeek: period.weeks.map((week) => ({ week, ...(byWeek.get(week) ?? zero()) })),
    byClass: [...sumBy(rows, (c) => c.title)]
      .map(([title, sums]) => ({ title, ...sums }))
      .sort((a, b) => a.title.localeCompare(b.title)),
  };
}

/** Most attended first, then the fuller, then by name. */
const ranked = <T extends ClassSums>(list: T[], name: (x: T) => string) =>
  list
    .sort(
      (a, b) =>
        b.attended - a.attended ||
        b.booked * a.capacity - a.booked * b.capacity ||
        name(a).localeCompare(name(b)),
    )
    .slice(0, REPORT_TOP);

/** The classes (by title) and instructors most attended in the period, the fuller first on a tie. */
export async function readTop(
  db: Database,
  studioId: number,
  now: Date,
  weeks: number,
): Promise<TopReport> {
  const { period, rows } = await attendedClasses(db, studioId, now, weeks);
  return {
    ...periodOf(period),
    classes: ranked(
      [...sumBy(rows, (c) => c.title)].map(([title, s]) => ({ title, ...s })),
      (x) => x.title,
    ),
    instructors: ranked(
      [...sumBy(rows, (c) => c.instructor.trim() || 'No instructor named')].map(([name, s]) => ({
        name,
        ...s,
      })),
      (x) => x.name,
    ),
  };
}

export { periodOf };
