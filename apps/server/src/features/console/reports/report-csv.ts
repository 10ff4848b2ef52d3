import { percentOf, type MembersReport, type PackReport } from '@jetsweat/contract';
import { csvField } from '../money/revenue.ts';
import type { AttendedClass } from './class-reports.ts';
import type { NoShow } from './no-shows.ts';
import { weekOf } from './report-period.ts';

type Row = (string | number)[];

/** Rows as CSV (RFC 4180 fields as the revenue CSV writes them), CRLF line ends. */
const csv = (rows: Row[]) => rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';

/** `YYYY-MM-DD HH:MM` in UTC. */
const utcTime = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/** Attendance and fill rate: one row per past class, with its week, so it sums either way. */
export function attendanceCsv(studio: string, rows: AttendedClass[]): string {
  return csv([
    [
      'studio',
      'week',
      'class_time_utc',
      'class',
      'instructor',
      'capacity',
      'booked',
      'fill_rate_pct',
      'attended',
    ],
    ...rows.map((c) => [
      studio,
      weekOf(c.scheduledAt),
      utcTime(c.scheduledAt),
      c.title,
      c.instructor,
      c.capacity,
      c.booked,
      percentOf(c.booked, c.capacity),
      c.attended,
    ]),
  ]);
}

/**
 * No-shows and late cancels: one row per seat missed, in class order: `kind` is 'no-show' (booked,
 * never joined the room) or 'late-cancel' (cancelled inside the studio's window).
 */
export function noShowsCsv(studio: string, noShows: NoShow[]): string {
  return csv([
    ['studio', 'week', 'class_time_utc', 'class', 'instructor', 'kind', 'member', 'email'],
    ...noShows.map((n) => [
      studio,
      weekOf(n.class.scheduledAt),
      utcTime(n.class.scheduledAt),
      n.class.title,
      n.class.instructor,
      n.kind,
      n.name,
      n.email,
    ]),
  ]);
}

/** New and returning members by month, then the retention table: one row per cohort and month. */
export function membersCsv(studio: string, report: MembersReport): string {
  return csv([
    ['studio', 'month', 'new_members', 'returning_members'],
    ...report.byMonth.map((m) => [studio, m.month, m.new, m.returning]),
  ]);
}

/** The retention table, long form: a cohort's size and its members booking in each month after. */
export function cohortsCsv(studio: string, report: MembersReport, months: string[]): string {
  const rows: Row[] = [
    ['studio', 'cohort', 'cohort_members', 'month', 'months_after', 'booking', 'share_pct'],
  ];
  report.cohorts.forEach((c, i) =>
    c.booking.forEach((n, after) =>
      rows.push([
        studio,
        c.cohort,
        c.members,
        months[i + after]!,
        after,
        n,
        percentOf(n, c.members),
      ]),
    ),
  );
  return csv(rows);
}

/** Top classes and instructors: one row per place, classes first. */
export function topCsv(
  studio: string,
  top: {
    classes: {
      title: string;
      classes: number;
      capacity: number;
      booked: number;
      attended: number;
    }[];
    instructors: {
      name: string;
      classes: number;
      capacity: number;
      booked: number;
      attended: number;
    }[];
  },
): string {
  const line = (
    kind: string,
    place: number,
    name: string,
    s: { classes: number; capacity: number; booked: number; attended: number },
  ) => [
    studio,
    kind,
    place,
    name,
    s.classes,
    s.capacity,
    s.booked,
    percentOf(s.booked, s.capacity),
    s.attended,
  ];
  return csv([
    [
      'studio',
      'list',
      'place',
      'name',
      'classes',
      'capacity',
      'booked',
      'fill_rate_pct',
      'attended',
    ],
    ...top.classes.map((c, i) => line('class', i + 1, c.title, c)),
    ...top.instructors.map((c, i) => line('instructor', i + 1, c.name, c)),
  ]);
}

/** Dollars and cents of an amount in cents, as the revenue CSV writes them ('84.00'). */
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Pack and offer sales: one row per month (UTC), amounts in USD. */
export function packsCsv(studio: string, report: PackReport): string {
  return csv([
    [
      'studio',
      'month',
      'packs_sold',
      'intro_offers_sold',
      'revenue_usd',
      'classes_used',
      'refunds',
      'refunded_usd',
    ],
    ...report.byMonth.map((m) => [
      studio,
      m.month,
      m.packsSold,
      m.introSold,
      dollars(m.revenueCents),
      m.creditsUsed,
      m.refunds,
      dollars(m.refundedCents),
    ]),
  ]);
}
