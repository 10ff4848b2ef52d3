import { workoutSummaryTexts as texts } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { useLiveHistory } from '../api/history.ts';
import { WorkoutHeartRate } from './workout-heart-rate.tsx';

/**
 * The live classes the member came to, last first (issue 53, item 5): each with their minutes in
 * it, calories, place on the board and heart rate, as its ended screen summed them up. Nothing
 * until they have come to one.
 */
export function LiveHistory() {
  const live = useLiveHistory();
  if (live.isError && !live.data) {
    return (
      <div className="form-error" role="alert">
        {errorMessage(live.error)}
      </div>
    );
  }
  if (!live.data?.length) return null;
  return (
    <section className="live-history" aria-labelledby="live-history-heading">
      <h2 id="live-history-heading">{texts.liveHistoryTitle}</h2>
      <ul className="live-history__list">
        {live.data.map(({ liveClass, scheduledDatetime, minutesAttended, workout }) => (
          <li key={liveClass.id} className="live-history__class">
            <h3>{liveClass.title}</h3>
            <p className="class-card__meta">
              {liveClass.instructor} · {new Date(scheduledDatetime).toLocaleDateString()}
            </p>
            <p className="class-card__meta">
              {[
                texts.liveHistoryMinutes(minutesAttended),
                // Calories from the heart are written with the heart rate, below.
                workout.calories !== null && workout.caloriesFrom === 'estimate'
                  ? `${workout.calories} kcal`
                  : null,
                workout.boardPlace
                  ? texts.boardPlace(workout.boardPlace.rank, workout.boardPlace.of)
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <WorkoutHeartRate workout={workout} />
          </li>
        ))}
      </ul>
    </section>
  );
}
