import { addDays, type DayKey } from '@jetsweat/contract';
import { dayParts, firstOfMonth, laterDay, mondayOf, monthLabel, weekOf } from './calendar-days.ts';
import './week-strip.css';

interface WeekStripProps {
  selected: DayKey;
  today: DayKey;
  /** Days that have at least one class, marked with a dot. */
  busyDays: Set<DayKey>;
  onSelect(day: DayKey): void;
}

function Arrow(props: { label: string; disabled?: boolean; onClick(): void; next?: boolean }) {
  return (
    <button
      type="button"
      className="schedule-arrow"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.next ? '›' : '‹'}
    </button>
  );
}

function DayButton(props: {
  day: DayKey;
  selected: boolean;
  today: DayKey;
  busy: boolean;
  onSelect(day: DayKey): void;
}) {
  const { day, today } = props;
  const parts = dayParts(day);
  return (
    <button
      type="button"
      className="schedule-day"
      data-day={day}
      aria-pressed={props.selected}
      disabled={day < today}
      onClick={() => props.onSelect(day)}
    >
      {/* The name read out starts with what is shown ('Mon 16'), then the full date. */}
      <span className="schedule-day__weekday">{parts.weekday}</span>{' '}
      <span className="schedule-day__date">{parts.date}</span>
      <span className="visually-hidden">{`${parts.label}${day === today ? ' (today)' : ''}`}</span>
      <span
        className={props.busy ? 'schedule-day__dot' : 'schedule-day__dot schedule-day__dot--none'}
      />
    </button>
  );
}

/**
 * The month header and the Monday-to-Sunday strip (spec: Live Class Schedule). Nothing before
 * today can be chosen: the previous arrows stop at today's week and month.
 */
export function WeekStrip({ selected, today, busyDays, onSelect }: WeekStripProps) {
  return (
    <div className="schedule-calendar">
      <div className="schedule-calendar__month">
        <Arrow
          label="Previous month"
          disabled={firstOfMonth(selected) <= firstOfMonth(today)}
          onClick={() => onSelect(laterDay(firstOfMonth(selected, -1), today))}
        />
        <h2 className="schedule-calendar__month-name" aria-live="polite">
          {monthLabel(selected)}
        </h2>
        <Arrow label="Next month" next onClick={() => onSelect(firstOfMonth(selected, 1))} />
      </div>
      <div className="schedule-calendar__week">
        <Arrow
          label="Previous week"
          disabled={mondayOf(selected) <= mondayOf(today)}
          onClick={() => onSelect(laterDay(addDays(selected, -7), today))}
        />
        <ol className="schedule-days" aria-label="Days of the week">
          {weekOf(selected).map((day) => (
            <li key={day}>
              <DayButton
                day={day}
                selected={day === selected}
                today={today}
                busy={busyDays.has(day)}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ol>
        <Arrow label="Next week" next onClick={() => onSelect(addDays(selected, 7))} />
      </div>
    </div>
  );
}
