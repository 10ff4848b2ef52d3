import {
  heartZoneLabel,
  heartZones,
  workoutSummaryTexts as texts,
  type WorkoutSummary,
} from '@jetsweat/contract';
import './class-ended-workout.css';

/** Minutes to one decimal as a member reads them: "12 min", "0.5 min". */
const minutesText = (minutes: number) => `${Number(minutes.toFixed(1))} min`;

/**
 * The member's workout of the class on its ended screen (issue 53, item 5): minutes, calories,
 * average and maximum heart rate, minutes in each zone (by name, the colour only beside it), and
 * where they finished on the board when they were on it.
 */
export function ClassEndedWorkout({
  workout,
  minutes,
}: {
  workout: WorkoutSummary | null;
  minutes: number;
}) {
  if (!workout) return null;
  const { heartRate, boardPlace } = workout;
  const zones = heartZones.filter((z) => (heartRate?.zoneMinutes[z.zone] ?? 0) > 0);
  return (
    <section className="class-ended-workout" aria-labelledby="class-ended-workout-heading">
      <h3 id="class-ended-workout-heading">{texts.title}</h3>
      <dl className="class-ended__facts">
        <dt>{texts.minutes}</dt>
        <dd>{minutes}</dd>
        {workout.calories !== null ? (
          <>
            <dt>{workout.caloriesFrom === 'heart' ? texts.caloriesFromHeart : texts.calories}</dt>
            <dd>{workout.calories} kcal</dd>
          </>
        ) : null}
        {heartRate?.averageBpm != null ? (
          <>
            <dt>{texts.averageHeartRate}</dt>
            <dd>{heartRate.averageBpm} bpm</dd>
          </>
        ) : null}
        {heartRate ? (
          <>
            <dt>{texts.maxHeartRate}</dt>
            <dd>{heartRate.maxBpm} bpm</dd>
          </>
        ) : null}
        {boardPlace ? (
          <>
            <dt>{texts.board}</dt>
            <dd>{texts.boardPlace(boardPlace.rank, boardPlace.of)}</dd>
          </>
        ) : null}
      </dl>
      {zones.length > 0 ? (
        <ul className="class-ended-workout__zones" aria-label={texts.zoneMinutes}>
          {zones.map((z) => (
            <li key={z.zone}>
              <span
                className="class-ended-workout__swatch"
                style={{ background: z.colour }}
                aria-hidden="true"
              />
              {`${heartZoneLabel(z.zone)}: ${minutesText(heartRate?.zoneMinutes[z.zone] ?? 0)}`}
            </li>
          ))}
        </ul>
      ) : null}
      {heartRate ? null : <p>{texts.noHeartRate}</p>}
    </section>
  );
}
