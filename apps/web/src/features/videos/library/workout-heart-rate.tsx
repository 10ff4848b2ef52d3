import { heartZoneLabel, heartZones, type HistoryEntry } from '@jetsweat/contract';
import { HeartRateChart } from './heart-rate-chart.tsx';
import './workout-heart-rate.css';

/** Minutes to one decimal as a member reads them: "12 min", "0.5 min". */
const minutesText = (minutes: number) => `${Number(minutes.toFixed(1))} min`;

/**
 * What the member's heart rate did in a watched class (issue 53, item 2): average and maximum,
 * the calories worked out from it, the minutes in each zone (by name, its colour only beside it)
 * and the line over time. Nothing when no strap reported a heart rate.
 */
export function WorkoutHeartRate({ workout }: { workout: HistoryEntry['workout'] }) {
  const heartRate = workout?.heartRate;
  if (!heartRate) return null;
  const zones = heartZones.filter((z) => (heartRate.zoneMinutes[z.zone] ?? 0) > 0);
  return (
    <section className="workout-heart-rate" aria-label="Heart rate">
      <dl className="workout-heart-rate__figures">
        {heartRate.averageBpm != null && (
          <div>
            <dt>Average</dt>
            <dd>{heartRate.averageBpm} bpm</dd>
          </div>
        )}
        <div>
          <dt>Maximum</dt>
          <dd>{heartRate.maxBpm} bpm</dd>
        </div>
        {workout.caloriesFrom === 'heart' && (
          <div>
            <dt>Calories</dt>
            <dd>{heartRate.calories} kcal from your heart rate</dd>
          </div>
        )}
      </dl>
      {zones.length > 0 && (
        <ul className="workout-heart-rate__zones" aria-label="Minutes in each zone">
          {zones.map((z) => (
            <li key={z.zone}>
              <span
                className="workout-heart-rate__swatch"
                style={{ background: z.colour }}
                aria-hidden="true"
              />
              {`${heartZoneLabel(z.zone)}: ${minutesText(heartRate.zoneMinutes[z.zone] ?? 0)}`}
            </li>
          ))}
        </ul>
      )}
      <HeartRateChart heartRate={heartRate} />
    </section>
  );
}
