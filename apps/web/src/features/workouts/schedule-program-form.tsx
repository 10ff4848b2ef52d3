import { useId, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useScheduleVideo } from './api/add-workout.ts';
import { programPlan, type ProgramWeek } from './program-plan.ts';
import './workouts.css';

/** Tomorrow in the browser's calendar, as a date input shows it. */
function tomorrow(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

type Progress = { done: number; total: number; error: string | null; finished: boolean };

/**
 * "Schedule this program": every class of the program goes onto the member's schedule, week by
 * week from the chosen day, at the chosen time, each as a workout of the program. The classes are
 * added one at a time, and the form says how far it got if one is refused.
 */
export function ScheduleProgramForm(props: { programId: number; weeks: readonly ProgramWeek[] }) {
  const id = useId();
  const [firstDay, setFirstDay] = useState(tomorrow);
  const [time, setTime] = useState('07:00');
  const [progress, setProgress] = useState<Progress | null>(null);
  const schedule = useScheduleVideo();
  const busy = progress !== null && !progress.finished;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const plan = programPlan(props.weeks, firstDay, time);
    let done = 0;
    setProgress({ done, total: plan.length, error: null, finished: false });
    for (const item of plan) {
      try {
        await schedule.mutateAsync({ ...item, programId: props.programId });
      } catch (err) {
        setProgress({ done, total: plan.length, error: errorMessage(err), finished: true });
        return;
      }
      done += 1;
      setProgress({ done, total: plan.length, error: null, finished: done === plan.length });
    }
  };
  return (
    <form className="schedule-class" onSubmit={submit} aria-label="Schedule this program">
      <label htmlFor={`${id}-day`}>Start on</label>
      <input
        id={`${id}-day`}
        type="date"
        required
        value={firstDay}
        onChange={(e) => setFirstDay(e.target.value)}
      />
      <label htmlFor={`${id}-time`}>at</label>
      <input
        id={`${id}-time`}
        type="time"
        required
        value={time}
        onChange={(e) => setTime(e.target.value)}
      />
      <button type="submit" className="btn btn--brand" disabled={busy}>
        {busy ? `Scheduling ${progress.done + 1} of ${progress.total}…` : 'Schedule this program'}
      </button>
      {progress?.error && (
        <p className="form-error" role="alert">
          {progress.done} of {progress.total} classes were scheduled, then: {progress.error}
        </p>
      )}
      {progress?.finished && !progress.error && (
        <p className="form-success" role="status">
          All {progress.total} classes are on your schedule.{' '}
          <Link to={paths.calendar}>See my schedule</Link>
        </p>
      )}
    </form>
  );
}
