import {
  heartZoneOf,
  LIVE_BOARD_BPM_MAX,
  LIVE_BOARD_BPM_MIN,
  LIVE_BOARD_CALORIES_MAX,
  LIVE_BOARD_ZONE_POINTS_MAX,
  type BoardStats,
  type HeartRateTally,
} from '@jetsweat/contract';

/** What a member's page reports to the leaderboard: board:stats without the class. */
export type BoardFigures = Omit<BoardStats, 'liveClassId'>;

/**
 * The leaderboard's figures from the heart-rate tally: calories and zone points so far, and the
 * zone and heart rate of the latest reading (resting with no heart rate while the strap is off).
 * Kept inside the bounds the server accepts, so a very long class is not refused.
 */
export function boardFigures(tally: HeartRateTally, maxBpm: number): BoardFigures {
  const bpm = tally.last ? Math.round(tally.last.bpm) : null;
  const inRange = bpm !== null && bpm >= LIVE_BOARD_BPM_MIN && bpm <= LIVE_BOARD_BPM_MAX;
  return {
    calories: Math.min(Math.max(tally.kcal, 0), LIVE_BOARD_CALORIES_MAX),
    zonePoints: Math.min(Math.max(tally.zonePoints, 0), LIVE_BOARD_ZONE_POINTS_MAX),
    zone: bpm === null ? 0 : heartZoneOf(bpm, maxBpm),
    ...(inRange ? { bpm } : {}),
  };
}
