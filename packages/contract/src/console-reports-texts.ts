/**
 * The studio owner's reports (issue 54, item 4): their periods, names and texts. Kept apart from
 * zod so a page downloads only what it uses.
 */

/** Weeks the class reports (attendance, no-shows, top classes) may cover, and their default. */
export const REPORT_MIN_WEEKS = 1;
export const REPORT_MAX_WEEKS = 52;
export const REPORT_DEFAULT_WEEKS = 12;
/** Months the members report (new, returning, cohorts) may cover, and its default. */
export const REPORT_MIN_MONTHS = 2;
export const REPORT_MAX_MONTHS = 24;
export const REPORT_DEFAULT_MONTHS = 12;
/** The periods the console offers (the server takes any whole number in the range). */
export const reportWeekChoices = [4, 12, 26, 52] as const;
export const reportMonthChoices = [6, 12, 24] as const;
/** How many classes, instructors and members the top lists name. */
export const REPORT_TOP = 10;

/** The reports, as the console and the CSV files name them. */
export const reportNames = {
  attendance: 'Attendance and fill rate',
  noShows: 'No-shows',
  members: 'New and returning members',
  cohorts: 'Monthly retention (cohorts)',
  top: 'Top classes and instructors',
  packs: 'Pack and offer sales',
} as const;

export const reportTexts = {
  intro:
    'Past classes of the studio, counted in UTC: a week starts on Monday, a month on its first day. Booked seats are counted against capacity; a member attended when they joined the class room.',
  noClasses: 'No class ended in this period.',
  noNoShows: 'Nobody missed a class they booked in this period.',
  noMembers: 'Nobody booked a class in this period.',
  noPackSales: 'No class pack or intro offer was sold or refunded in this period.',
  packsIntro:
    'Class packs and intro offers paid each month (UTC), what they brought in, the classes booked with them since, and the packs refunded that month with what was given back.',
} as const;

/** A whole-number percentage of part in whole (0 when whole is 0), as the reports show rates. */
export const percentOf = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part / whole) * 100);
