import { Link } from '../../lib/link.tsx';
import { useQuery } from '@tanstack/react-query';
import {
  easternDay,
  easternTime,
  isLiveNow,
  readableDay,
  scheduleTexts,
  type Workout,
} from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useNow } from '../../lib/use-now.ts';
import { LiveNowBadge } from '../../ui/live-now.tsx';
import { Loader } from '../../ui/loader.tsx';
import { dashboardWorkoutQueries } from './dashboard-queries.ts';

const titleOf = (w: Workout) => w.video?.title ?? w.liveClass?.title ?? 'Workout';
const linkOf = (w: Workout) =>
  w.videoId
    ? paths.video(w.videoId)
    : w.liveClassId
      ? paths.liveClass(w.liveClassId)
      : paths.classes;

/** A live class of the member's under way now: its room is one press away (issue 51, item 1). */
function liveNow(w: Workout, now: number): boolean {
  const c = w.liveClass;
  return (
    c !== null && isLiveNow({ scheduledDatetime: w.when, minutesDuration: c.minutesDuration }, now)
  );
}

function WorkoutLine({ workout }: { workout: Workout }) {
  const now = useNow();
  const live = liveNow(workout, now);
  return (
    <li className="dashboard-workout">
      <time dateTime={workout.when}>{easternTime(workout.when)} ET</time>{' '}
      <Link to={linkOf(workout)}>{titleOf(workout)}</Link>
      {workout.status !== 'scheduled' && (
        <span className="dashboard-workout__status"> · {workout.status}</span>
      )}
      {live && (
        <>
          {' '}
          <LiveNowBadge />{' '}
          {/* A whole page load: the room's page may use the camera only when loaded as itself. */}
          <Link
            className="btn btn--brand"
            reloadDocument
            to={linkOf(workout)}
            aria-label={`${scheduleTexts.join}: ${titleOf(workout)}`}
          >
            {scheduleTexts.join}
          </Link>
        </>
      )}
    </li>
  );
}

/** Today's workout (POST /api/workout/dailyWorkout's first), or an invitation to pick one. */
export function TodaysWorkout() {
  const today = useQuery(dashboardWorkoutQueries(new Date()).today);
  return (
    <section className="dashboard-section" aria-labelledby="today-heading">
      <h2 id="today-heading">Today's workout</h2>
      {today.isError && <p className="form-error">{errorMessage(today.error)}</p>}
      {!today.data && !today.isError && <Loader />}
      {today.data?.length === 0 && (
        <p>
          Nothing scheduled today. <Link to={paths.classes}>Find a class</Link>
        </p>
      )}
      {today.data && today.data.length > 0 && (
        <ul className="dashboard-workouts">
          {today.data.map((w) => (
            <WorkoutLine key={w.id} workout={w} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * What is scheduled for the next six days, in one call. Today's workouts are the section above's
 * (the same cached call): when there are some, the week is not "nothing scheduled", only nothing
 * after today (issue 56, point 4).
 */
export function UpcomingWorkouts() {
  const queries = dashboardWorkoutQueries(new Date());
  const week = useQuery(queries.upcoming);
  const today = useQuery(queries.today);
  const loading = !week.data && !week.isError;
  const todayCount = today.data?.length ?? 0;
  const upcoming = (week.data?.workouts ?? [])
    .filter((w) => w.status === 'scheduled')
    .map((w) => ({ w, day: easternDay(w.when) }));
  return (
    <section className="dashboard-section" aria-labelledby="upcoming-heading">
      <h2 id="upcoming-heading">Coming up</h2>
      {week.isError && <p className="form-error">{errorMessage(week.error)}</p>}
      {loading && <Loader />}
      {week.data && upcoming.length === 0 && (
        <p>
          {todayCount > 0
            ? 'Nothing else scheduled this week yet.'
            : 'Nothing scheduled this week yet.'}
        </p>
      )}
      <ul className="dashboard-workouts">
        {upcoming.map(({ w, day }) => (
          <li key={w.id} className="dashboard-workout">
            {readableDay(day)}, <time dateTime={w.when}>{easternTime(w.when)} ET</time>{' '}
            <Link to={linkOf(w)}>{titleOf(w)}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.liveUpcoming}>My live classes</Link>
      </p>
    </section>
  );
}
