/**
 * High-fives, shout-outs and reactions in the live class (issue 53, item 4): a member high-fives
 * another on the leaderboard, the instructor calls out a member on it, members react to the
 * instructor with a few emoji. Without zod, so a page that only shows texts downloads no schemas.
 */

/** The most high-fives one member sends in one class in a minute; more are refused (429). */
export const LIVE_HIGH_FIVES_PER_MINUTE = 10;
/** One member high-fives the same member at most once in this many seconds. */
export const LIVE_HIGH_FIVE_SAME_MEMBER_SECONDS = 10;
/** The most shout-outs an instructor gives in one class in a minute. */
export const LIVE_SHOUT_OUTS_PER_MINUTE = 20;
/** The most reactions one member sends in one class in a minute. */
export const LIVE_REACTIONS_PER_MINUTE = 20;
/** How long a page shows a high-five, a shout-out or a reaction, in milliseconds. */
export const LIVE_CHEER_SHOWN_MS = 6000;

/** The reactions a member can send the instructor: a key each, its emoji and its name. */
export const liveReactions = ['clap', 'fire', 'strong', 'heart', 'phew'] as const;
export type LiveReaction = (typeof liveReactions)[number];
export const liveReactionFaces: Record<LiveReaction, { emoji: string; name: string }> = {
  clap: { emoji: '👏', name: 'Applause' },
  fire: { emoji: '🔥', name: 'On fire' },
  strong: { emoji: '💪', name: 'Feeling strong' },
  heart: { emoji: '❤️', name: 'Love this class' },
  phew: { emoji: '😅', name: 'Phew' },
};

/** The cheers' socket events (beside liveSocketEvents and liveBoardEvents). */
export const liveCheerEvents = {
  /** client (member on the board) → server with an ack: high-five the member on this seat. */
  highFive: 'cheer:high-five',
  /** client (the class's instructor) → server with an ack: call out the member on this seat. */
  shoutOut: 'cheer:shout-out',
  /** client (member in the room) → server with an ack: one of liveReactions to the instructor. */
  react: 'cheer:react',
  /** server → the high-fived member's pages on the board. */
  highFived: 'cheer:high-fived',
  /** server → the called-out member's pages on the board. */
  shoutedOut: 'cheer:shouted-out',
  /** server → the class's instructors in the room: a member's reaction (no name). */
  reaction: 'cheer:reaction',
} as const;

export const liveCheerTexts = {
  onlyMembersHighFive: 'Only members on the leaderboard can send high-fives.',
  joinBoardFirst: 'Join the leaderboard first to send high-fives.',
  notOnBoard: 'That member is no longer on the leaderboard.',
  notYourself: 'You cannot high-five yourself.',
  highFivesTooFast: 'You are sending high-fives too fast. Try again in a moment.',
  sameMemberTooSoon: 'You just high-fived this member. Try again in a few seconds.',
  onlyInstructorShoutsOut: 'Only the class’s instructor can give shout-outs.',
  shoutOutsTooFast: 'You are giving shout-outs too fast. Try again in a moment.',
  onlyMembersReact: 'Only the class’s members can react.',
  reactionsTooFast: 'You are reacting too fast. Try again in a moment.',
  chooseReaction: 'Choose one of the reactions.',
  chooseMember: 'Choose a member on the leaderboard.',
  /** Who gave a shout-out when the instructor has no first name on their profile. */
  yourInstructor: 'Your instructor',
  /** What the web app shows. */
  highFive: 'High-five',
  highFiveLabel: (label: string) => `High-five ${label}`,
  highFived: 'High-fived',
  highFivedBy: (label: string) => `${label} high-fived you!`,
  shoutOut: 'Shout out',
  shoutOutLabel: (label: string) => `Shout out ${label}`,
  // No full stop after the label: a name shown as "Bea B." has one already.
  shoutOutSent: (label: string) => `Shout-out sent to ${label}`,
  shoutOutFrom: (name: string) => `${name} gave you a shout-out!`,
  reactTitle: 'React to the instructor',
  reacted: (name: string) => `Sent: ${name}.`,
  reactionsTitle: 'Reactions from the room',
  noReactions: 'No reactions yet.',
} as const;
