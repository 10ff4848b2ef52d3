/**
 * The on-demand class's leaderboard (issue 53, item 5): the members who took the class before and
 * show on leaderboards, with their figures at the same moment of the class. Without zod, so the
 * player's board downloads only its texts.
 */

/** How often the player asks again while the class plays (and at once after a seek). */
export const VIDEO_BOARD_REFRESH_SECONDS = 30;

export const videoBoardTexts = {
  title: 'Others at this minute',
  show: 'Show the board',
  hide: 'Hide the board',
  /** Above the lines: which moment of the class the figures are of ('4:30'). */
  at: (time: string) => `Members who took this class before, as they were at ${time}`,
  empty: 'Nobody who took this class before is on the leaderboard yet.',
  loading: 'Loading the board…',
  failed: 'The board could not be loaded. It will try again in a moment.',
  total: (n: number) => (n === 1 ? '1 person on the board' : `${n} people on the board`),
  /** The member's own line, always shown to them, whether or not others will see it. */
  you: '(you)',
  ownPlace: (rank: number) => `You would be number ${rank}.`,
  /** When the member does not show on leaderboards: only they see their line. */
  onlyYouSeeYou:
    'Only you see your line. To be on the board for members who take this class after you, choose to show yourself on leaderboards in your profile.',
  rankedBy: { zonePoints: 'Ranked by zone points', calories: 'Ranked by calories' },
  unknownVideo: 'That class does not exist.',
} as const;

/** The profile's default for leaderboards (users.leaderboard_show). */
export const leaderboardProfileTexts = {
  label: 'Leaderboards',
  off: 'Do not show me',
  name: 'Show me by my first name',
  initials: 'Show me by my initials',
  hint: 'Live classes put you on their leaderboard from the start, and members who take a class after you see your figures at the same minute. Off unless you choose.',
} as const;
