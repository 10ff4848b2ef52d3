import type { Workout } from '@jetsweat/contract';
import { monthWeeks, type LocalDay, type Month } from './month-days.ts';
import { statusLabel } from './workout-labels.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface MonthCalendarProps {
  month: Month;
  days: Map<LocalDay, Workout[]>;
  selected: LocalDay;
  today: LocalDay;
  canGoBack: boolean;
  canGoForward: boolean;
  onMonth(step: -1 | 1): void;
  onDay(day: LocalDay): void;
}

/** The month with one dot per day: the status of that day's first workout. */
export function MonthCalendar(p: MonthCalendarProps) {
  const name = new Date(p.month.year, p.month.month - 1, 1).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
  });
  return (
    <section className="month-calendar" aria-label="Month">
      <div className="month-calendar__head">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => p.onMonth(-1)}
          disabled={!p.canGoBack}
          aria-label="Previous month"
        >
          ‹
        </button>
        <h2 aria-live="polite">{name}</h2>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => p.onMonth(1)}
          disabled={!p.canGoForward}
          aria-label="Next month"
        >
          ›
        </button>
      </div>
      <table className="month-calendar__grid">
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(p.month).map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => (
                <td key={day ?? `empty-${j}`}>{day && <DayButton {...p} day={day} />}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function DayButton({ day, days, selected, today, onDay }: MonthCalendarProps & { day: LocalDay }) {
  const list = days.get(day) ?? [];
  const first = list[0];
  const date = new Date(`${day}T12:00:00`);
  const label = [
    date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' }),
    list.length === 0
      ? 'no workouts'
      : `${list.length} workout${list.length === 1 ? '' : 's'}, first ${statusLabel[first!.status].toLowerCase()}`,
  ].join(': ');
  return (
    <button
      type="button"
      className={`calendar-day${day === today ? ' calendar-day--today' : ''}`}
      aria-pressed={day === selected}
      aria-label={label}
      onClick={() => onDay(day)}
    >
      <span>{date.getDate()}</span>
      {first && (
        <span className={`calendar-dot calendar-dot--${first.status}`} aria-hidden="true" />
      )}
    </button>
  );
}
