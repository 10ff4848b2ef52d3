import { useEffect } from 'react';
import { easternDay, heartRatePersonOf } from '@jetsweat/contract';
import { HeartRateBadge } from '../../lib/heart-rate/heart-rate-badge.tsx';
import type { MeasurementListener } from '../../lib/heart-rate/heart-rate-strap.ts';
import { bothListeners } from '../../lib/heart-rate/use-heart-rate-upload.ts';
import { useHeartRateTally } from '../../lib/heart-rate/use-heart-rate-tally.ts';
import { useSession } from '../../lib/session.ts';
import { boardFigures, type BoardFigures } from './board-figures.ts';
import { useClassHeartRateUpload } from './use-class-heart-rate-upload.ts';

/** While the member is in the room the workout runs: its heart-rate time counts. */
const inTheRoom = () => true;

interface HeartProps {
  /** Each new tally's figures (the leaderboard, which decides whether and when to send them). */
  onFigures?: (figures: BoardFigures) => void;
}

/**
 * The member's heart rate in the live room: the strap's badge, and once time counts, the
 * calories from the heart and the average so far. With the class's id, each reading also goes to
 * the member's workout of the class (issue 53), for its summary and history.
 */
export function RoomHeartRate({ liveClassId, ...props }: HeartProps & { liveClassId?: number }) {
  return liveClassId === undefined ? (
    <HeartOnPage {...props} />
  ) : (
    <HeartSent {...props} liveClassId={liveClassId} />
  );
}

function HeartSent({ liveClassId, ...props }: HeartProps & { liveClassId: number }) {
  return <HeartOnPage {...props} onReading={useClassHeartRateUpload(liveClassId)} />;
}

function HeartOnPage({ onFigures, onReading }: HeartProps & { onReading?: MeasurementListener }) {
  const { user } = useSession();
  // Zones from the member's own maximum when they set one on their profile, else 220 - age.
  const person = heartRatePersonOf(user ?? {}, easternDay(new Date()));
  const heart = useHeartRateTally(person, inTheRoom);
  const { tally, maxBpm } = heart;
  useEffect(() => onFigures?.(boardFigures(tally, maxBpm)), [tally, maxBpm, onFigures]);
  return (
    <div className="live-room__heart">
      <HeartRateBadge
        maxHeartRate={heart.maxBpm}
        onMeasurement={
          onReading ? bothListeners(heart.onMeasurement, onReading) : heart.onMeasurement
        }
      />
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
