import { z } from 'zod';
import {
  REPORT_DEFAULT_MONTHS,
  REPORT_DEFAULT_WEEKS,
  REPORT_MAX_MONTHS,
  REPORT_MAX_WEEKS,
  REPORT_MIN_MONTHS,
  REPORT_MIN_WEEKS,
} from './console-reports-texts.ts';

const whole = (label: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ message: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} may be at most ${max}.`)
    .default(fallback);

/** ?weeks=N: the class reports' period, the last N weeks (this one included). */
export const reportWeeksQuerySchema = z.object({
  weeks: whole('The number of weeks', REPORT_MIN_WEEKS, REPORT_MAX_WEEKS, REPORT_DEFAULT_WEEKS),
});
/** ?months=N: the members report's period, the last N months (this one included). */
export const reportMonthsQuerySchema = z.object({
  months: whole(
    'The number of months',
    REPORT_MIN_MONTHS,
    REPORT_MAX_MONTHS,
    REPORT_DEFAULT_MONTHS,
  ),
});

const count = z.number().int().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const month = z.string().regex(/^\d{4}-\d{2}$/);

/** Classes, their seats and who came: the figures every class report sums. */
export const classSumsSchema = z.object({
  classes: count,
  capacity: count,
  booked: count,
  attended: count,
});
export type ClassSums = z.infer<typeof classSumsSchema>;

/** The period a class report covers: from the first week's Monday to the day it was read (UTC). */
const period = { from: day, to: day, weeks: z.number().int() };

/** GET …/reports/attendance: by week (every week present) and by class title. */
export const attendanceReportSchema = z.object({
  ...period,
  total: classSumsSchema,
  byWeek: z.array(classSumsSchema.extend({ week: day })),
  byClass: z.array(classSumsSchema.extend({ title: z.string() })),
});
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;

/**
 * A week of no-shows (booked, never joined the room) and late cancels (cancelled inside the
 * studio's window) beside the booked seats of its past classes.
 */
export const noShowWeekSchema = z.object({
  week: day,
  booked: count,
  noShows: count,
  lateCancels: count,
});
/** A member who missed classes they booked or cancelled them late, and the last one. */
export const noShowMemberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  noShows: count,
  lateCancels: count,
  lastMissed: z.string(),
});
/** GET …/reports/no-shows: by week, and the members who missed most. */
export const noShowReportSchema = z.object({
  ...period,
  booked: count,
  noShows: count,
  lateCancels: count,
  byWeek: z.array(noShowWeekSchema),
  members: z.array(noShowMemberSchema),
});
export type NoShowReport = z.infer<typeof noShowReportSchema>;

/** A month's members: first booked there that month, or booked before and again. */
export const memberMonthSchema = z.object({ month, new: count, returning: count });
/** A cohort (members whose first booked month it is): how many of them booked each month since. */
export const cohortSchema = z.object({
  cohort: month,
  members: count,
  /** Members of the cohort who booked in its month, the next one, and so on to the period's end. */
  booking: z.array(count),
});
/** GET …/reports/members: new versus returning by month, and the retention table. */
export const membersReportSchema = z.object({
  from: month,
  to: month,
  months: z.number().int(),
  byMonth: z.array(memberMonthSchema),
  cohorts: z.array(cohortSchema),
});
export type MembersReport = z.infer<typeof membersReportSchema>;

/** GET …/reports/top: the classes and instructors most attended (then fullest) in the period. */
export const topReportSchema = z.object({
  ...period,
  classes: z.array(classSumsSchema.extend({ title: z.string() })),
  instructors: z.array(classSumsSchema.extend({ name: z.string() })),
});
export type TopReport = z.infer<typeof topReportSchema>;

/**
 * A month (UTC) of class pack and intro offer sales: packs and intro offers paid that month, what
 * they brought in, the classes booked with them so far, and the packs refunded that month with
 * what was given back (docs/decisions/0110-studio-reports.md, 0114-pack-refunds.md).
 */
export const packSalesFiguresSchema = z.object({
  packsSold: count,
  introSold: count,
  revenueCents: count,
  creditsUsed: count,
  refunds: count,
  refundedCents: count,
});
export type PackSalesFigures = z.infer<typeof packSalesFiguresSchema>;
/** GET …/reports/packs: every month of the period, and their sums. */
export const packReportSchema = z.object({
  from: month,
  to: month,
  months: z.number().int(),
  total: packSalesFiguresSchema,
  byMonth: z.array(packSalesFiguresSchema.extend({ month })),
});
export type PackReport = z.infer<typeof packReportSchema>;
