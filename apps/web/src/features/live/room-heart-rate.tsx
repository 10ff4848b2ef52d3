import { useEffect } from 'react';
import { easternDay, heartRatePersonOf } from '@jetsweat/contract';
import { HeartRateBadge } from '../../lib/heart-rate/heart-rate-badge.tsx';
import { useHeartRateTally } from '../../lib/heart-rate/use-heart-rate-tally.ts';
import { useSession } from '../../lib/session.ts';
import { boardFigures, type BoardFigures } from './board-figures.ts';

/** While the member is in the room the workout runs: its heart-rate time counts. */
const inTheRoom = () => true;

/**
 * The member's heart rate in the live room: the strap's badge, and once time counts, the
 * calories from the heart and the average so far. Each new tally's figures go to `onFigures`
 * (the leaderboard, which decides whether and when to send them).
 */
export function RoomHeartRate({ onFigures }: { onFigures?: (figures: BoardFigures) => void }) {
  const { user } = useSession();
  // Zones from the member's own maximum when they set one on their profile, else 220 - age.
  const person = heartRatePersonOf(user ?? {}, easternDay(new Date()));
  const heart = useHeartRateTally(person, inTheRoom);
  const { tally, maxBpm } = heart;
  useEffect(() => onFigures?.(boardFigures(tally, maxBpm)), [tally, maxBpm, onFigures]);
  return (
    <div className="live-room__heart">
      <HeartRateBadge maxHeartRate={heart.maxBpm} onMeasurement={heart.onMeasurement} />
      {heart.counting && heart.tally.averageBpm !== null ? (
        <dl className="live-room__heart-stats" aria-label="Your heart this class">
          <div>
            <dt>Calories (from your heart rate)</dt>
            <dd>{Math.floor(heart.tally.kcal)} kcal</dd>
          </div>
          <div>
            <dt>Average heart rate</dt>
            <dd>{Math.round(heart.tally.averageBpm)} bpm</dd>
          </div>
        </dl>
      ) : null}
    </div>
  );
}
