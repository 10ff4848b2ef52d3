import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { addDays, easternDay, WORKOUT_WINDOW_DAYS, type Workout } from '@jetsweat/contract';
import { ApiFailure } from '../../../ui/api-failure.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { paths } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMyWorkouts } from '../api/my-workouts.ts';
import { memberTimeZone } from '../api/edit-workout.ts';
import { CalendarSync } from './calendar-sync.tsx';
import { DaySlider } from './day-slider.tsx';
import { DeleteWorkoutModal } from './delete-workout-modal.tsx';
import { EditWorkoutModal } from './edit-workout-modal.tsx';
import { MonthCalendar } from './month-calendar.tsx';
import {
  addMonths,
  dayOf,
  localDay,
  monthOf,
  monthTotals,
  serverRange,
  workoutsByDay,
  type LocalDay,
  type Month,
} from './month-days.ts';
import { WorkoutList } from './workout-list.tsx';
import './calendar.css';

/** The calendar reaches from 2000 to one year ahead (spec 9). */
const FIRST_MONTH: Month = { year: 2000, month: 1 };
const lastMonth = (): Month => monthOf(addDays(easternDay(new Date()), WORKOUT_WINDOW_DAYS - 1));
const monthIndex = (m: Month) => m.year * 12 + m.month;

function MonthTotals({ totals }: { totals: ReturnType<typeof monthTotals> }) {
  return (
    <dl className="month-totals" aria-label="This month's totals">
      <div>
        <dt>Scheduled</dt>
        <dd>{totals.scheduled}</dd>
      </div>
      <div>
        <dt>Skipped</dt>
        <dd>{totals.skipped}</dd>
      </div>
      <div>
        <dt>Completed</dt>
        <dd>{totals.completed}</dd>
      </div>
    </dl>
  );
}

/** /newplatform/items/calendar: the member's month of workouts, in their own time zone. */
export default function CalendarPage() {
  usePageTitle('My Schedule');
  const navigate = useNavigate();
  const today = localDay(new Date());
  const [month, setMonth] = useState<Month>(monthOf(today));
  const [selected, setSelected] = useState<LocalDay>(today);
  const [editing, setEditing] = useState<Workout | null>(null);
  const [deleting, setDeleting] = useState<Workout | null>(null);
  const range = serverRange(month);
  const workouts = useMyWorkouts(range.fromDate, range.toDate);
  const days = useMemo(
    () => workoutsByDay(workouts.data?.workouts ?? [], month),
    [workouts.data, month],
  );
  const step = (by: -1 | 1) => {
    const next = addMonths(month, by);
    setMonth(next);
    setSelected(monthIndex(next) === monthIndex(monthOf(today)) ? today : dayOf(next, 1));
  };
  return (
    <main className="calendar-page">
      <h1>My Schedule</h1>
      <p className="calendar-page__zone">Times are in your time zone ({memberTimeZone()}).</p>
      <CalendarSync />
      {workouts.isError && !workouts.data ? (
        <ApiFailure error={workouts.error} title="Your calendar" />
      ) : (
        <div className="calendar-page__month" aria-busy={workouts.isPending}>
          <MonthCalendar
            month={month}
            days={days}
            selected={selected}
            today={today}
            canGoBack={monthIndex(month) > monthIndex(FIRST_MONTH)}
            canGoForward={monthIndex(month) < monthIndex(lastMonth())}
            onMonth={step}
            onDay={(day) => (days.has(day) ? setSelected(day) : navigate(paths.classes))}
          />
          {workouts.isPending ? (
            <Loader />
          ) : (
            <>
              <DaySlider key={selected} day={selected} workouts={days.get(selected) ?? []} />
              <MonthTotals totals={monthTotals(days)} />
              <WorkoutList days={days} onEdit={setEditing} onDelete={setDeleting} />
            </>
          )}
        </div>
      )}
      {editing && <EditWorkoutModal workout={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteWorkoutModal workout={deleting} onClose={() => setDeleting(null)} />}
    </main>
  );
}
