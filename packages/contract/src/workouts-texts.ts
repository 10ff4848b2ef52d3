/** What the workout calendar's calls answer when they refuse (POST /api/workout/update, ...). */
export const workoutTexts = {
  workoutNotFound: 'We could not find that workout on your calendar.',
  whenFormat: "Please give the time as 'MM-DD-YYYY HH:mm', for example '03-14-2027 07:30'.",
  noSuchDay: 'That day does not exist. Please choose a day of that month.',
  whenYear: 'Please choose a day in this year or next year.',
  whenTooLate: 'Please choose a time no more than one year ahead.',
  liveClassTime:
    "A live class happens at the studio's time: it cannot be moved. Cancel the booking from your booked classes instead.",
  liveClassBooked:
    'This live class is booked: cancel the booking from your booked classes to take it off your calendar.',
  notYetCompleted:
    'This workout is still ahead: it can be marked completed once its time has come.',
  alreadyThere: 'That class is already on your calendar at that time.',
  unknownTimeZone:
    'That time zone is not one we know. Please give an IANA name like America/Chicago.',
  feedNotFound: 'There is no calendar feed at this address. It may have been replaced.',
  syncNotConfigured: 'This calendar is not configured on this server.',
  syncNotConnected: 'This calendar is not connected.',
  syncOtherBrowser:
    'Signing in to your calendar must finish in the browser that started it. Please try again from this one.',
  statusUnknown: "The status must be 'scheduled', 'completed' or 'skipped'.",
} as const;

/**
 * The calendar page's `reason` after a sign-in came back to a browser that did not start it
 * (`?syncFailed=google&reason=browser`): the page says workoutTexts.syncOtherBrowser.
 */
export const SYNC_OTHER_BROWSER = 'browser';

/** The days of a month (1-12) of a year, February 29 in leap years. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
