import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { addDays, readableDay } from '@jetsweat/contract';
import { addMonths, monthGrid, monthTitle } from './month-grid.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const KEY_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/** Arrow keys move a day or a week, turning the month when they leave it, never out of range. */
function arrowMoves(o: {
  month: string;
  setMonth(m: string): void;
  inRange(day: string): boolean;
  grid: RefObject<HTMLDivElement | null>;
}) {
  return (e: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const step = KEY_STEPS[e.key];
    if (!step) return;
    e.preventDefault();
    const next = addDays(day, step);
    if (!o.inRange(next)) return;
    if (next.slice(0, 7) !== o.month) o.setMonth(next.slice(0, 7));
    requestAnimationFrame(() =>
      o.grid.current?.querySelector<HTMLButtonElement>(`[data-day="${next}"]`)?.focus(),
    );
  };
}

/** The month's name between its previous and next arrows. */
function MonthHead(props: { month: string; min: string; max: string; onMonth(m: string): void }) {
  const { month, min, max, onMonth } = props;
  return (
    <div className="calendar__head">
      <button
        type="button"
        className="calendar__nav"
        aria-label="Previous month"
        onClick={() => onMonth(addMonths(month, -1))}
        disabled={month <= min.slice(0, 7)}
      >
        ‹
      </button>
      <span className="calendar__month" aria-live="polite">
        {monthTitle(month)}
      </span>
      <button
        type="button"
        className="calendar__nav"
        aria-label="Next month"
        onClick={() => onMonth(addMonths(month, 1))}
        disabled={month >= max.slice(0, 7)}
      >
        ›
      </button>
    </div>
  );
}

/**
 * A month calendar for choosing a day between `min` and `max` (Eastern-Time days). Days are
 * buttons; arrow keys move between them.
 */
export function DateCalendar(props: {
  value: string | null;
  min: string;
  max: string;
  onChange(day: string): void;
  disabled?: boolean;
}) {
  const { value, min, max, onChange, disabled } = props;
  const [month, setMonth] = useState((value ?? min).slice(0, 7));
  const grid = useRef<HTMLDivElement>(null);
  const inRange = (day: string) => day >= min && day <= max;

  const move = arrowMoves({ month, setMonth, inRange, grid });
  const focusDay =
    value && value.slice(0, 7) === month
      ? value
      : monthGrid(month)
          .flat()
          .find((d) => d && inRange(d));
  return (
    <div className="calendar">
      <MonthHead month={month} min={min} max={max} onMonth={setMonth} />
      <div className="calendar__grid" role="group" aria-label="Choose a date" ref={grid}>
        {WEEKDAYS.map((w) => (
          <span key={w} className="calendar__weekday" aria-hidden="true">
            {w}
          </span>
        ))}
        {monthGrid(month)
          .flat()
          .map((day, i) =>
            day ? (
              <button
                key={day}
                type="button"
                data-day={day}
                className={`calendar__day${day === value ? ' calendar__day--selected' : ''}`}
                aria-label={readableDay(day)}
                aria-pressed={day === value}
                tabIndex={day === focusDay ? 0 : -1}
                disabled={disabled || !inRange(day)}
                onClick={() => onChange(day)}
                onKeyDown={(e) => move(e, day)}
              >
                {Number(day.slice(8))}
              </button>
            ) : (
              <span key={`blank-${i}`} />
            ),
          )}
      </div>
    </div>
  );
}
