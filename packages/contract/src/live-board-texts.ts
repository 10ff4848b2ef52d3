/**
 * The live class's leaderboard (issue 53, item 3): members who opt in share their calories, zone
 * points and zone with the room; the instructor sees every opted-in member's zone and heart rate.
 * Without zod, so a page that only shows texts downloads no schemas.
 */

/** The most lines a board lists; the receiver's own line comes besides when it is not among them. */
export const LIVE_BOARD_TOP = 20;
/** The most `board:stats` one person sends to one class in a second; more are refused (429). */
export const LIVE_BOARD_STATS_PER_SECOND = 4;
/** A member whose page has said nothing for this long (strap gone, page asleep) drops off. */
export const LIVE_BOARD_STALE_SECONDS = 30;
/** The most members the instructor's `board:coach` lists; the rest are counted. */
export const LIVE_BOARD_COACH_MAX = 500;
/** Bounds of what a page may report: a long, hard class stays well inside them. */
export const LIVE_BOARD_CALORIES_MAX = 5000;
export const LIVE_BOARD_ZONE_POINTS_MAX = 2000;
export const LIVE_BOARD_BPM_MIN = 25;
export const LIVE_BOARD_BPM_MAX = 250;
/** A board label is at most this many characters (a first name and an initial, or initials). */
export const LIVE_BOARD_LABEL_MAX = 40;
/** A board line's seat (its address for a high-five or a shout-out) is this many characters. */
export const LIVE_BOARD_SEAT_LENGTH = 16;

/** How a member is shown on the board: their first name and last initial, or only initials. */
export const boardDisplays = ['name', 'initials'] as const;
export type BoardDisplay = (typeof boardDisplays)[number];
/** What the board is ranked by; the class's instructor chooses, zone points unless they do. */
export const boardSortKeys = ['zonePoints', 'calories'] as const;
export type BoardSortKey = (typeof boardSortKeys)[number];
export const DEFAULT_BOARD_SORT: BoardSortKey = 'zonePoints';
/** The instructor's choice of ranking, as the broadcast page names it. */
export const boardSortNames: Record<BoardSortKey, string> = {
  zonePoints: 'Zone points',
  calories: 'Calories',
};

/** The leaderboard's socket events (beside liveSocketEvents). */
export const liveBoardEvents = {
  /** client (member in the room) → server with an ack: put me on the board; answers the board. */
  join: 'board:join',
  /** client → server with an ack: take me off the board. */
  leave: 'board:leave',
  /** client (member on the board) → server with an ack: my figures so far. */
  stats: 'board:stats',
  /** client (the class's instructor) → server with an ack: rank the board by this. */
  sort: 'board:sort',
  /** server → each page in the room, at most once a second while the board changes. */
  update: 'board:update',
  /** server → the class's instructors with each update: every opted-in member's zone and bpm. */
  coach: 'board:coach',
} as const;

export const liveBoardTexts = {
  onlyMembers: 'Only the class’s members can be on the leaderboard.',
  joinFirst: 'Join the leaderboard first to share your figures.',
  statsTooFast: 'Your figures are being sent too often. They will be shown again in a moment.',
  onlyInstructorSorts: 'Only the class’s instructor can choose how the leaderboard is ranked.',
  /** The name shown for a member with no name on their profile. */
  someone: 'A member',
} as const;
