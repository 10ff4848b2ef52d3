/**
 * What a class added up to for the member (issue 53, item 5): the live class's ended screen and
 * the history say it in these words. Without zod, so a page that only shows texts downloads none.
 */

/** "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "112th". */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th'}`;
}

export const workoutSummaryTexts = {
  title: 'Your workout',
  minutes: 'Minutes',
  calories: 'Calories',
  caloriesFromHeart: 'Calories (from your heart rate)',
  averageHeartRate: 'Average heart rate',
  maxHeartRate: 'Maximum heart rate',
  zoneMinutes: 'Minutes in each zone',
  board: 'Leaderboard',
  /** Where the member finished on the live class's board: "3rd of 12 on the board". */
  boardPlace: (rank: number, of: number) => `${ordinal(rank)} of ${of} on the board`,
  /** The history's live classes (POST /api/history/liveClasses). */
  liveHistoryTitle: 'Live classes you took',
  liveHistoryMinutes: (minutes: number) => `${minutes} min in the class`,
  /** No strap reported a heart rate in this class. */
  noHeartRate: 'No heart rate was recorded in this class.',
  /** GET /api/workout/liveClass/{id} for a class the member has no workout of (not booked). */
  liveWorkoutNotFound: 'You have no workout for that class: book it first.',
} as const;
