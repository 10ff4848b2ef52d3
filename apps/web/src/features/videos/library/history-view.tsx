import { workoutSummaryTexts } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { ClassCard, ClassGrid } from '../../../ui/class-card.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { useHistory } from '../api/history.ts';
import { LiveHistory } from './live-history.tsx';
import { playLabel } from './play-label.ts';
import { WorkoutHeartRate } from './workout-heart-rate.tsx';

/** The classes the member watched, newest first, each once, then the live classes they took. */
export function HistoryView() {
  return (
    <>
      <WatchedClasses />
      <LiveHistory />
    </>
  );
}

function WatchedClasses() {
  const history = useHistory();
  if (history.isError && !history.data) {
    return (
      <div className="form-error" role="alert">
        {errorMessage(history.error)}
      </div>
    );
  }
  if (!history.data) return <Loader />;
  if (history.data.length === 0) return <p>You have not watched a class yet.</p>;
  return (
    <ClassGrid label="Watched classes">
      {history.data.map((h) => (
        <ClassCard
          key={h.id}
          video={h}
          extra={
            <>
              <p className="class-card__meta">
                {playLabel(h)} · {new Date(h.watchedAt).toLocaleDateString()}
              </p>
              {h.workout?.boardPlace ? (
                <p className="class-card__meta">
                  {workoutSummaryTexts.boardPlace(
                    h.workout.boardPlace.rank,
                    h.workout.boardPlace.of,
                  )}
                </p>
              ) : null}
              <WorkoutHeartRate workout={h.workout} />
            </>
          }
        />
      ))}
    </ClassGrid>
  );
}
