import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../lib/link.tsx';
import { serverErrorOf, setServerError, useLazyResolver } from '../../lib/forms.ts';
import { paths } from '../../lib/paths.ts';
import { Field } from '../../ui/field.tsx';
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

type ScheduleProgramValues = { firstDay: string; time: string };
/** How far a run got; `refused` once the server refused a class (its answer is the root error). */
type Progress = { done: number; total: number; finished: boolean; refused: boolean };

/**
 * The form, checked with the contract's form schema; a valid submission adds the program's classes
 * one at a time and keeps how far it got.
 */
function useScheduleProgram(programId: number, weeks: readonly ProgramWeek[]) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const schedule = useScheduleVideo();
  const { resolver, warm } = useLazyResolver<ScheduleProgramValues>(() =>
    import('./form-resolvers.ts').then((m) => m.scheduleProgramResolver),
  );
  const form = useForm<ScheduleProgramValues>({
    resolver,
    defaultValues: { firstDay: tomorrow(), time: '07:00' },
  });
  const submit = form.handleSubmit(async ({ firstDay, time }) => {
    const plan = programPlan(weeks, firstDay, time);
    let done = 0;
    setProgress({ done, total: plan.length, finished: false, refused: false });
    for (const item of plan) {
      try {
        await schedule.mutateAsync({ ...item, programId });
      } catch (err) {
        setServerError(form, err);
        setProgress({ done, total: plan.length, finished: true, refused: true });
        return;
      }
      done += 1;
      setProgress({ done, total: plan.length, finished: done === plan.length, refused: false });
    }
  });
  return { form, warm, submit, progress };
}

/**
 * "Schedule this program": every class of the program goes onto the member's schedule, week by
 * week from the chosen day, at the chosen time, each as a workout of the program. The classes are
 * added one at a time, and the form says how far it got if one is refused.
 */
export function ScheduleProgramForm(props: { programId: number; weeks: readonly ProgramWeek[] }) {
  const { form, warm, submit, progress } = useScheduleProgram(props.programId, props.weeks);
  const { errors } = form.formState;
  const failed = serverErrorOf(form);
  const busy = progress !== null && !progress.finished;
  return (
    <form
      className="schedule-class"
      onSubmit={submit}
      onFocus={warm}
      noValidate
      aria-label="Schedule this program"
    >
      <Field
        label="Start on"
        type="date"
        required
        warning={errors.firstDay?.message}
        {...form.register('firstDay')}
      />
      <Field
        label="at"
        type="time"
        required
        warning={errors.time?.message}
        {...form.register('time')}
      />
      <button type="submit" className="btn btn--brand" disabled={busy}>
        {busy ? `Scheduling ${progress.done + 1} of ${progress.total}…` : 'Schedule this program'}
      </button>
      {progress?.refused && failed && (
        <p className="form-error" role="alert">
          {progress.done} of {progress.total} classes were scheduled, then: {failed}
        </p>
      )}
      {progress?.finished && !progress.refused && (
        <p className="form-success" role="status">
          All {progress.total} classes are on your schedule.{' '}
          <Link to={paths.dashboard}>See what is coming up</Link>
        </p>
      )}
    </form>
  );
}
