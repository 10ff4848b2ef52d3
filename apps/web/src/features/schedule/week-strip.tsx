import { addDays, type DayKey } from '@jetsweat/contract';
import './week-strip.css';
import { dayParts, firstOfMonth, laterDay, mondayOf, monthLabel, weekOf } from './calendar-days.ts';

interface WeekStripProps {
  selected: DayKey;
  today: DayKey;
  /** Days that have at least one class, marked with a dot. */
  busyDays: Set<DayKey>;
  onSelect(day: DayKey): void;
}

/**
 * The month header and the Monday-to-Sunday strip (spec: Live Class Schedule). Nothing before
 * today can be chosen: the previous arrows stop at today's week and month.
 */
export function WeekStrip({ selected, today, busyDays, onSelect }: WeekStripProps) {
  const atThisMonth = firstOfMonth(selected) <= firstOfMonth(today);
  const atThisWeek = mondayOf(selected) <= mondayOf(today);
  return (
    <div className="schedule-calendar">
      <div className="schedule-calendar__month">
        <button
          type="button"
          className="schedule-arrow"
          aria-label="Previous month"
          disabled={atThisMonth}
          onClick={() => onSelect(laterDay(firstOfMonth(selected, -1), today))}
        >
          ‹
        </button>
        <h2 className="schedule-calendar__month-name" aria-live="polite">
          {monthLabel(selected)}
        </h2>
        <button
          type="button"
          className="schedule-arrow"
          aria-label="Next month"
          onClick={() => onSelect(firstOfMonth(selected, 1))}
        >
          ›
        </button>
      </div>
      <div className="schedule-calendar__week">
        <button
          type="button"
          className="schedule-arrow"
          aria-label="Previous week"
          disabled={atThisWeek}
          onClick={() => onSelect(laterDay(addDays(selected, -7), today))}
        >
          ‹
        </button>
        <ol className="schedule-days" aria-label="Days of the week">
          {weekOf(selected).map((day) => {
            const parts = dayParts(day);
            return (
              <li key={day}>
                <button
                  type="button"
                  className="schedule-day"
                  data-day={day}
                  aria-pressed={day === selected}
                  disabled={day < today}
                  onClick={() => onSelect(day)}
                >
                  {/* The name read out starts with what is shown ('Mon 16'), then the full date. */}
                  <span className="schedule-day__weekday">{parts.weekday}</span>{' '}
                  <span className="schedule-day__date">{parts.date}</span>
                  <span className="visually-hidden">
                    {`${parts.label}${day === today ? ' (today)' : ''}`}
                  </span>
                  <span
                    className={
                      busyDays.has(day)
                        ? 'schedule-day__dot'
                        : 'schedule-day__dot schedule-day__dot--none'
                    }
                  />
                </button>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="schedule-arrow"
          aria-label="Next week"
          onClick={() => onSelect(addDays(selected, 7))}
        >
          ›
        </button>
      </div>
    </div>
  );
}
