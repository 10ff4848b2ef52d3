import { useForm } from 'react-hook-form';
import { Link } from '../../lib/link.tsx';
import { serverErrorOf, setServerError, useLazyResolver } from '../../lib/forms.ts';
import { paths } from '../../lib/paths.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
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

type ScheduleClassValues = { when: string };

/**
 * The open "Schedule this class" form: a day and time, checked with the contract's form schema
 * (from now to a year ahead), then POST /api/workout/add with the class.
 */
export function ScheduleClassPanel({ videoId }: { videoId: number }) {
  const schedule = useScheduleVideo();
  const { resolver, warm } = useLazyResolver<ScheduleClassValues>(() =>
    import('./form-resolvers.ts').then((m) => m.scheduleClassResolver),
  );
  const form = useForm<ScheduleClassValues>({
    resolver,
    defaultValues: { when: tomorrowMorning() },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ when }) => {
    try {
      await schedule.mutateAsync({ videoId, when: new Date(when).toISOString() });
    } catch (err) {
      setServerError(form, err);
    }
  });
  return (
    <form
      className="schedule-class"
      onSubmit={submit}
      onFocus={warm}
      noValidate
      aria-label="Schedule this class"
    >
      <Field
        label="When"
        type="datetime-local"
        required
        warning={errors.when?.message}
        {...form.register('when')}
      />
      <button type="submit" className="btn btn--brand" disabled={isSubmitting}>
        {isSubmitting ? 'Scheduling…' : 'Schedule'}
      </button>
      <FormMessage error={serverErrorOf(form)} />
      {schedule.isSuccess && (
        <p className="form-success" role="status">
          Scheduled for{' '}
          {new Date(schedule.data.when).toLocaleString([], {
            dateStyle: 'medium',
            timeStyle: 'short',
          })}
          . <Link to={paths.dashboard}>See what is coming up</Link>
        </p>
      )}
    </form>
  );
}
