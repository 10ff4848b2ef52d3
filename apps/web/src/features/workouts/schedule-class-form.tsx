import { useId, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useScheduleVideo } from './api/add-workout.ts';
import './workouts.css';

/** Tomorrow at 7:00 in the browser's time, as a datetime-local input shows it. */
function tomorrowMorning(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(7, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T07:00`;
}

/** "Schedule this class": a day and time, then POST /api/workout/add with the class. */
export function ScheduleClassForm({ videoId }: { videoId: number }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [when, setWhen] = useState(tomorrowMorning);
  const schedule = useScheduleVideo();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const at = new Date(when);
    if (Number.isNaN(at.getTime())) return;
    schedule.mutate({ videoId, when: at.toISOString() });
  };
  if (!open) {
    return (
      <button type="button" className="btn btn--ghost" onClick={() => setOpen(true)}>
        Schedule this class
      </button>
    );
  }
  return (
    <form className="schedule-class" onSubmit={submit} aria-label="Schedule this class">
      <label htmlFor={id}>When</label>
      <input
        id={id}
        type="datetime-local"
        required
        value={when}
        onChange={(e) => setWhen(e.target.value)}
      />
      <button type="submit" className="btn btn--brand" disabled={schedule.isPending}>
        {schedule.isPending ? 'Scheduling…' : 'Schedule'}
      </button>
      {schedule.isError && (
        <p className="form-error" role="alert">
          {errorMessage(schedule.error)}
        </p>
      )}
      {schedule.isSuccess && (
        <p className="form-success" role="status">
          Scheduled for{' '}
          {new Date(schedule.data.when).toLocaleString([], {
            dateStyle: 'medium',
            timeStyle: 'short',
          })}
          . <Link to={paths.calendar}>See my schedule</Link>
        </p>
      )}
    </form>
  );
}
